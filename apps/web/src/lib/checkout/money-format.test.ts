import { describe, expect, it } from "vitest";
import {
  money,
  parseAmount,
  priceInCurrency,
  topUpAmountError,
  topUpForShortfall,
} from "./money-format.ts";

const prices = [
  { currency: "NGN" as const, buy: 150_000, rent: 50_000 },
  { currency: "USD" as const, buy: 399, rent: 199 },
];

describe("priceInCurrency", () => {
  it("uses the wallet's currency once a wallet exists", () => {
    expect(priceInCurrency(prices, "USD", "NGN")?.currency).toBe("USD");
  });
  it("has no price when the title is not sold in the wallet's currency", () => {
    expect(priceInCurrency(prices, "KES", "NGN")).toBeUndefined();
  });
  it("falls back to the viewer's currency, then dollars, before a wallet exists", () => {
    expect(priceInCurrency(prices, null, "NGN")?.currency).toBe("NGN");
    expect(priceInCurrency(prices, null, "GHS")?.currency).toBe("USD");
  });
});

describe("money", () => {
  it("formats minor units in the currency", () => {
    expect(money(150_000, "NGN")).toBe("₦1,500");
    expect(money(1_050, "KES")).toBe("KSh 10.50");
  });
});

describe("topUpForShortfall", () => {
  it("tops up the shortfall, never below the provider minimum", () => {
    expect(topUpForShortfall(30_000, "NGN")).toBe(30_000);
    expect(topUpForShortfall(50, "NGN")).toBe(10_000);
    expect(topUpForShortfall(500, "KES")).toBe(1_000);
  });
});

describe("parseAmount", () => {
  it("reads whole and decimal amounts with separators", () => {
    expect(parseAmount("2,000")).toBe(200_000);
    expect(parseAmount(" 1500.5 ")).toBe(150_050);
    expect(parseAmount("0.99")).toBe(99);
  });
  it("refuses zero, negatives, three decimals and words", () => {
    for (const bad of ["0", "-5", "1.999", "abc", "", "1e5"]) expect(parseAmount(bad)).toBeNull();
  });

  it("reads French amounts: a comma for decimals, spaces between thousands", () => {
    expect(parseAmount("1 500,50", "fr")).toBe(150_050);
    expect(parseAmount("1\u202f500", "fr")).toBe(150_000);
    expect(parseAmount("1500.5", "fr")).toBe(150_050);
    expect(parseAmount("1,5,0", "fr")).toBeNull();
    // The English reading of the same text would be a hundred times more.
    expect(parseAmount("1 500,50")).toBe(15_005_000);
  });
});

describe("topUpAmountError", () => {
  it("enforces ₦100 and KSh 10 minimums and the maximum", () => {
    expect(topUpAmountError(9_999, "NGN")).toBe("The smallest top-up is ₦100");
    expect(topUpAmountError(10_000, "NGN")).toBeNull();
    expect(topUpAmountError(999, "KES")).toBe("The smallest top-up is KSh 10");
    expect(topUpAmountError(100_001, "USD")).toBe("The largest top-up is $1,000");
    expect(topUpAmountError(null, "USD")).toBe("Enter an amount like 2,000");
  });
});
