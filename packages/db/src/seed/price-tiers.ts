import type { Currency } from "@tazama/contracts";
import type { PriceTier } from "./catalogue/types.ts";

type Amounts = Record<Currency, { buy: number; rent: number }>;

/** Demo prices in integer minor units (kobo, cents, pesewas…), set per market rather than converted. */
export const PRICE_TIERS: Record<Exclude<PriceTier, "free">, Amounts> = {
  standard: {
    NGN: { buy: 150_000, rent: 50_000 },
    KES: { buy: 40_000, rent: 15_000 },
    GHS: { buy: 4_500, rent: 1_500 },
    ZAR: { buy: 5_500, rent: 2_000 },
    USD: { buy: 399, rent: 149 },
  },
  premium: {
    NGN: { buy: 250_000, rent: 80_000 },
    KES: { buy: 60_000, rent: 20_000 },
    GHS: { buy: 7_000, rent: 2_500 },
    ZAR: { buy: 8_500, rent: 3_000 },
    USD: { buy: 599, rent: 249 },
  },
  new: {
    NGN: { buy: 350_000, rent: 120_000 },
    KES: { buy: 80_000, rent: 30_000 },
    GHS: { buy: 9_500, rent: 3_500 },
    ZAR: { buy: 11_000, rent: 4_000 },
    USD: { buy: 799, rent: 349 },
  },
};

/** A single episode of a series. */
export const EPISODE_PRICES: Amounts = {
  NGN: { buy: 40_000, rent: 15_000 },
  KES: { buy: 10_000, rent: 4_000 },
  GHS: { buy: 1_200, rent: 500 },
  ZAR: { buy: 1_500, rent: 600 },
  USD: { buy: 99, rent: 49 },
};
