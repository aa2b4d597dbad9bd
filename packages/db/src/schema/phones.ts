import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
    check("phone_codes_attempts_ck", sql`${t.attempts} >= 0`),
  ],
);
