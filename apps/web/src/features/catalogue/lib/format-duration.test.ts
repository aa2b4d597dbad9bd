import { describe, expect, it } from "vitest";
import { formatDuration } from "./format-duration.ts";

describe("formatDuration", () => {
  it("writes hours and minutes", () => {
    expect(formatDuration(6_720)).toBe("1h 52m");
    expect(formatDuration(2 * 3600 + 5 * 60)).toBe("2h 5m");
  });

  it("drops the part that is zero", () => {
    expect(formatDuration(2_700)).toBe("45m");
    expect(formatDuration(7_200)).toBe("2h");
  });

  it("rounds to the nearest minute, with at least one minute", () => {
    expect(formatDuration(3_569)).toBe("59m");
    expect(formatDuration(3_571)).toBe("1h");
    expect(formatDuration(20)).toBe("1m");
  });

  it("returns nothing for an unknown running time", () => {
    expect(formatDuration(0)).toBe("");
    expect(formatDuration(-5)).toBe("");
    expect(formatDuration(Number.NaN)).toBe("");
  });
});
