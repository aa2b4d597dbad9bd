import { CURRENCIES, episodeTitle, genreSlug } from "@tazama/contracts";
import { count, inArray, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { events, genres, prices, series, titleGenres, titles } from "../schema/index.ts";
import { GENRES, MOVIES, SERIES } from "./catalogue/index.ts";
import type { PriceTier } from "./catalogue/types.ts";
import { EVENTS } from "./events.ts";
import { EPISODE_PRICES, PRICE_TIERS } from "./price-tiers.ts";

export interface SeedResult {
  seeded: boolean;
  titles: number;
}

/** Every artwork file the demo catalogue refers to, for the artwork generator. */
export function demoArtwork(): { ref: string; title: string; tagline: string; genre: string }[] {
  const items = MOVIES.map((m) => ({
    ref: m.ref,
    title: m.title,
    tagline: m.tagline,
    genre: m.genres[0] ?? "",
  }));
  for (const s of SERIES) {
    items.push({ ref: s.ref, title: s.title, tagline: s.tagline, genre: s.genres[0] ?? "" });
    for (const e of s.episodes) {
      items.push({
        ref: episodeRef(s.ref, e.number),
        title: s.title,
        tagline: `Episode ${e.number}`,
        genre: s.genres[0] ?? "",
      });
    }
  }
  return items;
}

export function episodeRef(seriesRef: string, episodeNumber: number): string {
  return `${seriesRef}-ep-${episodeNumber}`;
}

export function imagesFor(ref: string) {
  return { portrait: `${ref}_port.jpg`, landscape: `${ref}_land.jpg` };
}

function expectedTitleCount(): number {
  return MOVIES.length + SERIES.reduce((n, s) => n + s.episodes.length, 0);
}

/**
 * Inserts the demo catalogue. Idempotent: rows are keyed by ref and name, existing ones are left
 * as they are, and a database that already holds the whole catalogue is left untouched.
 */
export async function seedCatalogue(db: Db): Promise<SeedResult> {
  const expected = expectedTitleCount();
  const allRefs = [
    ...MOVIES.map((m) => m.ref),
    ...SERIES.flatMap((s) => s.episodes.map((e) => episodeRef(s.ref, e.number))),
  ];
  const [present] = await db
    .select({ n: count() })
    .from(titles)
    .where(inArray(titles.ref, allRefs));
  await seedEvents(db);
  if ((present?.n ?? 0) === expected) return { seeded: false, titles: expected };

  await db.transaction(async (tx) => {
    await tx
      .insert(genres)
      .values(GENRES.map((name, position) => ({ name, slug: genreSlug(name), position })))
      .onConflictDoNothing();
    const genreRows = await tx.select().from(genres);
    const genreId = new Map(genreRows.map((g) => [g.name, g.id]));

    await tx
      .insert(series)
      .values(
        SERIES.map((s) => ({
          ref: s.ref,
          title: s.title,
          tagline: s.tagline,
          synopsis: s.synopsis,
          year: s.year,
          tags: s.tags,
          country: s.country,
          language: s.language,
        })),
      )
      .onConflictDoNothing();
    const seriesRows = await tx.select({ id: series.id, ref: series.ref }).from(series);
    const seriesId = new Map(seriesRows.map((s) => [s.ref, s.id]));

    const rows = [
      ...MOVIES.map((m) => ({
        row: {
          ref: m.ref,
          kind: "movie" as const,
          title: m.title,
          tagline: m.tagline,
          synopsis: m.synopsis,
          year: m.year,
          durationS: m.durationMin * 60,
          tags: m.tags,
          country: m.country,
          language: m.language,
          isFree: m.priceTier === "free",
          images: imagesFor(m.ref),
        },
        genres: m.genres,
        tier: m.priceTier,
        episode: false,
      })),
      ...SERIES.flatMap((s) =>
        s.episodes.map((e) => {
          const ref = episodeRef(s.ref, e.number);
          return {
            row: {
              ref,
              kind: "episode" as const,
              title: episodeTitle(s.title, e.number),
              tagline: s.tagline,
              synopsis: e.synopsis,
              year: s.year,
              durationS: e.durationMin * 60,
              tags: s.tags,
              country: s.country,
              language: s.language,
              seriesId: seriesId.get(s.ref) ?? null,
              episodeNumber: e.number,
              isFree: false,
              images: imagesFor(ref),
            },
            genres: s.genres,
            tier: s.priceTier,
            episode: true,
          };
        }),
      ),
    ];
    await tx
      .insert(titles)
      .values(rows.map((r) => r.row))
      .onConflictDoNothing();
    const titleRows = await tx.select({ id: titles.id, ref: titles.ref }).from(titles);
    const titleId = new Map(titleRows.map((t) => [t.ref, t.id]));

    const links = rows.flatMap((r) =>
      r.genres.map((name) => ({
        titleId: mustGet(titleId, r.row.ref),
        genreId: mustGet(genreId, name),
      })),
    );
    await tx.insert(titleGenres).values(links).onConflictDoNothing();

    const priceRows = rows.flatMap((r) =>
      priceRowsFor(mustGet(titleId, r.row.ref), r.tier, r.episode),
    );
    if (priceRows.length > 0) await tx.insert(prices).values(priceRows).onConflictDoNothing();
  });
  return { seeded: true, titles: expected };
}

/**
 * The events, keyed by title: new ones are inserted, and an event seeded before it had a start
 * time and a venue (schema 0012) gets them; anything else an admin changed is left as it is.
 */
async function seedEvents(db: Db): Promise<void> {
  await db
    .insert(events)
    .values(
      EVENTS.map((e) => ({ ...e, startsAt: new Date(e.startsAt), endDate: new Date(e.endDate) })),
    )
    .onConflictDoUpdate({
      target: events.title,
      set: { startsAt: sql`excluded.starts_at`, venue: sql`excluded.venue` },
      setWhere: sql`${events.startsAt} is null and ${events.venue} is null`,
    });
}

function priceRowsFor(titleId: number, tier: PriceTier, episode: boolean) {
  if (tier === "free") return [];
  const amounts = episode ? EPISODE_PRICES : PRICE_TIERS[tier];
  return CURRENCIES.map((currency) => ({
    titleId,
    currency,
    buyMinor: amounts[currency].buy,
    rentMinor: amounts[currency].rent,
  }));
}

function mustGet<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed data refers to unknown key ${String(key)}`);
  return value;
}
