import { describe, expect, it } from "vitest";
import { nextIndex } from "./use-active-option.ts";

describe("nextIndex", () => {
  it("starts at the first going down and at the last going up", () => {
    expect(nextIndex(-1, 1, 5)).toBe(0);
    expect(nextIndex(-1, -1, 5)).toBe(4);
  });
  it("wraps around both ends", () => {
    expect(nextIndex(4, 1, 5)).toBe(0);
    expect(nextIndex(0, -1, 5)).toBe(4);
    expect(nextIndex(2, 1, 5)).toBe(3);
  });
  it("has nothing to highlight in an empty list", () => {
    expect(nextIndex(-1, 1, 0)).toBe(-1);
  });
});
