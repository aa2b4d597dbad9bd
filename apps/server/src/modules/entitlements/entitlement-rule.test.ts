import { describe, expect, it } from "vitest";
import { type EntitlementFacts, entitlementState, mayWatch } from "./entitlement-rule.ts";

const H = 3_600_000;
const t0 = new Date(Date.UTC(2026, 0, 1));
const at = (ms: number) => new Date(t0.getTime() + ms);
const base = { startsAt: t0, expiresAt: null, startBy: null, windowS: null, firstPlayedAt: null };

describe("entitlement rule", () => {
  it("a buy never expires", () => {
    const buy: EntitlementFacts = { ...base, kind: "buy" };
    expect(mayWatch(buy, at(100 * 365 * 24 * H))).toBe(true);
  });

  it("a rental waits until startBy, then runs windowS from the first play", () => {
    const rent: EntitlementFacts = {
      ...base,
      kind: "rent",
      startBy: at(720 * H),
      windowS: 48 * 3600,
    };
    expect(entitlementState(rent, at(719 * H))).toEqual({
      status: "not-started",
      startBy: at(720 * H),
      windowS: 48 * 3600,
    });
    expect(mayWatch(rent, at(720 * H))).toBe(false);
    const played = { ...rent, firstPlayedAt: at(700 * H) };
    expect(entitlementState(played, at(747 * H))).toEqual({ status: "active", until: at(748 * H) });
    expect(entitlementState(played, at(748 * H))).toEqual({ status: "expired", at: at(748 * H) });
  });

  it("a pass opens everything from startsAt until expiresAt, and not before it starts", () => {
    const pass: EntitlementFacts = {
      ...base,
      kind: "pass",
      startsAt: at(10 * H),
      expiresAt: at(82 * H),
    };
    expect(mayWatch(pass, at(9 * H))).toBe(false);
    expect(mayWatch(pass, at(10 * H))).toBe(true);
    expect(mayWatch(pass, at(82 * H))).toBe(false);
    expect(entitlementState(pass, at(9 * H))).toMatchObject({
      status: "not-started",
      windowS: 72 * 3600,
    });
  });
});
