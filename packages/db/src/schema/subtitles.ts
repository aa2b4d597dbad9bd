import { sql } from "drizzle-orm";
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { titles } from "./catalogue.ts";

/**
 * A caption track of a title's main video in one language, stored as WebVTT (an uploaded .srt is
 * converted first). Small text: kept in the database, served with a versioned URL.
 */
export const subtitles = pgTable(
  "subtitles",
  {
    id: serial("id").primaryKey(),
    titleId: integer("title_id")
      .notNull()
      .references(() => titles.id, { onDelete: "cascade" }),
    /** BCP 47 language tag: "en", "sw", "fr", "pt-BR". */
    language: text("language").notNull(),
    /** What the player's menu shows: "English", "Kiswahili". */
    label: text("label").notNull(),
    vtt: text("vtt").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("subtitles_title_language_uq").on(t.titleId, t.language),
    check("subtitles_language_ck", sql`${t.language} ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$'`),
    check("subtitles_vtt_ck", sql`${t.vtt} like 'WEBVTT%'`),
  ],
);
