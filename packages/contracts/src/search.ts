import { z } from "zod";

/** The results page shows this many titles at a time. */
export const SEARCH_PAGE_SIZE = 24;

/** `GET /api/v1/search?q=&page=`: typo-tolerant, accent-insensitive search over the catalogue. */
export const searchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(2, "Type at least 2 characters to search.")
    .max(100, "Searches are at most 100 characters."),
  page: z.coerce.number().int().min(1).max(50).default(1),
});

export const searchHitSchema = z.object({
  ref: z.string(),
  /** As the catalogue shows it: "{series} Ep. {n}" for an episode. */
  title: z.string(),
  kind: z.enum(["movie", "episode"]),
  year: z.number().int(),
  /** Portrait art path under /content/uploads. */
  poster: z.string(),
  synopsis: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResultsSchema = z.object({
  query: z.string(),
  page: z.number().int(),
  total: z.number().int(),
  hits: z.array(searchHitSchema),
  /** A better spelling of the query when the best hit only resembles it; else null. */
  didYouMean: z.string().nullable(),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
