import { describe, expect, it } from "vitest";
import { canNudgeRate, correction } from "./drift.ts";

describe("correction", () => {
  const nudge = { canNudge: true };

  it("leaves a frame or two alone", () => {
    expect(correction(10.02, 10, nudge)).toEqual({ kind: "none" });
  });

  it("nudges the rate for small drift: faster when behind, slower when ahead, 5 % at most", () => {
    const rate = (actual: number) => {
      const c = correction(actual, 10, nudge);
      return c.kind === "rate" ? c.rate : Number.NaN;
    };
    expect(rate(9.92)).toBeCloseTo(1.04, 6);
    expect(rate(10.06)).toBeCloseTo(0.97, 6);
    expect(rate(9.7)).toBe(1.05);
  });

  it("seeks from 400 ms of drift on, and always where the rate cannot be nudged (iOS)", () => {
    expect(correction(9.6, 10, nudge)).toEqual({ kind: "seek", to: 10 });
    expect(correction(12, 10, nudge)).toEqual({ kind: "seek", to: 10 });
    expect(correction(10.1, 10, { canNudge: false })).toEqual({ kind: "seek", to: 10 });
  });

  it("knows iOS by its user agent", () => {
    expect(canNudgeRate("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)")).toBe(false);
    expect(canNudgeRate("Mozilla/5.0 (Linux; Android 14) Chrome/120")).toBe(true);
  });
});
