import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { entitlements } from "./money.ts";
import { CURRENCY_CK, currency, minor } from "./money-columns.ts";

/**
 * Money an admin gave back for a purchase (issue 18): into the wallet it was paid from, as one
 * `refund` ledger movement (`refund:<id>`). Together never more than the purchase's amount; the
 * refund that reaches it revokes the purchase.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entitlementId: uuid("entitlement_id")
      .notNull()
      .references(() => entitlements.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amountMinor: minor("amount_minor").notNull(),
    currency: currency(),
    reason: text("reason").notNull(),
    /** The admin who gave it (null once their account is gone, or when a rule gave it). */
    refundedBy: text("refunded_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * Why: an admin's decision, a rental the viewer started by mistake (within 2 minutes), or a
     * rental that never reached 2 minutes because of playback failures on our side (issue 19).
     */
    cause: text("cause", { enum: ["admin", "started-by-mistake", "playback-failed"] })
      .notNull()
      .default("admin"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("refunds_entitlement_ix").on(t.entitlementId),
    index("refunds_recent_ix").on(t.createdAt),
    check("refunds_amount_ck", sql`${t.amountMinor} > 0`),
    check(
      "refunds_cause_ck",
      sql`${t.cause} in ('admin', 'started-by-mistake', 'playback-failed')`,
    ),
    // A rule refunds a purchase at most once.
    uniqueIndex("refunds_rule_once_uq")
      .on(t.entitlementId)
      .where(sql`${t.cause} <> 'admin'`),
    check("refunds_currency_ck", sql.raw(`"currency" ${CURRENCY_CK}`)),
  ],
);
