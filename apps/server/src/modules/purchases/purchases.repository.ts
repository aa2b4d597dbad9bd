import type { Currency } from "@tazama/contracts";
import { type Db, mainVideoReady, schema } from "@tazama/db";
import { and, asc, desc, eq, gt, isNull } from "drizzle-orm";
import type { EntitlementRow } from "../entitlements/entitlements.public.ts";
import type { Tx } from "../ledger/ledger.public.ts";
import { passWithPrice } from "./pass-price.ts";

const { entitlements, titles, prices, passes, passPrices } = schema;

type Q = Db | Tx;

/** Queries of titles, prices, passes and entitlements; no rules here. */
export function createPurchasesRepository(db: Db) {
  return {
    db,

    async titleWithPrice(q: Q, ref: string, currency: Currency) {
      const [row] = await q
        .select({
          id: titles.id,
          ref: titles.ref,
          title: titles.title,
          isFree: titles.isFree,
          status: titles.status,
          buyMinor: prices.buyMinor,
          rentMinor: prices.rentMinor,
          /** Its main video is transcoded and can be played. */
          mainReady: mainVideoReady(),
        })
        .from(titles)
        .leftJoin(prices, and(eq(prices.titleId, titles.id), eq(prices.currency, currency)))
        .where(eq(titles.ref, ref));
      return row;
    },

    passWithPrice,

    async passCatalogue() {
      const rows = await db
        .select({
          slug: passes.slug,
          name: passes.name,
          durationS: passes.durationS,
          currency: passPrices.currency,
          amountMinor: passPrices.amountMinor,
        })
        .from(passes)
        .innerJoin(passPrices, eq(passPrices.passId, passes.id))
        .orderBy(asc(passes.position), asc(passPrices.currency));
      return rows;
    },

    async titleEntitlements(q: Q, userId: string, titleId: number): Promise<EntitlementRow[]> {
      return q
        .select()
        .from(entitlements)
        .where(and(eq(entitlements.userId, userId), eq(entitlements.titleId, titleId)));
    },

    /** The latest end among the user's passes still running at `now`. */
    async latestPassEnd(q: Q, userId: string, now: Date): Promise<Date | null> {
      const [row] = await q
        .select({ expiresAt: entitlements.expiresAt })
        .from(entitlements)
        .where(
          and(
            eq(entitlements.userId, userId),
            eq(entitlements.kind, "pass"),
            isNull(entitlements.revokedAt),
            gt(entitlements.expiresAt, now),
          ),
        )
        .orderBy(desc(entitlements.expiresAt))
        .limit(1);
      return row?.expiresAt ?? null;
    },

    /** Every entitlement of a user with its title or pass, newest first. */
    async listForUser(userId: string) {
      return db
        .select({
          entitlement: entitlements,
          ref: titles.ref,
          title: titles.title,
          passSlug: passes.slug,
          passName: passes.name,
        })
        .from(entitlements)
        .leftJoin(titles, eq(titles.id, entitlements.titleId))
        .leftJoin(passes, eq(passes.id, entitlements.passId))
        .where(eq(entitlements.userId, userId))
        .orderBy(desc(entitlements.createdAt), desc(entitlements.id));
    },
  };
}

export type PurchasesRepository = ReturnType<typeof createPurchasesRepository>;
