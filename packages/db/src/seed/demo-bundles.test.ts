import { CURRENCIES } from "@tazama/contracts";
import { describe, expect, it } from "vitest";
import { SERIES } from "./catalogue/index.ts";
import { demoBundlePrice } from "./demo-bundles.ts";
import { EPISODE_PRICES } from "./price-tiers.ts";

describe("demo bundle prices", () => {
  it("cost less than every episode bought one by one, in every currency", () => {
    for (const series of SERIES) {
      for (const currency of CURRENCIES) {
        const separately = series.episodes.length * EPISODE_PRICES[currency].buy;
        const bundle = demoBundlePrice(series.episodes.length, currency);
        expect(bundle, `${series.ref} ${currency}`).toBeGreaterThan(separately / 2);
        expect(bundle, `${series.ref} ${currency}`).toBeLessThan(separately);
      }
    }
  });

  it("are round amounts", () => {
    expect(demoBundlePrice(6, "NGN")).toBe(180_000);
    expect(demoBundlePrice(6, "USD")).toBe(399);
    expect(demoBundlePrice(4, "KES")).toBe(30_000);
  });
});
