import { z } from "zod";
import { creditSchema } from "./people.ts";
import { currencySchema } from "./money.ts";

const PLATFORMS = ["web", "android", "ios"] as const;

/** Query of `GET /api/{product}-app-cache`. */
export const catalogueQuerySchema = z.object({
  build: z.coerce.number().int().min(1).max(1_000_000).default(1),
  platform: z.enum(PLATFORMS).default("web"),
});

const TITLE_TYPES = ["Movie", "Series"] as const;

/** One entry of the catalogue's `content`. `genres` is a JSON-encoded list of names (spec §3). */
const catalogueItemSchema = z.object({
  id: z.string(),
  ref: z.string(),
  title: z.string(),
  poster: z.string(),
  year: z.number().int(),
  type: z.enum(TITLE_TYPES),
  genres: z.string(),
  synopsis: z.string(),
  tags: z.array(z.string()),
  /** Running time in seconds. */
  duration: z.number().int(),
  free: z.boolean(),
  /** An episode's series (its page is /series/{seriesRef}); absent for a movie. */
  seriesRef: z.string().optional(),
});
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;

export const catalogueResponseSchema = z.object({
  content: z.array(catalogueItemSchema),
  genres: z.array(z.string()),
});
export type CatalogueResponse = z.infer<typeof catalogueResponseSchema>;

const genreSchema = z.object({
  id: z.string(),
  name: z.string(),
  movieCount: z.number().int(),
  seriesCount: z.number().int(),
});
export const genresResponseSchema = z.object({ genres: z.array(genreSchema) });
export type Genre = z.infer<typeof genreSchema>;

export const contentRefParamsSchema = z.object({
  ref: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "ref must be lowercase letters, digits and hyphens"),
});

export const priceSchema = z.object({
  currency: currencySchema,
  buy: z.number().int(),
  rent: z.number().int(),
});
export type Price = z.infer<typeof priceSchema>;

export const imagesSchema = z.object({ portrait: z.string(), landscape: z.string() });

const episodeSummarySchema = z.object({
  ref: z.string(),
  title: z.string(),
  episodeNumber: z.number().int(),
  synopsis: z.string(),
  duration: z.number().int(),
  images: imagesSchema,
});

const contentDetailSchema = z.object({
  ref: z.string(),
  type: z.enum(TITLE_TYPES),
  title: z.string(),
  tagline: z.string(),
  synopsis: z.string(),
  year: z.number().int(),
  duration: z.number().int(),
  tags: z.array(z.string()),
  genres: z.array(z.object({ id: z.string(), name: z.string() })),
  country: z.string(),
  language: z.string(),
  free: z.boolean(),
  images: imagesSchema,
  prices: z.array(priceSchema),
  /** Cast (billing order) then crew. */
  credits: z.array(creditSchema),
  series: z
    .object({
      ref: z.string(),
      title: z.string(),
      synopsis: z.string(),
      episodeNumber: z.number().int(),
      episodes: z.array(episodeSummarySchema),
    })
    .nullable(),
});
export type ContentDetail = z.infer<typeof contentDetailSchema>;
export const contentResponseSchema = z.object({ content: contentDetailSchema });
