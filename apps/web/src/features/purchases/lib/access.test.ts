import type { EntitlementView, PurchasesResponse } from "@tazama/contracts";
import { describe, expect, it } from "vitest";
import { accessTo } from "./access.ts";

const NOW = Date.parse("2026-11-22T12:00:00Z");
function entitlement(over: Partial<EntitlementView>): EntitlementView {
  return {
    id: "e1",
    kind: "rent",
    ref: "kings",
    title: "Kings",
    pass: null,
    amount: 50_000,
    currency: "NGN",
    source: "wallet",
    purchasedAt: "2026-11-20T12:00:00Z",
    startsAt: "2026-11-20T12:00:00Z",
    expiresAt: null,
    startBy: "2026-12-20T12:00:00Z",
    windowHours: 48,
    firstPlayedAt: null,
    state: "not-started",
    downloaded: false,
    ...over,
  };
}
const collection = (over: Partial<PurchasesResponse>): PurchasesResponse => ({
  owned: [],
  rented: [],
  passes: [],
  now: new Date(NOW).toISOString(),
  ...over,
});

describe("accessTo", () => {
  it("finds an owned title before a rental", () => {
    const owned = entitlement({ id: "o", kind: "buy", startBy: null, state: "active" });
    const found = accessTo("kings", collection({ owned: [owned], rented: [entitlement({})] }), NOW);
    expect(found?.id).toBe("o");
  });
  it("skips an expired rental and one for another title", () => {
    const expired = entitlement({ state: "active", expiresAt: "2026-11-22T11:59:59Z" });
    const other = entitlement({ ref: "other" });
    expect(accessTo("kings", collection({ rented: [expired, other] }), NOW)).toBeNull();
  });
  it("counts an active pass for every title", () => {
    const pass = entitlement({
      kind: "pass",
      ref: null,
      pass: { slug: "weekend-pass", name: "Weekend Pass" },
      state: "active",
      startBy: null,
      expiresAt: "2026-11-24T12:00:00Z",
    });
    expect(accessTo("anything", collection({ passes: [pass] }), NOW)?.kind).toBe("pass");
    expect(accessTo("anything", undefined, NOW)).toBeNull();
  });
});
