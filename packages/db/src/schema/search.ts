import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One searchable document per catalogue item (a movie, a series, an episode), rebuilt from the
 * catalogue whenever it changes. `folded*` columns hold lower-case, accent-free text, folded by
 * `foldSearchText` (packages/contracts) as the rows are written, and queries fold the same way
 * (ADR 0062); the `tazama_fold` SQL function stays for other modules' filters.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    ref: text("ref").primaryKey(),
    kind: text("kind", { enum: ["movie", "series", "episode"] }).notNull(),
    /** The title as shown ("Pepper Soup Ep. 2" for an episode). */
    title: text("title").notNull(),
    year: smallint("year").notNull(),
    episodeNumber: smallint("episode_number"),
    foldedTitle: text("folded_title").notNull(),
    /** Series name, synopsis, tags, genres and the cast and crew's names, folded. */
    foldedBody: text("folded_body").notNull(),
    /** Popularity used to break ties (views in the last 30 days). */
    popularity: integer("popularity").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("search_documents_kind_ck", sql`${t.kind} in ('movie', 'series', 'episode')`),
    index("search_documents_title_trgm_ix").using("gin", sql`${t.foldedTitle} gin_trgm_ops`),
    index("search_documents_body_trgm_ix").using("gin", sql`${t.foldedBody} gin_trgm_ops`),
  ],
);
