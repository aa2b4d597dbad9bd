import { compileMessage } from "@lingui/message-utils/compileMessage";
import { createI18n } from "../../../lib/i18n/i18n.ts";
import { describe, expect, it } from "vitest";
import { rentalCountdown, rentalTerms, spanText } from "./countdown.ts";

const NOW = Date.parse("2026-11-22T12:00:00Z");
const at = (ms: number) => new Date(NOW + ms).toISOString();
const H = 3_600_000;
/** The source texts, compiled as Lingui compiles the catalogue (plurals included). */
const english = createI18n("en", {}, (m) => compileMessage(m));

describe("spanText", () => {
  it("reads days and hours, hours and minutes, minutes", () => {
    expect(spanText(30 * 24 * H, english)).toBe("30 days");
    expect(spanText(24 * H + 4 * H, english)).toBe("1 day 4 h");
    expect(spanText(47 * H + 59 * 60_000, english)).toBe("1 day 23 h");
    expect(spanText(5 * H + 12 * 60_000, english)).toBe("5 h 12 min");
    expect(spanText(12 * 60_000 + 5_000, english)).toBe("12 min");
    expect(spanText(30_000, english)).toBe("less than a minute");
  });
});

describe("rentalCountdown", () => {
  const base = { expiresAt: null, startBy: null, windowHours: 48 };
  it("counts down the viewing window once started", () => {
    expect(
      rentalCountdown({ ...base, state: "active", expiresAt: at(47 * H) }, NOW, english),
    ).toEqual({
      text: "1 day 23 h left to watch",
      expired: false,
    });
  });
  it("counts down the time to start before the first play", () => {
    const rental = { ...base, state: "not-started" as const, startBy: at(30 * 24 * H) };
    expect(rentalCountdown(rental, NOW, english).text).toBe(
      "Start within 30 days · 48 h once you press play",
    );
  });
  it("is expired by state or by the clock", () => {
    expect(rentalCountdown({ ...base, state: "expired" }, NOW, english).expired).toBe(true);
    const ran = rentalCountdown({ ...base, state: "active", expiresAt: at(-1) }, NOW, english);
    expect(ran).toEqual({ text: "Rental expired", expired: true });
  });
});

describe("rentalTerms", () => {
  it("states both windows", () => {
    expect(rentalTerms(30, 48, english)).toBe(
      "Rent: 30 days to start watching, then 48 hours to finish once you press play.",
    );
    expect(rentalTerms(1, 1, english)).toBe(
      "Rent: 1 day to start watching, then 1 hour to finish once you press play.",
    );
  });
});
