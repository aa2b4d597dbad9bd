import type { DownloadLicenceTerms } from "@tazama/contracts";
import { describe, expect, it } from "vitest";
import { checkLicence } from "./licence-rules.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const issued = Date.parse("2026-11-27T10:00:00Z");
const bought: DownloadLicenceTerms = {
  v: 1,
  downloadId: "d",
  deviceId: "e",
  ref: "r",
  issuedAt: new Date(issued).toISOString(),
  expiresAt: new Date(issued + 30 * DAY).toISOString(),
  startBy: null,
  playWindowS: null,
  firstPlayedAt: null,
  wrappedKey: "",
};
const rental: DownloadLicenceTerms = {
  ...bought,
  startBy: new Date(issued + 10 * DAY).toISOString(),
  expiresAt: new Date(issued + 12 * DAY).toISOString(),
  playWindowS: 48 * 3600,
};
const fresh = { lastSeenAt: issued, firstPlayedAt: null };

describe("checkLicence", () => {
  it("plays a bought title for 30 days, then asks to renew", () => {
    expect(checkLicence(bought, fresh, issued + 29 * DAY)).toEqual({
      ok: true,
      until: issued + 30 * DAY,
      startsWindow: false,
    });
    expect(checkLicence(bought, fresh, issued + 30 * DAY)).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("starts an unstarted rental's 48 h at the first offline play, before its start-by date", () => {
    const first = issued + 2 * DAY;
    expect(checkLicence(rental, fresh, first)).toEqual({
      ok: true,
      until: first + 48 * HOUR,
      startsWindow: true,
    });
    const played = { lastSeenAt: first, firstPlayedAt: first };
    expect(checkLicence(rental, played, first + 47 * HOUR)).toMatchObject({ ok: true });
    expect(checkLicence(rental, played, first + 48 * HOUR)).toEqual({
      ok: false,
      reason: "rental",
    });
    expect(checkLicence(rental, fresh, issued + 10 * DAY)).toEqual({ ok: false, reason: "rental" });
  });

  it("ends a started rental with its window", () => {
    const started = { ...rental, startBy: null, playWindowS: null, firstPlayedAt: rental.issuedAt };
    const ended = { ...started, expiresAt: new Date(issued + 48 * HOUR).toISOString() };
    expect(checkLicence(ended, fresh, issued + 48 * HOUR)).toEqual({ ok: false, reason: "rental" });
  });

  it("refuses a clock rolled back behind the issue or the last use", () => {
    expect(checkLicence(bought, fresh, issued - HOUR)).toEqual({ ok: false, reason: "clock" });
    const seen = { lastSeenAt: issued + 5 * DAY, firstPlayedAt: null };
    expect(checkLicence(bought, seen, issued + 2 * DAY)).toEqual({ ok: false, reason: "clock" });
    // A few minutes of drift is not a roll-back.
    expect(checkLicence(bought, seen, issued + 5 * DAY - 5 * 60_000)).toMatchObject({ ok: true });
  });
});
