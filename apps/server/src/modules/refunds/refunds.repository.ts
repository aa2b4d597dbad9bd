import type { AdminPurchase } from "@tazama/contracts";
import { type Db, schema } from "@tazama/db";
import { desc, eq, sql } from "drizzle-orm";

const { entitlements, passes, refunds, titles } = schema;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What has been refunded of each purchase, as a subquery column. */
const refundedOf = sql<string>`coalesce((select sum(r.amount_minor) from refunds r where r.entitlement_id = "entitlements"."id"), 0)::bigint`;

/** Only money paid from the wallet for this one thing can come back (not a bundle's share). */
function refundable(row: { source: string; amountMinor: number; bundleId: string | null }) {
  return row.source === "wallet" && row.amountMinor > 0 && row.bundleId === null;
}

export function createRefundsRepository(db: Db) {
  return {
    async purchasesOf(userId: string): Promise<AdminPurchase[]> {
      const rows = await db
        .select({
          e: entitlements,
          title: titles.title,
          pass: passes.name,
          refunded: refundedOf,
        })
        .from(entitlements)
        .leftJoin(titles, eq(titles.id, entitlements.titleId))
        .leftJoin(passes, eq(passes.id, entitlements.passId))
        .where(eq(entitlements.userId, userId))
        .orderBy(desc(entitlements.createdAt), desc(entitlements.id))
        .limit(200);
      return rows.map(({ e, title, pass, refunded }) => {
        const refundedMinor = Number(refunded);
        return {
          id: e.id,
          kind: e.kind,
          name: title ?? pass ?? "—",
          amountMinor: e.amountMinor,
          currency: e.currency,
          source: e.source,
          purchasedAt: e.createdAt.toISOString(),
          refundedMinor,
          refundableMinor: refundable(e) ? e.amountMinor - refundedMinor : 0,
          revoked: e.revokedAt !== null,
        };
      });
    },

    /**
     * The purchase, locked for the refund, with its name and what was refunded before. The sum
     * is read by a second statement, after the lock is held: in one statement it would come from
     * the snapshot taken before waiting, blind to the refund that held the lock.
     */
    async lockPurchase(tx: Tx, id: string) {
      const [row] = await tx
        .select({ e: entitlements, title: titles.title, pass: passes.name })
        .from(entitlements)
        .leftJoin(titles, eq(titles.id, entitlements.titleId))
        .leftJoin(passes, eq(passes.id, entitlements.passId))
        .where(eq(entitlements.id, id))
        .for("update", { of: entitlements });
      if (!row) return undefined;
      const [sum] = await tx
        .select({ refunded: sql<string>`coalesce(sum(${refunds.amountMinor}), 0)` })
        .from(refunds)
        .where(eq(refunds.entitlementId, id));
      return {
        ...row.e,
        name: row.title ?? row.pass ?? "a purchase",
        refundedMinor: Number(sum?.refunded ?? 0),
        refundable: refundable(row.e),
      };
    },

    async insertRefund(tx: Tx, values: typeof refunds.$inferInsert) {
      const [row] = await tx.insert(refunds).values(values).returning({ id: refunds.id });
      return row!.id;
    },
  };
}
export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
