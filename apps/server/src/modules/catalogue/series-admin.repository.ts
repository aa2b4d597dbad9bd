import type { AdminSeries, UpdateSeriesBody } from "@tazama/contracts";
import { type Db, schema } from "@tazama/db";
import { and, asc, eq, ne, sql } from "drizzle-orm";

const { series, titles } = schema;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type SeriesRow = typeof series.$inferSelect;

/** The console's queries of a series and its episodes (I/O only; the rules are the service's). */
export function createSeriesAdminRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /** The series as the console shows it, its episodes in order. */
    async read(ref: string, q: Db | Tx = db): Promise<AdminSeries | undefined> {
      const [show] = await q.select().from(series).where(eq(series.ref, ref));
      if (!show) return undefined;
      const episodes = await q
        .select({
          ref: titles.ref,
          episodeNumber: sql<number>`${titles.episodeNumber}`.mapWith(Number),
          title: titles.title,
          status: titles.status,
        })
        .from(titles)
        .where(eq(titles.seriesId, show.id))
        .orderBy(asc(titles.episodeNumber));
      const { ref: r, title, tagline, synopsis, year, tags, country, language } = show;
      return { ref: r, title, tagline, synopsis, year, tags, country, language, episodes };
    },

    /** The series, locked until the transaction ends. */
    async lock(tx: Tx, ref: string): Promise<SeriesRow | undefined> {
      const [show] = await tx.select().from(series).where(eq(series.ref, ref)).for("update");
      return show;
    },

    /** The title of another series called `title` (any case), if one is. */
    async clashing(tx: Tx, title: string, exceptId: number): Promise<string | undefined> {
      const [clash] = await tx
        .select({ title: series.title })
        .from(series)
        .where(and(sql`lower(${series.title}) = lower(${title})`, ne(series.id, exceptId)));
      return clash?.title;
    },

    async update(tx: Tx, id: number, change: UpdateSeriesBody): Promise<void> {
      await tx.update(series).set(change).where(eq(series.id, id));
    },

    /** Renames every episode of the series with `name(episodeNumber)`. */
    async renameEpisodes(tx: Tx, seriesId: number, name: (episodeNumber: number) => string) {
      const episodes = await tx
        .select({ id: titles.id, episodeNumber: titles.episodeNumber })
        .from(titles)
        .where(eq(titles.seriesId, seriesId));
      for (const episode of episodes) {
        await tx
          .update(titles)
          .set({ title: name(episode.episodeNumber!) })
          .where(eq(titles.id, episode.id));
      }
    },
  };
}

export type SeriesAdminRepository = ReturnType<typeof createSeriesAdminRepository>;
