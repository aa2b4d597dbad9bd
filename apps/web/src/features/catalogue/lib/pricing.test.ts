import type { Price } from "@tazama/contracts";
import { describe, expect, it } from "vitest";
import { priceFor, purchaseLoginPath } from "./pricing.ts";

const prices: Price[] = [
  { currency: "KES", buy: 40_000, rent: 15_000 },
  { currency: "USD", buy: 399, rent: 149 },
  { currency: "NGN", buy: 150_000, rent: 50_000 },
];

describe("priceFor", () => {
  it("picks the viewer's currency", () => {
    expect(priceFor(prices, "NGN")).toEqual({ currency: "NGN", buy: 150_000, rent: 50_000 });
  });

  it("falls back to USD, then to the first price, then to nothing", () => {
    expect(priceFor(prices, "ZAR")?.currency).toBe("USD");
    expect(priceFor([prices[0]!], "ZAR")?.currency).toBe("KES");
    expect(priceFor(prices.slice(0, 0), "NGN")).toBeUndefined();
  });
});

describe("purchaseLoginPath", () => {
  it("sends an anonymous buyer to /login with a redirect back to the title and the purchase", () => {
    expect(purchaseLoginPath("kings-of-lagos", "buy", 150_000, "NGN")).toBe(
      "/login?redirect=/view/kings-of-lagos%3FpurchaseType%3Dbuy%26amount%3D150000%26currency%3DNGN",
    );
  });

  it("round-trips: the redirect decodes to the title URL with its query", () => {
    const path = purchaseLoginPath("blood-sisters-ep-2", "rent", 149, "USD");
    const redirect = new URL(path, "https://tazama.test").searchParams.get("redirect")!;
    const target = new URL(redirect, "https://tazama.test");
    expect(target.pathname).toBe("/view/blood-sisters-ep-2");
    expect(Object.fromEntries(target.searchParams)).toEqual({
      purchaseType: "rent",
      amount: "149",
      currency: "USD",
    });
  });
});
