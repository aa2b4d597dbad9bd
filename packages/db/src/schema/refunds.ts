import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
    /** The admin who gave it (null once their account is gone). */
    refundedBy: text("refunded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("refunds_entitlement_ix").on(t.entitlementId),
    index("refunds_recent_ix").on(t.createdAt),
    check("refunds_amount_ck", sql`${t.amountMinor} > 0`),
    check("refunds_currency_ck", sql.raw(`"currency" ${CURRENCY_CK}`)),
  ],
);
