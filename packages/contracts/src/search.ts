import { z } from "zod";

/** The results page shows this many titles at a time. */
export const SEARCH_PAGE_SIZE = 24;

const searchText = z
  .string()
  .trim()
  .min(2, "Type at least 2 characters to search.")
  .max(100, "Searches are at most 100 characters.");

/** `search` answers with at most this many hits unless asked for fewer. */
export const SEARCH_QUICK_MAX = 24;

/** `GET /api/v1/search?q=&limit=`: the best few hits at once (typos and accents forgiven). */
export const searchQuerySchema = z.object({
  q: searchText,
  limit: z.coerce.number().int().min(1).max(SEARCH_QUICK_MAX).default(8),
});

/** `GET /api/v1/websearch?q=&page=`: the results page, 24 titles a page, with "Did you mean". */
export const websearchQuerySchema = z.object({
  q: searchText,
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
