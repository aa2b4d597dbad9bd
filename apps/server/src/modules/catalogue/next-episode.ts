import { EPISODE_NUMBER_MAX, episodeTitle } from "@tazama/contracts";
import { type Db, episodeRef, schema } from "@tazama/db";
import { desc, eq, like } from "drizzle-orm";
import { HttpError } from "../../lib/http-error.ts";

const { series, titleGenres, titles } = schema;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The next episode of a series, as a draft: number one past the last, named "{series} Ep. N"
 * (spec §3), with the series' year, country, language and tags and the last episode's genres.
 */
export async function createNextEpisode(
  tx: Tx,
  seriesRef: string,
  fields: { synopsis: string; durationS: number; tagline: string },
): Promise<{ id: number; ref: string }> {
  const [show] = await tx.select().from(series).where(eq(series.ref, seriesRef)).for("update");
  if (!show) throw new HttpError(404, "series/not-found", "There is no such series.");
  const [last] = await tx
    .select({ id: titles.id, episodeNumber: titles.episodeNumber })
    .from(titles)
    .where(eq(titles.seriesId, show.id))
    .orderBy(desc(titles.episodeNumber))
    .limit(1);
  const number = (last?.episodeNumber ?? 0) + 1;
  if (number > EPISODE_NUMBER_MAX) {
    throw new HttpError(409, "series/full", `A series has at most ${EPISODE_NUMBER_MAX} episodes.`);
  }
  const ref = await freeRef(tx, episodeRef(show.ref, number));
  const [made] = await tx
    .insert(titles)
    .values({
      ref,
      kind: "episode",
      title: episodeTitle(show.title, number),
      tagline: fields.tagline,
      synopsis: fields.synopsis,
      year: show.year,
      durationS: fields.durationS,
      tags: show.tags,
      country: show.country,
      language: show.language,
      seriesId: show.id,
      episodeNumber: number,
      status: "draft",
      images: { portrait: `${ref}_port.jpg`, landscape: `${ref}_land.jpg` },
    })
    .returning({ id: titles.id, ref: titles.ref });
  if (last) {
    const genres = await tx
      .select({ genreId: titleGenres.genreId })
      .from(titleGenres)
      .where(eq(titleGenres.titleId, last.id));
    if (genres.length > 0) {
      await tx.insert(titleGenres).values(genres.map((g) => ({ titleId: made!.id, ...g })));
    }
  }
  return made!;
}

/**
 * The episode's ref, or, when a renumbered episode already holds it (refs never change, so
 * links keep working), the same with the first free suffix: "-2", "-3", …
 */
async function freeRef(tx: Tx, wanted: string): Promise<string> {
  const rows = await tx
    .select({ ref: titles.ref })
    .from(titles)
    .where(like(titles.ref, `${wanted}%`));
  const used = new Set(rows.map((r) => r.ref));
  if (!used.has(wanted)) return wanted;
  for (let n = 2; ; n++) if (!used.has(`${wanted}-${n}`)) return `${wanted}-${n}`;
}
