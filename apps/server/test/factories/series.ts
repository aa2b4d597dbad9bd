import { randomUUID } from "node:crypto";
import { type Database, schema } from "@tazama/db";
import { addMediaAssets } from "./media-asset.ts";

export interface TestSeries {
  ref: string;
  title: string;
  /** Episode refs by number. */
  episodes: string[];
}

/**
 * A published series of its own (so tests never share one): `count` episodes at `buy` NGN each
 * (rent a third), every film ready unless `unplayable` names episode numbers left without one.
 */
export async function makeSeries(
  database: Database,
  { count = 4, buy = 40_000, unplayable = [] as number[] } = {},
): Promise<TestSeries> {
  const slug = `bundle-${randomUUID().slice(0, 8)}`;
  const title = `Bundle Test ${slug.slice(7)}`;
  const [row] = await database.db
    .insert(schema.series)
    .values({
      ref: slug,
      title,
      synopsis: "A series made for one test.",
      year: 2025,
      country: "Nigeria",
      language: "English",
    })
    .returning({ id: schema.series.id });
  const episodes = await database.db
    .insert(schema.titles)
    .values(
      Array.from({ length: count }, (_, i) => ({
        ref: `${slug}-ep-${i + 1}`,
        kind: "episode" as const,
        title: `${title} Ep. ${i + 1}`,
        synopsis: `Episode ${i + 1}.`,
        year: 2025,
        durationS: 1_500,
        country: "Nigeria",
        language: "English",
        seriesId: row!.id,
        episodeNumber: i + 1,
        // Named as the seed names art (none is drawn: the images route answers 404).
        images: {
          portrait: `${slug}-ep-${i + 1}_port.jpg`,
          landscape: `${slug}-ep-${i + 1}_land.jpg`,
        },
      })),
    )
    .returning({ id: schema.titles.id, ref: schema.titles.ref, n: schema.titles.episodeNumber });
  await database.db.insert(schema.prices).values(
    episodes.map((e) => ({
      titleId: e.id,
      currency: "NGN" as const,
      buyMinor: buy,
      rentMinor: Math.ceil(buy / 3),
    })),
  );
  await addMediaAssets(
    database,
    episodes.filter((e) => !unplayable.includes(e.n ?? 0)).map((e) => e.id),
  );
  return { ref: slug, title, episodes: episodes.map((e) => e.ref) };
}
