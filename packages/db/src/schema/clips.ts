import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { mediaAssets } from "./media.ts";

/**
 * A viewer's short clip (≤ 60 s) cut from an asset's renditions by the clip job (issue 6). The
 * file lives at DATA_DIR/<storagePath> once ready and is only served to its owner.
 */
export const clips = pgTable(
  "clips",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => mediaAssets.id, { onDelete: "cascade" }),
    startS: real("start_s").notNull(),
    durationS: real("duration_s").notNull(),
    status: text("status", { enum: ["queued", "processing", "ready", "failed"] })
      .notNull()
      .default("queued"),
    failureReason: text("failure_reason"),
    bytes: integer("bytes"),
    /** Relative to DATA_DIR, e.g. clips/<id>.mp4; null until ready. */
    storagePath: text("storage_path"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("clips_user_ix").on(t.userId, t.createdAt),
    check("clips_status_ck", sql`${t.status} in ('queued', 'processing', 'ready', 'failed')`),
    check("clips_span_ck", sql`${t.startS} >= 0 and ${t.durationS} > 0 and ${t.durationS} <= 60`),
  ],
);
