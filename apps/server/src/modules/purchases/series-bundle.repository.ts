import type { Currency } from "@tazama/contracts";
import { type Db, mainVideoReady, schema } from "@tazama/db";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Tx } from "../ledger/ledger.public.ts";

const { entitlements, prices, series, seriesBundlePrices, seriesBundlePurchases } = schema;
const { titles } = schema;

type Q = Db | Tx;

/** What selling a series bundle reads and writes; no rules here. */
export function createSeriesBundleRepository(db: Db) {
  return {
    db,

    /** The series with its bundle price in `currency` (null when none is set). */
    async seriesWithBundle(q: Q, ref: string, currency: Currency) {
      const [row] = await q
        .select({ id: series.id, title: series.title, bundle: seriesBundlePrices.amountMinor })
        .from(series)
        .leftJoin(
          seriesBundlePrices,
          and(
            eq(seriesBundlePrices.seriesId, series.id),
            eq(seriesBundlePrices.currency, currency),
          ),
        )
        .where(eq(series.ref, ref));
      return row;
    },

    /** Its published episodes by number, with their buy price in `currency` and readiness. */
    async episodes(q: Q, seriesId: number, currency: Currency) {
      return q
        .select({
          id: titles.id,
          ref: titles.ref,
          isFree: titles.isFree,
          buy: prices.buyMinor,
          playable: mainVideoReady(),
        })
        .from(titles)
        .leftJoin(prices, and(eq(prices.titleId, titles.id), eq(prices.currency, currency)))
        .where(and(eq(titles.seriesId, seriesId), eq(titles.status, "published")))
        .orderBy(asc(titles.episodeNumber));
    },

    /** Which of these titles the user owns (a buy entitlement). */
    async ownedTitleIds(q: Q, userId: string, titleIds: number[]): Promise<Set<number>> {
      if (titleIds.length === 0) return new Set();
      const rows = await q
        .select({ titleId: entitlements.titleId })
        .from(entitlements)
        .where(
          and(
            eq(entitlements.userId, userId),
            eq(entitlements.kind, "buy"),
            isNull(entitlements.revokedAt),
            inArray(entitlements.titleId, titleIds),
          ),
        );
      return new Set(rows.map((r) => r.titleId).filter((id) => id !== null));
    },

    async insertPurchase(q: Q, values: typeof seriesBundlePurchases.$inferInsert) {
      await q.insert(seriesBundlePurchases).values(values);
    },
  };
}

export type SeriesBundleRepository = ReturnType<typeof createSeriesBundleRepository>;
