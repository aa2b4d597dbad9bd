import { describe, expect, it } from "vitest";
import { SMS_PREFIX_DIGITS, smsDestination, smsPrefix } from "./sms-destination.ts";

const SERVED = ["NG", "KE", "GH", "ZA", "US"];

describe("smsDestination", () => {
  it("passes mobile and fixed numbers of served countries, with their prefix", () => {
    expect(smsDestination("+2348031234567", SERVED)).toEqual({
      ok: true,
      country: "NG",
      prefix: "234803",
    });
    expect(smsDestination("+254712345678", SERVED)).toMatchObject({ ok: true, country: "KE" });
    expect(smsDestination("+233302123456", SERVED)).toMatchObject({ ok: true, country: "GH" });
    expect(smsDestination("+12125550123", SERVED)).toMatchObject({ ok: true, country: "US" });
  });

  it.each([
    ["+88213000001", "type"],
    ["+881600000001", "type"],
    ["+979123456789", "type"],
    ["+19005550123", "type"],
    ["+27800123456", "type"],
    ["+27871234567", "type"],
    ["+2349001234567", "invalid"],
    ["+254712", "invalid"],
    ["+255712345678", "country"],
  ] as const)("refuses %s (%s)", (phone, reason) => {
    expect(smsDestination(phone, SERVED)).toEqual({ ok: false, reason });
  });

  it("names a range by its first digits", () => {
    expect(SMS_PREFIX_DIGITS).toBe(6);
    expect(smsPrefix("+88213000001")).toBe("882130");
  });
});
