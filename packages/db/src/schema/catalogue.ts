import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** Genres: the slug is the name stripped of non-alphanumerics, lowercased (spec §2). */
export const genres = pgTable("genres", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  position: smallint("position").notNull().default(0),
});

export const series = pgTable("series", {
  id: serial("id").primaryKey(),
  ref: text("ref").notNull().unique(),
  title: text("title").notNull().unique(),
  tagline: text("tagline").notNull().default(""),
  synopsis: text("synopsis").notNull(),
  year: smallint("year").notNull(),
  tags: text("tags")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  country: text("country").notNull(),
  language: text("language").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export interface TitleImages {
  portrait: string;
  landscape: string;
  /** The art's version once an admin uploaded some: URLs carry it as `?v=` (ADR 0037). */
  v?: string;
}

export const titles = pgTable(
  "titles",
  {
    id: serial("id").primaryKey(),
    ref: text("ref").notNull().unique(),
    kind: text("kind", { enum: ["movie", "episode"] }).notNull(),
    title: text("title").notNull(),
    tagline: text("tagline").notNull().default(""),
    synopsis: text("synopsis").notNull(),
    year: smallint("year").notNull(),
    durationS: integer("duration_s").notNull(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    country: text("country").notNull(),
    language: text("language").notNull(),
    seriesId: integer("series_id").references(() => series.id, { onDelete: "cascade" }),
    episodeNumber: smallint("episode_number"),
    isFree: boolean("is_free").notNull().default(false),
    status: text("status", { enum: ["draft", "published", "withdrawn"] })
      .notNull()
      .default("published"),
    images: jsonb("images").$type<TitleImages>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("titles_kind_ck", sql`${t.kind} in ('movie', 'episode')`),
    check("titles_status_ck", sql`${t.status} in ('draft', 'published', 'withdrawn')`),
    check("titles_duration_ck", sql`${t.durationS} > 0`),
    check(
      "titles_episode_ck",
      sql`(${t.kind} = 'episode') = (${t.seriesId} is not null and ${t.episodeNumber} is not null)`,
    ),
    uniqueIndex("titles_series_episode_uq").on(t.seriesId, t.episodeNumber),
  ],
);

export const titleGenres = pgTable(
  "title_genres",
  {
    titleId: integer("title_id")
      .notNull()
      .references(() => titles.id, { onDelete: "cascade" }),
    genreId: integer("genre_id")
      .notNull()
      .references(() => genres.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.titleId, t.genreId] }),
    index("title_genres_genre_ix").on(t.genreId),
  ],
);

/** Prices in integer minor units per currency; a title has at most one row per currency. */
export const prices = pgTable(
  "prices",
  {
    id: serial("id").primaryKey(),
    titleId: integer("title_id")
      .notNull()
      .references(() => titles.id, { onDelete: "cascade" }),
    currency: text("currency", { enum: ["NGN", "KES", "GHS", "ZAR", "USD"] }).notNull(),
    buyMinor: integer("buy_minor").notNull(),
    rentMinor: integer("rent_minor").notNull(),
  },
  (t) => [
    uniqueIndex("prices_title_currency_uq").on(t.titleId, t.currency),
    check("prices_currency_ck", sql`${t.currency} in ('NGN', 'KES', 'GHS', 'ZAR', 'USD')`),
    check(
      "prices_amounts_ck",
      sql`${t.buyMinor} > 0 and ${t.rentMinor} > 0 and ${t.rentMinor} <= ${t.buyMinor}`,
    ),
  ],
);

export const events = pgTable("events", {
  id: serial("id").primaryKey(),
  title: text("title").notNull().unique(),
  description: text("description").notNull(),
  artwork: text("artwork").notNull(),
  link: text("link").notNull(),
  /** When doors open; null for an event without a set time. */
  startsAt: timestamp("starts_at", { withTimezone: true }),
  /** Where it happens ("Freedom Park, Lagos"); null online or to be announced. */
  venue: text("venue"),
  endDate: timestamp("end_date", { withTimezone: true }).notNull(),
});
