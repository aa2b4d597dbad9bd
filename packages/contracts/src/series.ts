import { z } from "zod";
import { contentRefParamsSchema, imagesSchema, priceSchema } from "./catalogue.ts";
import { type Currency, currencySchema } from "./money.ts";

const seriesEpisodeSchema = z.object({
  ref: z.string(),
  title: z.string(),
  episodeNumber: z.number().int(),
  synopsis: z.string(),
  /** Running time in seconds. */
  duration: z.number().int(),
  images: imagesSchema,
  free: z.boolean(),
  /** Its film is ready: it is on sale and plays. */
  playable: z.boolean(),
  prices: z.array(priceSchema),
});
export type SeriesEpisode = z.infer<typeof seriesEpisodeSchema>;

const bundlePriceSchema = z.object({ currency: currencySchema, amount: z.number().int() });
export type BundlePrice = z.infer<typeof bundlePriceSchema>;

const seriesDetailSchema = z.object({
  ref: z.string(),
  title: z.string(),
  tagline: z.string(),
  synopsis: z.string(),
  year: z.number().int(),
  country: z.string(),
  language: z.string(),
  genres: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Those of its first episode. */
  images: imagesSchema,
  /** By episode number. */
  episodes: z.array(seriesEpisodeSchema),
  /** The whole series at once, per currency; listed only where it costs less than its episodes. */
  bundle: z.array(bundlePriceSchema),
});
export type SeriesDetail = z.infer<typeof seriesDetailSchema>;
export const seriesResponseSchema = z.object({ series: seriesDetailSchema });

/** `POST /api/v1/users/series-bundle`: the amount and currency are the ones the viewer was shown. */
export const seriesBundleBodySchema = z.strictObject({
  series: contentRefParamsSchema.shape.ref,
  amount: z.number().int().positive().max(100_000_000),
  currency: currencySchema,
});
export type SeriesBundleBody = z.infer<typeof seriesBundleBodySchema>;

export const seriesBundleResponseSchema = z.object({
  /** The refs of the episodes it granted, by episode number. */
  episodes: z.array(z.string()),
  amount: z.number().int(),
  currency: currencySchema,
  balance: z.object({ amount: z.number().int(), currency: currencySchema }),
});
export type SeriesBundleResult = z.infer<typeof seriesBundleResponseSchema>;

/** `PUT /api/v1/admin/series/{ref}/bundle`: the whole set of bundle prices (empty: no bundle). */
export const seriesBundlePricesBodySchema = z.strictObject({
  prices: z
    .array(z.strictObject({ currency: currencySchema, amount: z.number().int().positive() }))
    .max(5)
    .refine((list) => new Set(list.map((p) => p.currency)).size === list.length, {
      message: "Each currency may have one price",
    }),
});
export const seriesBundlePricesSchema = z.object({
  prices: z.array(
    bundlePriceSchema.extend({
      /** What its episodes cost bought one by one, in that currency. */
      separately: z.number().int(),
    }),
  ),
});
export type SeriesBundlePrices = z.infer<typeof seriesBundlePricesSchema>;

/** An episode as the bundle sees it: its buy price in the quoted currency, and the viewer's hold. */
export interface BundleEpisode {
  ref: string;
  /** Buy price in the quoted currency; null when it is not sold in it. */
  buy: number | null;
  free: boolean;
  playable: boolean;
  owned: boolean;
}

export interface SeriesBundleQuote {
  currency: Currency;
  /** What the bundle costs this viewer now; 0 when they own every episode on sale. */
  amount: number;
  /** The episodes it would grant. */
  episodes: string[];
  /** Their buy prices added up. */
  separately: number;
}

/**
 * The one rule for a series bundle's price, used by the server when it sells and by the page when
 * it offers. Episodes on sale are those not free, playable and priced in the currency. The bundle
 * is for sale only while it costs less than all of them bought one by one; a viewer who owns some
 * pays the bundle price scaled to the share (by price) of the episodes they lack, always less than
 * buying those one by one.
 */
export function seriesBundleQuote(
  bundle: BundlePrice,
  episodes: readonly BundleEpisode[],
): SeriesBundleQuote | null {
  const onSale = episodes.filter((e): e is BundleEpisode & { buy: number } => {
    return !e.free && e.playable && e.buy !== null;
  });
  const whole = onSale.reduce((sum, e) => sum + e.buy, 0);
  if (onSale.length === 0 || bundle.amount >= whole) return null;
  const missing = onSale.filter((e) => !e.owned);
  const separately = missing.reduce((sum, e) => sum + e.buy, 0);
  const amount =
    missing.length === onSale.length
      ? bundle.amount
      : missing.length === 0
        ? 0
        : Math.max(1, Math.min(separately - 1, Math.round((bundle.amount * separately) / whole)));
  return { currency: bundle.currency, amount, episodes: missing.map((e) => e.ref), separately };
}

/**
 * The quote for a series as its page has it: each episode's buy price in the bundle's currency,
 * and `owned` the refs the viewer owns (none for a visitor).
 */
export function quoteSeriesBundle(
  series: Pick<SeriesDetail, "episodes">,
  bundle: BundlePrice,
  owned: ReadonlySet<string> = new Set(),
): SeriesBundleQuote | null {
  return seriesBundleQuote(
    bundle,
    series.episodes.map((e) => ({
      ref: e.ref,
      buy: e.prices.find((p) => p.currency === bundle.currency)?.buy ?? null,
      free: e.free,
      playable: e.playable,
      owned: owned.has(e.ref),
    })),
  );
}
