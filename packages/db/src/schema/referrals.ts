import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { minor } from "./money-columns.ts";

export const REFERRAL_STATUSES = ["held", "flagged", "paid", "cancelled"] as const;

/**
 * One referral reward per referee (issue 17), made when the referee's first paid purchase
 * settles: `held` until `release_at` (the refund window), `flagged` when a fraud rule hit (an
 * admin decides), then `paid` (one `referral` ledger movement per side) or `cancelled`.
 */
export const referralRewards = pgTable(
  "referral_rewards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    refereeId: text("referee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    referrerId: text("referrer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The ledger reference of the referee's first paid purchase (what the reward is for). */
    purchaseRef: text("purchase_ref").notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }).notNull(),
    releaseAt: timestamp("release_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: REFERRAL_STATUSES }).notNull(),
    /** Fraud rules that hit ("same-email", "disposable-email", "same-payer"). */
    flags: jsonb("flags").$type<string[]>().notNull().default([]),
    /** The referrer had reached the yearly cap: only the referee is rewarded. */
    referrerCapped: boolean("referrer_capped").notNull().default(false),
    referrerAmountMinor: minor("referrer_amount_minor"),
    referrerCurrency: text("referrer_currency"),
    refereeAmountMinor: minor("referee_amount_minor"),
    refereeCurrency: text("referee_currency"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    /** Why it was cancelled, or the admin's decision. */
    note: text("note"),
    reviewedBy: text("reviewed_by"),
  },
  (t) => [
    uniqueIndex("referral_rewards_referee_uq").on(t.refereeId),
    index("referral_rewards_referrer_ix").on(t.referrerId, t.settledAt),
    index("referral_rewards_due_ix").on(t.status, t.releaseAt),
    check(
      "referral_rewards_status_ck",
      sql`${t.status} in ('held', 'flagged', 'paid', 'cancelled')`,
    ),
    check("referral_rewards_self_ck", sql`${t.refereeId} <> ${t.referrerId}`),
  ],
);
