import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { titles } from "./catalogue.ts";

/**
 * Playback-quality beacons as the players sent them (issue 44, ADR 0072), kept 7 days for a
 * closer look; the console reads `quality_daily`. One row per beacon: a beacon sent twice (a
 * retried pagehide) is stored and counted once.
 */
export const qualityBeacons = pgTable(
  "quality_beacons",
  {
    /** The player's random id for one viewing. */
    viewingId: text("viewing_id").notNull(),
    /** The beacon's number within the viewing. */
    seq: integer("seq").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    titleId: integer("title_id")
      .notNull()
      .references(() => titles.id, { onDelete: "cascade" }),
    /** The signed-in viewer, when the session cookie came with it. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    network: text("network").notNull(),
    country: text("country").notNull(),
    /** The beacon as the contract parsed it. */
    body: jsonb("body").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.viewingId, t.seq] }),
    index("quality_beacons_received_ix").on(t.receivedAt),
  ],
);

/**
 * What the console reports (ADR 0072): per UTC day, title, rendition, network type and country,
 * counts and sums enough for rates, and a startup-time histogram (contracts'
 * STARTUP_BUCKET_EDGES_MS) for percentiles. Updated in the transaction that stores a beacon.
 */
export const qualityDaily = pgTable(
  "quality_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    titleId: integer("title_id")
      .notNull()
      .references(() => titles.id, { onDelete: "cascade" }),
    /** "720p avc1", or "unknown" before any frame. */
    rendition: text("rendition").notNull(),
    network: text("network").notNull(),
    /** ISO 3166 from the account when it has one, else "unknown". */
    country: text("country").notNull(),
    plays: integer("plays").notNull().default(0),
    failures: integer("failures").notNull().default(0),
    exitsBeforeStart: integer("exits_before_start").notNull().default(0),
    startups: integer("startups").notNull().default(0),
    startupMsSum: bigint("startup_ms_sum", { mode: "number" }).notNull().default(0),
    /** Startups per bucket (contracts' STARTUP_BUCKET_EDGES_MS). */
    startupBuckets: integer("startup_buckets").array().notNull(),
    watchMs: bigint("watch_ms", { mode: "number" }).notNull().default(0),
    stalls: integer("stalls").notNull().default(0),
    stallMs: bigint("stall_ms", { mode: "number" }).notNull().default(0),
    /** Σ bitrate (kbit/s) × time played (ms): over watch_ms, the time-weighted bitrate. */
    bitrateKbpsMs: bigint("bitrate_kbps_ms", { mode: "number" }).notNull().default(0),
    errors: integer("errors").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.titleId, t.rendition, t.network, t.country] }),
    index("quality_daily_title_ix").on(t.titleId, t.day),
    check(
      "quality_daily_counts_ck",
      sql`${t.plays} >= 0 and ${t.failures} >= 0 and ${t.exitsBeforeStart} >= 0 and ${t.startups} >= 0 and ${t.stalls} >= 0`,
    ),
  ],
);

/**
 * Quality alerts (ADR 0076): one row per breach of a rule (`failures`: failure % over the
 * threshold; `startup`: p95 startup over it), opened when the last 10 minutes' beacons break it
 * and cleared when they no longer do. At most one open row per rule (the partial unique index), so
 * admins are told once per breach however many workers check.
 */
export const qualityAlerts = pgTable(
  "quality_alerts",
  {
    id: serial("id").primaryKey(),
    rule: text("rule", { enum: ["failures", "startup"] }).notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull(),
    /** The figure that broke the rule (failure % or p95 startup in ms), and the threshold. */
    value: integer("value").notNull(),
    threshold: integer("threshold").notNull(),
    plays: integer("plays").notNull(),
    clearedAt: timestamp("cleared_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("quality_alerts_open_uq")
      .on(t.rule)
      .where(sql`${t.clearedAt} is null`),
    check("quality_alerts_rule_ck", sql`${t.rule} in ('failures', 'startup')`),
  ],
);
