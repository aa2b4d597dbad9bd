import { describe, expect, it } from "vitest";
import type { EntitlementView } from "@tazama/contracts";
import { mistakeRefundOffer } from "./mistake-window.ts";

const started = Date.parse("2026-11-27T10:00:00Z");
const rental = {
  id: "r1",
  kind: "rent",
  ref: "oshodi-overtime",
  amount: 30_000,
  source: "wallet",
  firstPlayedAt: new Date(started).toISOString(),
  state: "active",
} as EntitlementView;

describe("mistakeRefundOffer", () => {
  it("offers a started rental for 2 minutes from its first frame", () => {
    expect(mistakeRefundOffer([rental], "oshodi-overtime", started + 30_000)).toEqual({
      rental,
      leftMs: 90_000,
    });
    expect(mistakeRefundOffer([rental], "oshodi-overtime", started + 120_000)).toBeNull();
    // A device clock a little behind the server's never shows more than 2 minutes.
    expect(mistakeRefundOffer([rental], "oshodi-overtime", started - 5_000)?.leftMs).toBe(120_000);
  });

  it("offers nothing for another title, an unstarted, voucher or free rental", () => {
    const at = started + 1_000;
    expect(mistakeRefundOffer([rental], "other", at)).toBeNull();
    expect(
      mistakeRefundOffer([{ ...rental, firstPlayedAt: null }], "oshodi-overtime", at),
    ).toBeNull();
    expect(
      mistakeRefundOffer([{ ...rental, source: "voucher" }], "oshodi-overtime", at),
    ).toBeNull();
    expect(mistakeRefundOffer([{ ...rental, amount: 0 }], "oshodi-overtime", at)).toBeNull();
  });
});
