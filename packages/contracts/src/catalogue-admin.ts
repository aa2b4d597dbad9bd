import { z } from "zod";
import { currencySchema } from "./money.ts";

/**
 * The admin console's catalogue (issue 18): list and find titles, create a movie as a draft,
 * edit every field the catalogue and the title page show, set prices, publish or withdraw.
 * Publishing or withdrawing refreshes the cached catalogue at once (its ETag changes).
 */
export const CATALOGUE_ADMIN_PATHS = {
  titles: "/api/v1/admin/titles",
  title: "/api/v1/admin/titles/:ref",
  prices: "/api/v1/admin/titles/:ref/prices",
} as const;

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
  episodeNumber: z.number().int().nullable(),
  images: z.object({ portrait: z.string(), landscape: z.string() }),
});
export type AdminTitle = z.infer<typeof adminTitleSchema>;

export const createTitleBodySchema = z.strictObject({
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

export const updateTitleBodySchema = z
  .strictObject(titleFields)
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
