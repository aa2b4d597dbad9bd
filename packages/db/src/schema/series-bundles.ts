import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { series } from "./catalogue.ts";
import { CURRENCY_CK, createdAt, currency, minor } from "./money-columns.ts";

/**
 * The price of a whole series, per currency, set by an admin: every episode at once, cheaper than
 * the sum of the episodes' buy prices (checked when it is set and again when it is sold).
 */
export const seriesBundlePrices = pgTable(
  "series_bundle_prices",
  {
    seriesId: integer("series_id")
      .notNull()
      .references(() => series.id, { onDelete: "cascade" }),
    currency: currency(),
    amountMinor: minor("amount_minor").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.seriesId, t.currency] }),
    check("series_bundle_prices_amount_ck", sql`${t.amountMinor} > 0`),
    check("series_bundle_prices_currency_ck", sql.raw(`"currency" ${CURRENCY_CK}`)),
  ],
);

/**
 * One purchase of a series bundle: one ledger movement (reference `series-bundle:{id}`) and a buy
 * entitlement for each episode the viewer did not own, which points back here.
 */
export const seriesBundlePurchases = pgTable(
  "series_bundle_purchases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    seriesId: integer("series_id")
      .notNull()
      .references(() => series.id, { onDelete: "restrict" }),
    amountMinor: minor("amount_minor").notNull(),
    currency: currency(),
    /** How many episodes it granted. */
    episodes: smallint("episodes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("series_bundle_purchases_user_ix").on(t.userId, t.createdAt),
    check("series_bundle_purchases_amount_ck", sql`${t.amountMinor} > 0`),
    check("series_bundle_purchases_episodes_ck", sql`${t.episodes} > 0`),
    check("series_bundle_purchases_currency_ck", sql.raw(`"currency" ${CURRENCY_CK}`)),
  ],
);
