import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { series, titles } from "./catalogue.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * My List (`users/favourites`): a viewer keeps a movie, an episode or a whole series. Exactly one of
 * `titleId` and `seriesId` is set; a viewer keeps an item once.
 */
export const favourites = pgTable(
  "favourites",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    titleId: integer("title_id").references(() => titles.id, { onDelete: "cascade" }),
    seriesId: integer("series_id").references(() => series.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("favourites_item_ck", sql`(${t.titleId} is null) <> (${t.seriesId} is null)`),
    uniqueIndex("favourites_user_title_uq")
      .on(t.userId, t.titleId)
      .where(sql`${t.titleId} is not null`),
    uniqueIndex("favourites_user_series_uq")
      .on(t.userId, t.seriesId)
      .where(sql`${t.seriesId} is not null`),
    index("favourites_user_recent_ix").on(t.userId, t.createdAt),
  ],
);

/**
 * Thumbs (`rate`): -1 down, 1 up, 2 "love it"; one per viewer per item (a movie, an episode or a
 * series), changeable. Exactly one of `titleId` and `seriesId` is set.
 */
export const ratings = pgTable(
  "ratings",
  {
    id: serial("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    titleId: integer("title_id").references(() => titles.id, { onDelete: "cascade" }),
    seriesId: integer("series_id").references(() => series.id, { onDelete: "cascade" }),
    thumb: smallint("thumb").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("ratings_item_ck", sql`(${t.titleId} is null) <> (${t.seriesId} is null)`),
    check("ratings_thumb_ck", sql`${t.thumb} in (-1, 1, 2)`),
    uniqueIndex("ratings_user_title_uq")
      .on(t.userId, t.titleId)
      .where(sql`${t.titleId} is not null`),
    uniqueIndex("ratings_user_series_uq")
      .on(t.userId, t.seriesId)
      .where(sql`${t.seriesId} is not null`),
    index("ratings_title_ix").on(t.titleId),
    index("ratings_series_ix").on(t.seriesId),
  ],
);

/**
 * The recommendations read table, rebuilt by the periodic job: for each catalogue item (a movie, or
 * a series standing for its episodes, keyed `m:<titleId>` / `s:<seriesId>`) its most similar items
 * with a normalised co-occurrence score. Derived data: no foreign keys, replaced whole each run.
 */
export const itemSimilarities = pgTable(
  "item_similarities",
  {
    item: text("item").notNull(),
    similar: text("similar").notNull(),
    score: real("score").notNull(),
    /** How many viewers both items share (the score's support). */
    together: integer("together").notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.item, t.similar] }),
    index("item_similarities_rank_ix").on(t.item, t.score),
    check("item_similarities_pair_ck", sql`${t.item} <> ${t.similar}`),
  ],
);
