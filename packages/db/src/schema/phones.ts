import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/**
 * One SMS code sent to prove a phone number (issue 17). Only a hash of the code is kept; the rows
 * are also the count behind the SMS-pumping limits (per number per 10 minutes and per day, per
 * account per day), so they are kept a day and more after they expire.
 */
export const phoneCodes = pgTable(
  "phone_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** E.164. */
    phone: text("phone").notNull(),
    /**
     * The destination range the hourly SMS budget counts by (issue 39): the first digits of the
     * E.164 number without its "+" (country code and the start of the national number).
     */
    prefix: text("prefix").notNull(),
    /** sha256 of `${id}:${code}`, hex. */
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /** Which SMS provider took it ("africastalking", "twilio", "dev-outbox"). */
    provider: text("provider").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("phone_codes_phone_ix").on(t.phone, t.createdAt),
    index("phone_codes_user_ix").on(t.userId, t.createdAt),
    index("phone_codes_prefix_ix").on(t.prefix, t.createdAt),
    check("phone_codes_attempts_ck", sql`${t.attempts} >= 0`),
  ],
);

/**
 * A destination prefix that reached its hourly SMS budget (issue 39, SMS pumping): one row per
 * prefix per clock hour, however many codes were refused in it, for the admin console.
 */
export const smsAlerts = pgTable(
  "sms_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** E.164 digits without "+", as `phone_codes.prefix`. */
    prefix: text("prefix").notNull(),
    /** ISO 3166 region of the numbers, when the range has one. */
    country: text("country"),
    /** The clock hour (UTC) the budget was reached in. */
    hourStart: timestamp("hour_start", { withTimezone: true }).notNull(),
    /** The budget then (codes per prefix per hour). */
    budget: integer("budget").notNull(),
    /** Codes sent to the prefix in the hour before the first refusal. */
    sent: integer("sent").notNull(),
    /** Codes refused since, in this clock hour. */
    refused: integer("refused").notNull().default(1),
    firstRefusedAt: timestamp("first_refused_at", { withTimezone: true }).notNull(),
    lastRefusedAt: timestamp("last_refused_at", { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    acknowledgedBy: text("acknowledged_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("sms_alerts_prefix_hour_ux").on(t.prefix, t.hourStart),
    index("sms_alerts_recent_ix").on(t.hourStart),
    check("sms_alerts_counts_ck", sql`${t.sent} >= 0 and ${t.refused} >= 0 and ${t.budget} >= 0`),
  ],
);
