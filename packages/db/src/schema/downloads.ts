import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { titles } from "./catalogue.ts";
import { mediaAssets } from "./media.ts";

/**
 * A browser set up for offline downloads (issue 19): its RSA-OAEP public key wraps the keys it is
 * given. At most 5 per account are active; removing one (`removed_at`) frees its place and ends
 * its downloads.
 */
export const downloadDevices = pgTable(
  "download_devices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** SPKI, base64 */
    publicKey: text("public_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (t) => [
    index("download_devices_user_ix")
      .on(t.userId)
      .where(sql`${t.removedAt} is null`),
  ],
);

/**
 * A title kept on a device for offline viewing, at one rendition (and its audio). At most 25
 * per account are active; removing one frees its place.
 */
export const downloads = pgTable(
  "downloads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deviceId: uuid("device_id")
      .notNull()
      .references(() => downloadDevices.id, { onDelete: "cascade" }),
    titleId: integer("title_id")
      .notNull()
      .references(() => titles.id, { onDelete: "cascade" }),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => mediaAssets.id, { onDelete: "cascade" }),
    rendition: text("rendition").notNull(),
    height: integer("height").notNull(),
    bytes: bigint("bytes", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** The last licence's end. */
    licenceExpiresAt: timestamp("licence_expires_at", { withTimezone: true }).notNull(),
    /**
     * When a licence (a wrapped key) last left for the device; null: none did. A rental with a
     * licence issued since it began cannot be given back as started by mistake (ADR 0053).
     */
    licensedAt: timestamp("licensed_at", { withTimezone: true }),
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (t) => [
    index("downloads_user_ix")
      .on(t.userId)
      .where(sql`${t.removedAt} is null`),
    index("downloads_device_ix").on(t.deviceId),
  ],
);
