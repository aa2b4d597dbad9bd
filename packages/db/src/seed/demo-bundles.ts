import { CURRENCIES, type Currency } from "@tazama/contracts";
import { inArray } from "drizzle-orm";
import type { Db } from "../client.ts";
import { series, seriesBundlePrices } from "../schema/index.ts";
import { SERIES } from "./catalogue/index.ts";
import { EPISODE_PRICES } from "./price-tiers.ts";

/** Bundles cost about this share of the episodes bought one by one. */
const BUNDLE_SHARE = 0.75;
/** Rounded down to a price people write: ₦50, KSh 5, GH₵1, R 1, and $x.99. */
const STEP: Record<Currency, number> = { NGN: 5_000, KES: 500, GHS: 100, ZAR: 100, USD: 100 };

/** The demo bundle price of a series of `episodes` episodes, below their sum in every currency. */
export function demoBundlePrice(episodes: number, currency: Currency): number {
  const separately = episodes * EPISODE_PRICES[currency].buy;
  const tidy = Math.floor((separately * BUNDLE_SHARE) / STEP[currency]) * STEP[currency];
  return currency === "USD" ? tidy - 1 : tidy;
}

/**
 * Every demo series gets a bundle price in each currency; one an admin has set (or cleared to
 * another amount) is left as it is.
 */
export async function seedDemoBundles(db: Db): Promise<{ inserted: number }> {
  const rows = await db
    .select({ id: series.id, ref: series.ref })
    .from(series)
    .where(
      inArray(
        series.ref,
        SERIES.map((s) => s.ref),
      ),
    );
  const idOf = new Map(rows.map((r) => [r.ref, r.id]));
  const values = SERIES.flatMap((s) => {
    const seriesId = idOf.get(s.ref);
    if (seriesId === undefined || s.priceTier === "free") return [];
    return CURRENCIES.map((currency) => ({
      seriesId,
      currency,
      amountMinor: demoBundlePrice(s.episodes.length, currency),
    }));
  });
  if (values.length === 0) return { inserted: 0 };
  const inserted = await db
    .insert(seriesBundlePrices)
    .values(values)
    .onConflictDoNothing()
    .returning({ seriesId: seriesBundlePrices.seriesId });
  return { inserted: inserted.length };
}
