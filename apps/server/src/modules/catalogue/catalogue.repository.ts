import { type Db, schema } from "@tazama/db";
import { and, asc, eq, inArray } from "drizzle-orm";
import { listedTitle } from "../streaming/streaming.public.ts";

const { genres, prices, series, titleGenres, titles } = schema;

export type TitleRow = typeof titles.$inferSelect;
export type GenreRow = typeof genres.$inferSelect;
export type PriceRow = typeof prices.$inferSelect;
export type SeriesRow = typeof series.$inferSelect;

/** Reads of the catalogue tables; no rules here, only queries. */
export function createCatalogueRepository(db: Db) {
  async function genreNamesByTitle(titleIds: number[]): Promise<Map<number, GenreRow[]>> {
    const byTitle = new Map<number, GenreRow[]>();
    if (titleIds.length === 0) return byTitle;
    const rows = await db
      .select({ titleId: titleGenres.titleId, genre: genres })
      .from(titleGenres)
      .innerJoin(genres, eq(genres.id, titleGenres.genreId))
      .where(inArray(titleGenres.titleId, titleIds))
      .orderBy(asc(genres.position));
    for (const row of rows) {
      const list = byTitle.get(row.titleId) ?? [];
      list.push(row.genre);
      byTitle.set(row.titleId, list);
    }
    return byTitle;
  }

  return {
    /**
     * The listed titles: published, and free or with a main video that plays (ADR 0069). A title
     * page reached by its link still finds an unlisted one (`findPublishedByRef`).
     */
    async listPublished(): Promise<
      { title: TitleRow; genres: GenreRow[]; seriesRef: string | null }[]
    > {
      const rows = await db
        .select({ title: titles, seriesRef: series.ref })
        .from(titles)
        .leftJoin(series, eq(series.id, titles.seriesId))
        .where(and(eq(titles.status, "published"), listedTitle()))
        .orderBy(asc(titles.id));
      const byTitle = await genreNamesByTitle(rows.map((r) => r.title.id));
      return rows.map((r) => ({ ...r, genres: byTitle.get(r.title.id) ?? [] }));
    },

    async listGenres(): Promise<GenreRow[]> {
      return db.select().from(genres).orderBy(asc(genres.position), asc(genres.name));
    },

    async findPublishedByRef(ref: string): Promise<TitleRow | undefined> {
      const [row] = await db
        .select()
        .from(titles)
        .where(and(eq(titles.ref, ref), eq(titles.status, "published")));
      return row;
    },

    async genresOf(titleId: number): Promise<GenreRow[]> {
      return (await genreNamesByTitle([titleId])).get(titleId) ?? [];
    },

    async pricesOf(titleId: number): Promise<PriceRow[]> {
      return db.select().from(prices).where(eq(prices.titleId, titleId)).orderBy(asc(prices.id));
    },

    async seriesWithEpisodes(
      seriesId: number,
    ): Promise<{ series: SeriesRow; episodes: TitleRow[] } | undefined> {
      const [seriesRow] = await db.select().from(series).where(eq(series.id, seriesId));
      if (!seriesRow) return undefined;
      const episodes = await db
        .select()
        .from(titles)
        .where(and(eq(titles.seriesId, seriesId), eq(titles.status, "published")))
        .orderBy(asc(titles.episodeNumber));
      return { series: seriesRow, episodes };
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
