import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { titles } from "./catalogue.ts";

/** One transcoded rendition as measured on disk (bytes include playlist, init and segments). */
export interface MediaRendition {
  name: string;
  /** 0 for the audio-only rendition. */
  height: number;
  width: number;
  bandwidth: number;
  averageBandwidth: number;
  bytes: number;
  /**
   * What the folder holds of it, when less than `bytes`: a looping demo playlist (ADR 0070) plays
   * its segments over again, a download keeps them once.
   */
  storedBytes?: number;
  durationS: number;
  codecs: string;
  /**
   * On the Opus rendition: the folder has `master-opus.m3u8`, the H.264 rungs with it (ADR 0083);
   * absent for a folder made before it.
   */
  opusMaster?: boolean;
}

/**
 * One video rung of an asset's per-title ladder (ADR 0077): the bitrate it was encoded at beside the
 * fixed ladder's, its SSIM target and the SSIM measured on the source's samples (null: not measured).
 */
export interface MediaLadderRung {
  name: string;
  height: number;
  videoBitrate: number;
  fixedVideoBitrate: number;
  targetSsim: number;
  ssim: number | null;
}

/**
 * A title's main video or trailer. Files live in DATA_DIR/media/<storageKey>/; several assets may
 * share one storage key (the demo titles share a few transcoded sources). The AES-128 key stays in
 * the database and is only handed out by the key endpoint.
 */
export const mediaAssets = pgTable(
  "media_assets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    titleId: integer("title_id")
      .notNull()
      .references(() => titles.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["main", "trailer"] }).notNull(),
    status: text("status", { enum: ["queued", "processing", "ready", "failed"] })
      .notNull()
      .default("queued"),
    failureReason: text("failure_reason"),
    sourcePath: text("source_path").notNull(),
    storageKey: text("storage_key").notNull(),
    keyId: uuid("key_id").notNull().defaultRandom(),
    /** The 16-byte AES-128 key, hex. */
    keyHex: text("key_hex").notNull(),
    renditions: jsonb("renditions").$type<MediaRendition[]>().notNull().default([]),
    /** The ladder the renditions were encoded with; null before a transcode recorded one. */
    ladder: jsonb("ladder").$type<MediaLadderRung[]>(),
    durationS: real("duration_s"),
    attempts: smallint("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("media_assets_title_kind_uq").on(t.titleId, t.kind),
    index("media_assets_storage_ix").on(t.storageKey),
    check("media_assets_kind_ck", sql`${t.kind} in ('main', 'trailer')`),
    check(
      "media_assets_status_ck",
      sql`${t.status} in ('queued', 'processing', 'ready', 'failed')`,
    ),
    check("media_assets_key_ck", sql`${t.keyHex} ~ '^[0-9a-f]{32}$'`),
    check("media_assets_storage_ck", sql`${t.storageKey} ~ '^[A-Za-z0-9_-]{1,64}$'`),
  ],
);

export const MEDIA_JOB_STATUSES = ["queued", "running", "ready", "failed", "cancelled"] as const;
export type MediaJobStatus = (typeof MEDIA_JOB_STATUSES)[number];

/**
 * One transcode of an asset: its first one, a replacement (a new upload, written to a new folder
 * while the old one keeps playing) or one rendition made again. The admin console's job table.
 */
export const mediaJobs = pgTable(
  "media_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => mediaAssets.id, { onDelete: "cascade" }),
    /**
     * transcode: every rendition from the source; rendition: only `rendition`, from the same source;
     * av1: the AV1 renditions added to the folder playing now (ADR 0083).
     */
    action: text("action", { enum: ["transcode", "rendition", "av1"] }).notNull(),
    rendition: text("rendition"),
    status: text("status", { enum: MEDIA_JOB_STATUSES }).notNull().default("queued"),
    /** 0–100 while running. */
    progress: smallint("progress").notNull().default(0),
    failureReason: text("failure_reason"),
    sourcePath: text("source_path").notNull(),
    /** The folder this job writes; the asset moves to it when the job is ready. */
    storageKey: text("storage_key").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("media_jobs_asset_ix").on(t.assetId, t.createdAt),
    index("media_jobs_created_ix").on(t.createdAt),
    check("media_jobs_action_ck", sql`${t.action} in ('transcode', 'rendition', 'av1')`),
    check(
      "media_jobs_status_ck",
      sql`${t.status} in ('queued', 'running', 'ready', 'failed', 'cancelled')`,
    ),
    check("media_jobs_progress_ck", sql`${t.progress} between 0 and 100`),
    check("media_jobs_storage_ck", sql`${t.storageKey} ~ '^[A-Za-z0-9_-]{1,64}$'`),
    check(
      "media_jobs_rendition_ck",
      sql`(${t.action} = 'rendition') = (${t.rendition} is not null)`,
    ),
  ],
);

/** Where a viewer stopped in a title (resume). */
export const playbackProgress = pgTable(
  "playback_progress",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    titleId: integer("title_id")
      .notNull()
      .references(() => titles.id, { onDelete: "cascade" }),
    positionS: real("position_s").notNull(),
    durationS: real("duration_s").notNull(),
    /** The furthest point ever reported (a rewind lowers the position, never this). */
    furthestS: real("furthest_s").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.titleId] }),
    index("playback_progress_recent_ix").on(t.userId, t.updatedAt),
    check("playback_progress_position_ck", sql`${t.positionS} >= 0 and ${t.durationS} >= 0`),
  ],
);

/** One counted view (after 30 s of playback); anonymous views have no user. */
export const views = pgTable(
  "views",
  {
    id: serial("id").primaryKey(),
    titleId: integer("title_id")
      .notNull()
      .references(() => titles.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("views_title_ix").on(t.titleId, t.createdAt)],
);

/**
 * A viewer was given a stream of a title's main video (content/stream/request). A view counts only
 * for a viewer with a grant, at most once per `viewCountedAt` window (issue 12).
 */
export const streamGrants = pgTable(
  "stream_grants",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    titleId: integer("title_id")
      .notNull()
      .references(() => titles.id, { onDelete: "cascade" }),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull(),
    /** When this viewer's last view of the title was counted. */
    viewCountedAt: timestamp("view_counted_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.titleId] })],
);

/**
 * Playback of a title's main video failed for a signed-in viewer: reported by the player (a fatal
 * stream error) or by the server (a file of a stream it had granted was missing). A rental that
 * never reached 2 minutes because of them is refunded (issue 19, refunds module).
 */
export const playbackFailures = pgTable(
  "playback_failures",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    titleId: integer("title_id")
      .notNull()
      .references(() => titles.id, { onDelete: "cascade" }),
    source: text("source", { enum: ["player", "server"] }).notNull(),
    /** What failed, e.g. `networkError/fragLoadError` (hls.js) or `media/file-missing`. */
    code: text("code").notNull(),
    positionS: real("position_s").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("playback_failures_user_title_ix").on(t.userId, t.titleId, t.createdAt),
    check("playback_failures_source_ck", sql`${t.source} in ('player', 'server')`),
    check("playback_failures_position_ck", sql`${t.positionS} >= 0`),
  ],
);

/** Media bytes a viewer's players fetched in a month (UTC), as their progress reports add them. */
export const dataUsage = pgTable(
  "data_usage",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** `YYYY-MM` */
    month: text("month").notNull(),
    bytes: bigint("bytes", { mode: "number" }).notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.month] }),
    check("data_usage_bytes_ck", sql`${t.bytes} >= 0`),
  ],
);
