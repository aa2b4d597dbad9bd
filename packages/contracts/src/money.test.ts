import { describe, expect, it } from "vitest";
import { formatPrice } from "./money.ts";

describe("formatPrice", () => {
  it.each([
    [150_000, "NGN", "₦1,500"],
    [40_000, "KES", "KSh 400"],
    [4_550, "GHS", "GH₵45.50"],
    [5_500, "ZAR", "R 55"],
    [399, "USD", "$3.99"],
    [100_000_000, "NGN", "₦1,000,000"],
    [5, "USD", "$0.05"],
    [0, "KES", "KSh 0"],
  ] as const)("formats %i %s as %s", (minor, currency, expected) => {
    expect(formatPrice(minor, currency)).toBe(expected);
  });

  it("writes the separators of the page's language", () => {
    expect(formatPrice(123_456_750, "NGN", "fr")).toBe("₦1\u202f234\u202f567,50");
    expect(formatPrice(150_000, "KES", "sw")).toBe("KSh 1,500");
    expect(formatPrice(4_550, "GHS", "yo")).toBe("GH₵45.50");
  });

  it("refuses fractional minor units", () => {
    expect(() => formatPrice(1.5, "USD")).toThrow(RangeError);
  });
});
