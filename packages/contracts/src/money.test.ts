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

  it("refuses fractional minor units", () => {
    expect(() => formatPrice(1.5, "USD")).toThrow(RangeError);
  });
});
