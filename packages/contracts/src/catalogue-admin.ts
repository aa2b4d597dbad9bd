import { z } from "zod";
import { displayNameField } from "./display-name.ts";
import { currencySchema } from "./money.ts";
import { CREDIT_ROLES, creditSchema } from "./people.ts";

/**
 * The admin console's catalogue (issue 18): list and find titles, create a movie as a draft,
 * edit every field the catalogue and the title page show, set prices, publish or withdraw.
 * Publishing or withdrawing refreshes the cached catalogue at once (its ETag changes).
 */
export const CATALOGUE_ADMIN_PATHS = {
  titles: "/api/v1/admin/titles",
  title: "/api/v1/admin/titles/:ref",
  prices: "/api/v1/admin/titles/:ref/prices",
  artwork: "/api/v1/admin/titles/:ref/artwork/:kind",
  credits: "/api/v1/admin/titles/:ref/credits",
  episodes: "/api/v1/admin/series/:ref/episodes",
  series: "/api/v1/admin/series/:ref",
} as const;

/** A title's two pieces of art: the poster (2:3) and the backdrop (16:9). */
export const ARTWORK_KINDS = ["portrait", "landscape"] as const;
export type ArtworkKind = (typeof ARTWORK_KINDS)[number];
/** The image types an artwork upload may be sent as (its Content-Type). */
export const ARTWORK_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
/** The largest artwork upload, in bytes. */
export const ARTWORK_MAX_BYTES = 25 * 1024 * 1024;

export const TITLE_STATUSES = ["draft", "published", "withdrawn"] as const;
export type TitleStatus = (typeof TITLE_STATUSES)[number];
export const TITLE_ADMIN_SORTS = ["createdAt", "title", "year"] as const;

export const titleAdminQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(TITLE_STATUSES).optional(),
  kind: z.enum(["movie", "episode"]).optional(),
  sort: z.enum(TITLE_ADMIN_SORTS).default("createdAt"),
  dir: z.enum(["asc", "desc"]).default("desc"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(10).max(100).default(25),
});
export type TitleAdminQuery = z.input<typeof titleAdminQuerySchema>;
export type TitleAdminFilter = z.output<typeof titleAdminQuerySchema>;

export const adminTitlePriceSchema = z.strictObject({
  currency: currencySchema,
  buyMinor: z.number().int().positive().max(100_000_000),
  rentMinor: z.number().int().positive().max(100_000_000),
});
export type AdminTitlePrice = z.infer<typeof adminTitlePriceSchema>;

export const adminTitleRowSchema = z.object({
  id: z.number().int(),
  ref: z.string(),
  kind: z.enum(["movie", "episode"]),
  title: z.string(),
  year: z.number().int(),
  status: z.enum(TITLE_STATUSES),
  isFree: z.boolean(),
  /** The currencies it is priced in. */
  currencies: z.array(currencySchema),
  createdAt: z.string(),
});
export type AdminTitleRow = z.infer<typeof adminTitleRowSchema>;

export const adminTitleListSchema = z.object({
  titles: z.array(adminTitleRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminTitleList = z.infer<typeof adminTitleListSchema>;

const YEAR = z.number().int().min(1900).max(2100);
const tagList = z.array(z.string().trim().min(1).max(40)).max(20);

/** Every field an admin edits; all optional in a PATCH, at least one. */
const titleFields = {
  title: z.string().trim().min(1).max(120),
  tagline: z.string().trim().max(160),
  synopsis: z.string().trim().min(1).max(2_000),
  year: YEAR,
  durationS: z
    .number()
    .int()
    .min(1)
    .max(24 * 3600),
  tags: tagList,
  country: z.string().trim().min(2).max(60),
  language: z.string().trim().min(2).max(60),
  genres: z.array(z.string().trim().min(1).max(60)).max(8),
  isFree: z.boolean(),
  status: z.enum(TITLE_STATUSES),
};

export const adminTitleSchema = adminTitleRowSchema.extend({
  tagline: z.string(),
  synopsis: z.string(),
  durationS: z.number().int(),
  tags: z.array(z.string()),
  country: z.string(),
  language: z.string(),
  genres: z.array(z.string()),
  prices: z.array(adminTitlePriceSchema),
  seriesTitle: z.string().nullable(),
  /** The series' ref (its page, and where the next episode is added); null for a movie. */
  seriesRef: z.string().nullable(),
  episodeNumber: z.number().int().nullable(),
  /** Cast in billing order, then directors, writers, producers. */
  credits: z.array(creditSchema),
  /** The art's paths (with its version); null while there is none yet. */
  images: z.object({ portrait: z.string().nullable(), landscape: z.string().nullable() }),
});
export type AdminTitle = z.infer<typeof adminTitleSchema>;

export const createTitleBodySchema = z.strictObject({
  /** A movie, or a new series with its first episode (a draft each). */
  kind: z.enum(["movie", "series"]).default("movie"),
  title: titleFields.title,
  year: titleFields.year,
  durationS: titleFields.durationS,
  synopsis: titleFields.synopsis,
  tagline: titleFields.tagline.default(""),
  country: titleFields.country,
  language: titleFields.language,
  tags: titleFields.tags.default([]),
  genres: titleFields.genres.default([]),
});
export type CreateTitleBody = z.input<typeof createTitleBodySchema>;
export type CreateTitleInput = z.output<typeof createTitleBodySchema>;

/** The highest episode number a series may have. */
export const EPISODE_NUMBER_MAX = 999;

export const updateTitleBodySchema = z
  .strictObject({
    ...titleFields,
    /** An episode moved to another place in its series (its name follows: "{series} Ep. N"). */
    episodeNumber: z.number().int().min(1).max(EPISODE_NUMBER_MAX),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: "say what to change" });
export type UpdateTitleBody = z.infer<typeof updateTitleBodySchema>;

export const titlePricesBodySchema = z.strictObject({
  prices: z
    .array(adminTitlePriceSchema)
    .max(5)
    .refine((list) => new Set(list.map((p) => p.currency)).size === list.length, {
      message: "Each currency may have one price",
    })
    .refine((list) => list.every((p) => p.rentMinor <= p.buyMinor), {
      message: "A rental may not cost more than buying",
    }),
});
export type TitlePricesBody = z.infer<typeof titlePricesBodySchema>;

export const adminTitleRefParamsSchema = z.object({ ref: z.string().min(1).max(120) });
export const artworkParamsSchema = adminTitleRefParamsSchema.extend({
  kind: z.enum(ARTWORK_KINDS),
});

/** The console's genres: the browse bar's order, names, and how many titles each has. */
export const GENRE_ADMIN_PATHS = {
  list: "/api/v1/admin/genres",
  one: "/api/v1/admin/genres/:id",
} as const;

export const adminGenreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  position: z.number().int(),
  /** Titles (any status) filed under it. */
  titles: z.number().int(),
});
export type AdminGenre = z.infer<typeof adminGenreSchema>;
export const adminGenreListSchema = z.object({ genres: z.array(adminGenreSchema) });
export type AdminGenreList = z.infer<typeof adminGenreListSchema>;

const genreName = z
  .string()
  .trim()
  .min(2)
  .max(40)
  .regex(/[\p{L}\p{N}]/u, "a name with letters");
export const createGenreBodySchema = z.strictObject({
  name: genreName,
  position: z.number().int().min(0).max(1000).optional(),
});
export type CreateGenreBody = z.infer<typeof createGenreBodySchema>;
export const updateGenreBodySchema = z
  .strictObject({ name: genreName, position: z.number().int().min(0).max(1000) })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: "say what to change" });
export type UpdateGenreBody = z.infer<typeof updateGenreBodySchema>;
export const genreIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** One credit as an admin types it: the person by name (found, or added), what they did. */
export const creditInputSchema = z
  .strictObject({
    name: displayNameField().min(2).max(80),
    role: z.enum(CREDIT_ROLES),
    /** The character an actor plays; crew have none. */
    character: z.string().trim().min(1).max(80).nullable().default(null),
  })
  .refine((c) => c.role === "actor" || c.character === null, {
    message: "Only cast play a character",
    path: ["character"],
  });
export type CreditInput = z.input<typeof creditInputSchema>;

/** The whole cast and crew of a title, in billing order within each role. */
export const titleCreditsBodySchema = z.strictObject({
  credits: z
    .array(creditInputSchema)
    .max(60)
    .refine(
      (list) => new Set(list.map((c) => `${c.name.toLowerCase()}|${c.role}`)).size === list.length,
      { message: "A person is listed once per role" },
    ),
});
export type TitleCreditsBody = z.input<typeof titleCreditsBodySchema>;

/** The next episode of a series, as a draft: the series gives its year, country and language. */
export const newEpisodeBodySchema = z.strictObject({
  synopsis: titleFields.synopsis,
  durationS: titleFields.durationS,
  tagline: titleFields.tagline.default(""),
});
export type NewEpisodeBody = z.input<typeof newEpisodeBodySchema>;

/** A series' own fields, as the console edits them, and its episodes in order. */
export const adminSeriesSchema = z.object({
  ref: z.string(),
  title: z.string(),
  tagline: z.string(),
  synopsis: z.string(),
  year: z.number().int(),
  tags: z.array(z.string()),
  country: z.string(),
  language: z.string(),
  episodes: z.array(
    z.object({
      ref: z.string(),
      episodeNumber: z.number().int(),
      title: z.string(),
      status: z.enum(TITLE_STATUSES),
    }),
  ),
});
export type AdminSeries = z.infer<typeof adminSeriesSchema>;

/** A series' fields; renaming it renames its episodes ("{series} Ep. N"). */
export const updateSeriesBodySchema = z
  .strictObject({
    title: titleFields.title,
    tagline: titleFields.tagline,
    synopsis: titleFields.synopsis,
    year: titleFields.year,
    tags: titleFields.tags,
    country: titleFields.country,
    language: titleFields.language,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: "say what to change" });
export type UpdateSeriesBody = z.infer<typeof updateSeriesBodySchema>;
