import { describe, expect, it } from "vitest";
import { seriesPath } from "./routes.ts";
import { type BundleEpisode, seriesBundleQuote } from "./series.ts";

const episode = (n: number, patch: Partial<BundleEpisode> = {}): BundleEpisode => ({
  ref: `pepper-ep-${n}`,
  buy: 40_000,
  free: false,
  playable: true,
  owned: false,
  ...patch,
});
const six = [1, 2, 3, 4, 5, 6].map((n) => episode(n));
const bundle = { currency: "NGN" as const, amount: 180_000 };

describe("seriesBundleQuote", () => {
  it("sells every episode for the bundle price when the viewer owns none", () => {
    expect(seriesBundleQuote(bundle, six)).toEqual({
      currency: "NGN",
      amount: 180_000,
      episodes: six.map((e) => e.ref),
      separately: 240_000,
    });
  });

  it("scales the price to the episodes still missing, below buying them one by one", () => {
    const owned = six.map((e, i) => (i < 2 ? { ...e, owned: true } : e));
    const quote = seriesBundleQuote(bundle, owned);
    expect(quote?.episodes).toEqual(["pepper-ep-3", "pepper-ep-4", "pepper-ep-5", "pepper-ep-6"]);
    expect(quote?.amount).toBe(120_000);
    expect(quote?.separately).toBe(160_000);
  });

  it("stays below the separate price even when rounding would reach it", () => {
    const cheap = [episode(1, { buy: 3 }), episode(2, { buy: 3, owned: true })];
    const quote = seriesBundleQuote({ currency: "USD", amount: 5 }, cheap);
    expect(quote?.amount).toBe(2);
  });

  it("asks nothing once every episode on sale is owned", () => {
    const all = six.map((e) => ({ ...e, owned: true }));
    expect(seriesBundleQuote(bundle, all)).toMatchObject({ amount: 0, episodes: [] });
  });

  it("leaves out free, unplayable and unpriced episodes", () => {
    const mixed = [
      episode(1, { free: true }),
      episode(2, { playable: false }),
      episode(3, { buy: null }),
      episode(4),
      episode(5),
    ];
    expect(seriesBundleQuote({ currency: "NGN", amount: 60_000 }, mixed)).toMatchObject({
      episodes: ["pepper-ep-4", "pepper-ep-5"],
      separately: 80_000,
      amount: 60_000,
    });
  });

  it("is not for sale when it costs as much as the episodes or none is on sale", () => {
    expect(seriesBundleQuote({ currency: "NGN", amount: 240_000 }, six)).toBeNull();
    expect(seriesBundleQuote(bundle, [episode(1, { playable: false })])).toBeNull();
  });
});

describe("seriesPath", () => {
  it("is the series' page", () => {
    expect(seriesPath("pepper-soup")).toBe("/series/pepper-soup");
  });
});
