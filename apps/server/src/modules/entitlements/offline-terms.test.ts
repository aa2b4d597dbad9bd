import { describe, expect, it } from "vitest";
import type { EntitlementFacts } from "./entitlement-rule.ts";
import { offlineTerms } from "./offline-terms.ts";

const now = new Date("2026-11-27T10:00:00Z");
const at = (iso: string) => new Date(iso);
const base = { startsAt: at("2026-11-01T00:00:00Z"), expiresAt: null, startBy: null };
const buy: EntitlementFacts = { ...base, kind: "buy", windowS: null, firstPlayedAt: null };
const unstarted: EntitlementFacts = {
  ...base,
  kind: "rent",
  startBy: at("2026-12-10T00:00:00Z"),
  windowS: 48 * 3600,
  firstPlayedAt: null,
};

describe("offlineTerms", () => {
  it("gives a bought title 30 days from now", () => {
    expect(offlineTerms([buy], now, 30)).toEqual({
      expiresAt: at("2026-12-27T10:00:00Z"),
      startBy: null,
      playWindowS: null,
      firstPlayedAt: null,
    });
  });

  it("ends a pass's download with the pass", () => {
    const pass: EntitlementFacts = {
      ...base,
      kind: "pass",
      expiresAt: at("2026-12-01T00:00:00Z"),
      windowS: null,
      firstPlayedAt: null,
    };
    expect(offlineTerms([pass], now, 30)?.expiresAt).toEqual(at("2026-12-01T00:00:00Z"));
  });

  it("gives an unstarted rental its start-by date and a play window from the first play", () => {
    expect(offlineTerms([unstarted], now, 30)).toEqual({
      expiresAt: at("2026-12-12T00:00:00Z"),
      startBy: at("2026-12-10T00:00:00Z"),
      playWindowS: 172_800,
      firstPlayedAt: null,
    });
  });

  it("ends a started rental's download with its window", () => {
    const started = { ...unstarted, firstPlayedAt: at("2026-11-27T09:00:00Z") };
    expect(offlineTerms([started], now, 30)).toEqual({
      expiresAt: at("2026-11-29T09:00:00Z"),
      startBy: null,
      playWindowS: null,
      firstPlayedAt: at("2026-11-27T09:00:00Z"),
    });
  });

  it("prefers the longest, and gives nothing for an ended rental or a refunded buy", () => {
    const ended = { ...unstarted, firstPlayedAt: at("2026-11-20T00:00:00Z") };
    expect(offlineTerms([ended, buy], now, 30)?.playWindowS).toBeNull();
    expect(offlineTerms([ended], now, 30)).toBeNull();
    expect(offlineTerms([{ ...buy, revokedAt: at("2026-11-26T00:00:00Z") }], now, 30)).toBeNull();
  });
});
