import { sql } from "drizzle-orm";
import { check, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Sign-ups for an event (International Animation Day first), keyed by the event's slug.
 * One registration per email per event, whatever the case of the email.
 */
export const eventRegistrations = pgTable(
  "event_registrations",
  {
    id: serial("id").primaryKey(),
    eventSlug: text("event_slug").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** E.164, e.g. +254712345678. */
    phone: text("phone").notNull(),
    organisation: text("organisation"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("event_registrations_event_email_uq").on(t.eventSlug, sql`lower(${t.email})`),
    check("event_registrations_name_ck", sql`char_length(${t.name}) between 2 and 120`),
    check("event_registrations_email_ck", sql`char_length(${t.email}) <= 254`),
    check("event_registrations_phone_ck", sql`${t.phone} ~ '^\\+[1-9][0-9]{7,14}$'`),
    check(
      "event_registrations_organisation_ck",
      sql`${t.organisation} is null or char_length(${t.organisation}) <= 160`,
    ),
  ],
);
