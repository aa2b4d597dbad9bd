import type { Currency } from "@tazama/contracts";
import { type Db, mainVideoReady, schema } from "@tazama/db";
import { and, asc, eq, inArray } from "drizzle-orm";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const { genres, prices, series, seriesBundlePrices, titleGenres, titles } = schema;

export type SeriesEpisodeRow = Awaited<ReturnType<SeriesRepository["episodes"]>>[number];

/** Reads of a series, its episodes with their prices, and its bundle prices; no rules here. */
export function createSeriesRepository(db: Db) {
  return {
    db,

    async findByRef(ref: string) {
      const [row] = await db.select().from(series).where(eq(series.ref, ref));
      return row;
    },

    /** Its published episodes by number, each with whether its main video is ready to play. */
    async episodes(seriesId: number) {
      return db
        .select({
          id: titles.id,
          ref: titles.ref,
          title: titles.title,
          episodeNumber: titles.episodeNumber,
          synopsis: titles.synopsis,
          durationS: titles.durationS,
          images: titles.images,
          isFree: titles.isFree,
          playable: mainVideoReady(),
        })
        .from(titles)
        .where(and(eq(titles.seriesId, seriesId), eq(titles.status, "published")))
        .orderBy(asc(titles.episodeNumber));
    },

    async pricesOf(titleIds: number[]) {
      if (titleIds.length === 0) return [];
      return db
        .select({
          titleId: prices.titleId,
          currency: prices.currency,
          buyMinor: prices.buyMinor,
          rentMinor: prices.rentMinor,
        })
        .from(prices)
        .where(inArray(prices.titleId, titleIds))
        .orderBy(asc(prices.id));
    },

    /** The genres of any of these titles, in genre order, each once. */
    async genresOf(titleIds: number[]) {
      if (titleIds.length === 0) return [];
      return db
        .selectDistinct({ name: genres.name, position: genres.position })
        .from(titleGenres)
        .innerJoin(genres, eq(genres.id, titleGenres.genreId))
        .where(inArray(titleGenres.titleId, titleIds))
        .orderBy(asc(genres.position), asc(genres.name));
    },

    async bundlePrices(seriesId: number) {
      return db
        .select({ currency: seriesBundlePrices.currency, amount: seriesBundlePrices.amountMinor })
        .from(seriesBundlePrices)
        .where(eq(seriesBundlePrices.seriesId, seriesId))
        .orderBy(asc(seriesBundlePrices.currency));
    },

    /** Replaces the series' bundle prices with these, in one transaction. */
    async replaceBundlePrices(
      seriesId: number,
      list: readonly { currency: Currency; amount: number }[],
      record: (tx: Tx) => Promise<void>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(seriesBundlePrices).where(eq(seriesBundlePrices.seriesId, seriesId));
        if (list.length > 0) {
          await tx
            .insert(seriesBundlePrices)
            .values(list.map((p) => ({ seriesId, currency: p.currency, amountMinor: p.amount })));
        }
        await record(tx);
      });
    },
  };
}

export type SeriesRepository = ReturnType<typeof createSeriesRepository>;
