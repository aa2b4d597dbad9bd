import { describe, expect, it } from "vitest";
import { fromMinor, toMinor } from "./price-input.ts";

describe("price input", () => {
  it("reads what people type into minor units", () => {
    expect(toMinor("2,500")).toBe(250_000);
    expect(toMinor(" 2500.5 ")).toBe(250_050);
    expect(toMinor("0.99")).toBe(99);
  });
  it("refuses what is not a positive amount with at most two decimals", () => {
    for (const typed of ["", "0", "-5", "1.234", "abc", "1e3", "."])
      expect(toMinor(typed)).toBeNull();
  });
  it("writes minor units back the way they are typed", () => {
    expect(fromMinor(250_000)).toBe("2500");
    expect(fromMinor(250_050)).toBe("2500.50");
    expect(toMinor(fromMinor(99))).toBe(99);
  });
});
