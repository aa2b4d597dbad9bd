import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/** What admins sent (spec `users/sendMessage`), kept as the log. */
export const adminMessages = pgTable(
  "admin_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sentBy: text("sent_by").references(() => users.id, { onDelete: "set null" }),
    channel: text("channel", { enum: ["sms", "in-app"] }).notNull(),
    /** `user:<id>`, `segment:<name>`, `organisation:<id>` or `country:<CC>`. */
    audience: text("audience").notNull(),
    title: text("title").notNull().default(""),
    body: text("body").notNull(),
    link: text("link"),
    recipients: integer("recipients").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("admin_messages_sender_ix").on(t.sentBy, t.createdAt),
    index("admin_messages_recent_ix").on(t.createdAt),
    check("admin_messages_channel_ck", sql`${t.channel} in ('sms', 'in-app')`),
  ],
);

/**
 * One SMS of a message: queued until sent (or failed); a restart resumes the queue. A drain claims
 * a row (`claimed_at`) before sending it, so of two processes draining at once one sends it
 * (ADR 0078); a claim never settled (its process died mid-send) ends as failed, not sent again.
 */
export const adminMessageSms = pgTable(
  "admin_message_sms",
  {
    messageId: uuid("message_id")
      .notNull()
      .references(() => adminMessages.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    index("admin_message_sms_queued_ix")
      .on(t.messageId)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);
