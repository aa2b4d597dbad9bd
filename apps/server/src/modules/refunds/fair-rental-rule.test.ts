import { describe, expect, it } from "vitest";
import { GIVEN_UP_MS, failedOnOurSide, withinMistakeWindow } from "./fair-rental-rule.ts";

const start = new Date("2026-11-27T10:00:00Z");
const at = (ms: number) => new Date(start.getTime() + ms);
const rental = {
  firstPlayedAt: start,
  furthestS: 40,
  failures: [at(45_000)],
  lastProgressAt: at(40_000),
  expiresAt: at(48 * 3600_000),
};

describe("withinMistakeWindow", () => {
  it("is open for 2 minutes from the first frame, and never before one", () => {
    expect(withinMistakeWindow(start, at(0))).toBe(true);
    expect(withinMistakeWindow(start, at(120_000))).toBe(true);
    expect(withinMistakeWindow(start, at(120_001))).toBe(false);
    expect(withinMistakeWindow(null, at(0))).toBe(false);
  });
});

describe("failedOnOurSide", () => {
  it("owes a rental that failed before 2 minutes once the viewer has given up", () => {
    expect(failedOnOurSide(rental, at(45_000 + GIVEN_UP_MS - 1))).toBe(false);
    expect(failedOnOurSide(rental, at(45_000 + GIVEN_UP_MS))).toBe(true);
  });

  it("owes nothing for a rental that got to 2 minutes, or never failed after its first frame", () => {
    const later = at(45_000 + GIVEN_UP_MS);
    expect(failedOnOurSide({ ...rental, furthestS: 120 }, later)).toBe(false);
    expect(failedOnOurSide({ ...rental, failures: [] }, later)).toBe(false);
    expect(failedOnOurSide({ ...rental, failures: [at(-5_000)] }, later)).toBe(false);
  });

  it("waits while the viewer keeps trying, but not past the rental's window", () => {
    const trying = { ...rental, lastProgressAt: at(GIVEN_UP_MS) };
    expect(failedOnOurSide(trying, at(GIVEN_UP_MS + 60_000))).toBe(false);
    expect(
      failedOnOurSide({ ...trying, expiresAt: at(GIVEN_UP_MS + 30_000) }, at(GIVEN_UP_MS + 60_000)),
    ).toBe(true);
  });
});
