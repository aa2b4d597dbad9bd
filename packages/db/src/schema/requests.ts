import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Viewer requests (`add/request/`): a film or series someone wants on Tazama. One row per work
 * (`key`: folded title, kind and year), however many ask; each asker is a vote.
 */
export const titleRequests = pgTable(
  "title_requests",
  {
    id: serial("id").primaryKey(),
    /** As the first asker typed it (trimmed). */
    title: text("title").notNull(),
    kind: text("kind").notNull(),
    year: smallint("year").notNull(),
    /** Folded title, kind and year: the same work asked twice is one request. */
    key: text("key").notNull(),
    /** The first asker's link (a trailer, a page about it), if any. */
    link: text("link"),
    status: text("status").notNull().default("pending"),
    /** Set when the work is on Tazama: the catalogue ref the askers are sent to. */
    availableRef: text("available_ref"),
    /** The admins' word to the askers (e.g. why it was declined). */
    note: text("note"),
    /** How many viewers asked (kept with the votes in one transaction). */
    votes: integer("votes").notNull().default(0),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("title_requests_key_uq").on(t.key),
    check("title_requests_kind_ck", sql`${t.kind} in ('movie', 'series')`),
    check(
      "title_requests_status_ck",
      sql`${t.status} in ('pending', 'planned', 'declined', 'available')`,
    ),
    check(
      "title_requests_available_ck",
      sql`(${t.status} = 'available') = (${t.availableRef} is not null)`,
    ),
    index("title_requests_triage_ix").on(t.status, t.votes),
  ],
);

/** One viewer asking for one request. */
export const titleRequestVotes = pgTable(
  "title_request_votes",
  {
    requestId: integer("request_id")
      .notNull()
      .references(() => titleRequests.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.userId] }),
    index("title_request_votes_user_ix").on(t.userId, t.createdAt),
  ],
);

/**
 * In-app notifications (the bell): what changed for a viewer, with a link. `dedupeKey` makes
 * telling someone the same thing twice a no-op (e.g. `request:12:available`).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    dedupeKey: text("dedupe_key").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** An in-app path (starts with /). */
    link: text("link"),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("notifications_user_dedupe_uq").on(t.userId, t.dedupeKey),
    index("notifications_user_recent_ix").on(t.userId, t.createdAt),
    check("notifications_link_ck", sql`${t.link} is null or ${t.link} like '/%'`),
  ],
);
