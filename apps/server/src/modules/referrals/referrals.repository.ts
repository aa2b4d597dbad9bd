import { type Db, schema } from "@tazama/db";
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  lte,
  ne,
  notExists,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Tx } from "../ledger/ledger.public.ts";

const { users, referralRewards, ledgerEntries, wallets, payments } = schema;

export type RewardRow = typeof referralRewards.$inferSelect;
/** Ledger kinds that are a purchase paid from the wallet. */
const PAID_KINDS = ["purchase", "rent", "pass"] as const;

/** Referral rewards and the facts the rules read (I/O only; the rules are the service's). */
export function createReferralsRepository(db: Db) {
  return {
    db,

    async person(userId: string, tx: Tx | Db = db) {
      const [row] = await tx
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          phone: users.phoneNumber,
          phoneVerifiedAt: users.phoneVerifiedAt,
          codeUsed: users.affiliateCodeUsed,
          code: users.affiliateCode,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async byCode(code: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.affiliateCode, code.trim().toUpperCase()));
      return row?.id ?? null;
    },

    /** The referee's first purchase paid from the wallet (a debit), if any. */
    async firstPaidPurchase(userId: string) {
      const [row] = await db
        .select({ reference: ledgerEntries.reference })
        .from(ledgerEntries)
        .innerJoin(wallets, eq(wallets.id, ledgerEntries.walletId))
        .where(
          and(
            eq(wallets.userId, userId),
            inArray(ledgerEntries.kind, [...PAID_KINDS]),
            sql`${ledgerEntries.amountMinor} < 0`,
          ),
        )
        .orderBy(asc(ledgerEntries.id))
        .limit(1);
      return row;
    },

    async payersOf(userId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ payer: payments.payer })
        .from(payments)
        .where(
          and(
            eq(payments.userId, userId),
            eq(payments.status, "succeeded"),
            isNotNull(payments.payer),
          ),
        );
      return rows.map((r) => r.payer!);
    },

    /** Rewards counted against the referrer's cap since `since`. */
    async rewardsEarnedSince(referrerId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(referralRewards)
        .where(
          and(
            eq(referralRewards.referrerId, referrerId),
            eq(referralRewards.referrerCapped, false),
            inArray(referralRewards.status, ["held", "flagged", "paid"]),
            gte(referralRewards.settledAt, since),
          ),
        );
      return row?.n ?? 0;
    },

    /** One reward per referee: a second (concurrent) insert does nothing. True when inserted. */
    async insertReward(row: typeof referralRewards.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(referralRewards)
        .values(row)
        .onConflictDoNothing({ target: referralRewards.refereeId })
        .returning({ id: referralRewards.id });
      return inserted.length > 0;
    },

    async lockReward(tx: Tx, id: string): Promise<RewardRow | undefined> {
      const [row] = await tx
        .select()
        .from(referralRewards)
        .where(eq(referralRewards.id, id))
        .for("update");
      return row;
    },

    async updateReward(
      tx: Tx | Db,
      id: string,
      values: Partial<typeof referralRewards.$inferInsert>,
    ) {
      await tx.update(referralRewards).set(values).where(eq(referralRewards.id, id));
    },

    async dueIds(now: Date, limit = 200): Promise<string[]> {
      const rows = await db
        .select({ id: referralRewards.id })
        .from(referralRewards)
        .where(and(eq(referralRewards.status, "held"), lte(referralRewards.releaseAt, now)))
        .orderBy(asc(referralRewards.releaseAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** A refund on the referee's wallet after the purchase the reward is for. */
    async refundedAfter(tx: Tx, userId: string, purchaseRef: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .innerJoin(wallets, eq(wallets.id, ledgerEntries.walletId))
        .where(
          and(
            eq(wallets.userId, userId),
            eq(ledgerEntries.kind, "refund"),
            sql`${ledgerEntries.id} > (select id from ledger_entries where reference = ${purchaseRef})`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async walletCurrency(tx: Tx | Db, userId: string) {
      const [row] = await tx
        .select({ currency: wallets.currency })
        .from(wallets)
        .where(eq(wallets.userId, userId));
      return row?.currency ?? null;
    },

    /** Referees linked to a referrer whose first paid purchase has no reward row yet. */
    async unsettledReferees(limit = 200): Promise<string[]> {
      const referrers = alias(users, "referrers");
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .innerJoin(
          referrers,
          and(
            eq(referrers.affiliateCode, sql`upper(trim(${users.affiliateCodeUsed}))`),
            ne(referrers.id, users.id),
          ),
        )
        .where(
          and(
            notExists(
              db
                .select({ one: sql`1` })
                .from(referralRewards)
                .where(eq(referralRewards.refereeId, users.id)),
            ),
            exists(
              db
                .select({ one: sql`1` })
                .from(ledgerEntries)
                .innerJoin(wallets, eq(wallets.id, ledgerEntries.walletId))
                .where(
                  and(
                    eq(wallets.userId, users.id),
                    inArray(ledgerEntries.kind, [...PAID_KINDS]),
                    sql`${ledgerEntries.amountMinor} < 0`,
                  ),
                ),
            ),
          ),
        )
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Friends who joined with `code`, newest first, with their reward if any. */
    async friendsOf(code: string, limit = 200) {
      return db
        .select({
          name: users.name,
          joinedAt: users.createdAt,
          phoneVerifiedAt: users.phoneVerifiedAt,
          reward: referralRewards,
        })
        .from(users)
        .leftJoin(referralRewards, eq(referralRewards.refereeId, users.id))
        .where(sql`upper(trim(${users.affiliateCodeUsed})) = ${code}`)
        .orderBy(desc(users.createdAt))
        .limit(limit);
    },

    async rewardOfReferee(userId: string): Promise<RewardRow | undefined> {
      const [row] = await db
        .select()
        .from(referralRewards)
        .where(eq(referralRewards.refereeId, userId));
      return row;
    },

    async listByStatus(status: RewardRow["status"], limit = 200) {
      const referrer = sql`(select json_build_object('id', id, 'name', name, 'email', email) from users where id = ${referralRewards.referrerId})`;
      const referee = sql`(select json_build_object('id', id, 'name', name, 'email', email) from users where id = ${referralRewards.refereeId})`;
      return db
        .select({
          reward: referralRewards,
          referrer: sql<{ id: string; name: string; email: string }>`${referrer}`,
          referee: sql<{ id: string; name: string; email: string }>`${referee}`,
        })
        .from(referralRewards)
        .where(eq(referralRewards.status, status))
        .orderBy(asc(referralRewards.settledAt))
        .limit(limit);
    },
  };
}

export type ReferralsRepository = ReturnType<typeof createReferralsRepository>;
