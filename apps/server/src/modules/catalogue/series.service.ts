import {
  type BundlePrice,
  type Currency,
  type SeriesBundlePrices,
  type SeriesDetail,
  formatPrice,
  genreSlug,
  quoteSeriesBundle,
} from "@tazama/contracts";
import { HttpError, notFound } from "../../lib/http-error.ts";
import type { AuditContext } from "../audit/audit.public.ts";
import type { SeriesRepository } from "./series.repository.ts";
import { titleImages } from "./title-images.ts";

const noSeries = () => notFound("catalogue/not-found", "This series does not exist.");

/** A series' page (its episodes and its bundle offer) and the bundle prices admins set. */
export function createSeriesService(repo: SeriesRepository) {
  async function load(ref: string) {
    const row = await repo.findByRef(ref);
    if (!row) throw noSeries();
    const episodes = await repo.episodes(row.id);
    const priceRows = await repo.pricesOf(episodes.map((e) => e.id));
    const pricesOf = (titleId: number) =>
      priceRows
        .filter((p) => p.titleId === titleId)
        .map((p) => ({ currency: p.currency, buy: p.buyMinor, rent: p.rentMinor }));
    return { row, episodes: episodes.map((e) => ({ ...e, prices: pricesOf(e.id) })) };
  }

  /** Its episodes' buy prices in `currency` added up, free and unpriced ones left out. */
  function separately(episodes: Awaited<ReturnType<typeof load>>["episodes"], currency: Currency) {
    return episodes
      .filter((e) => !e.isFree)
      .reduce((sum, e) => sum + (e.prices.find((p) => p.currency === currency)?.buy ?? 0), 0);
  }

  async function bundlePrices(ref: string): Promise<SeriesBundlePrices> {
    const { row, episodes } = await load(ref);
    const rows = await repo.bundlePrices(row.id);
    return {
      prices: rows.map((p) => ({ ...p, separately: separately(episodes, p.currency) })),
    };
  }

  return {
    async detail(ref: string): Promise<SeriesDetail> {
      const { row, episodes } = await load(ref);
      if (episodes.length === 0) throw noSeries();
      const [genreRows, bundleRows] = await Promise.all([
        repo.genresOf(episodes.map((e) => e.id)),
        repo.bundlePrices(row.id),
      ]);
      const listed = episodes.map((e) => ({
        ref: e.ref,
        title: e.title,
        episodeNumber: e.episodeNumber ?? 0,
        synopsis: e.synopsis,
        duration: e.durationS,
        images: titleImages(e.images),
        free: e.isFree,
        playable: e.playable,
        prices: e.prices,
      }));
      return {
        ref: row.ref,
        title: row.title,
        tagline: row.tagline,
        synopsis: row.synopsis,
        year: row.year,
        country: row.country,
        language: row.language,
        genres: genreRows.map((g) => ({ id: genreSlug(g.name), name: g.name })),
        images: titleImages(episodes[0]!.images),
        episodes: listed,
        // Only where it costs less than the episodes on sale.
        bundle: bundleRows.filter((b) => quoteSeriesBundle({ episodes: listed }, b) !== null),
      };
    },

    bundlePrices,

    /**
     * Sets the whole list of bundle prices. Each must cost less than the series' episodes bought
     * one by one in its currency (those priced and not free, whether or not their film is ready).
     */
    async setBundlePrices(
      ref: string,
      list: readonly BundlePrice[],
      audit: AuditContext,
    ): Promise<SeriesBundlePrices> {
      const { row, episodes } = await load(ref);
      for (const price of list) {
        const total = separately(episodes, price.currency);
        if (total === 0) {
          throw new HttpError(
            400,
            "catalogue/bundle-not-cheaper",
            `No episode of ${row.title} is sold in ${price.currency}.`,
          );
        }
        if (price.amount >= total) {
          throw new HttpError(
            400,
            "catalogue/bundle-not-cheaper",
            `The ${price.currency} bundle must cost less than its episodes bought one by one (${formatPrice(total, price.currency)}).`,
          );
        }
      }
      const was = await bundlePrices(ref);
      await repo.replaceBundlePrices(row.id, list, (tx) =>
        audit.record(
          {
            action: "series.bundle",
            target: { type: "series", id: ref },
            before: { prices: was.prices.map(({ currency, amount }) => ({ currency, amount })) },
            after: { prices: list },
          },
          tx,
        ),
      );
      return bundlePrices(ref);
    },
  };
}

export type SeriesService = ReturnType<typeof createSeriesService>;
