import type { Profile } from "@tazama/contracts";
import { describe, expect, it } from "vitest";
import { simpleLocale, SOURCE, toAuthUser } from "./profile.ts";

const PROFILE: Profile = {
  uid: "u1",
  email: "amina@example.com",
  name: "Amina Njeri",
  photo: null,
  phone_number: "+254712345678",
  phone_verified: false,
  affiliateCodeUsed: null,
  affiliateCode: "AMINA42",
  source: SOURCE,
  locale: "sw-KE",
  role: "viewer",
};

describe("toAuthUser", () => {
  it("keeps the code the account joined with", () => {
    expect(toAuthUser({ ...PROFILE, affiliateCodeUsed: "KOFI1" }, "OTHER").affiliateCodeUsed).toBe(
      "KOFI1",
    );
  });

  it("falls back to the locally stored code, else null (spec §3)", () => {
    expect(toAuthUser(PROFILE, "STORED").affiliateCodeUsed).toBe("STORED");
    expect(toAuthUser(PROFILE, null).affiliateCodeUsed).toBeNull();
  });

  it("names the web app as the source", () => {
    expect(SOURCE).toBe("tazama-web");
  });
});

describe("simpleLocale", () => {
  it.each([
    ["en-NG", "en-NG"],
    ["en-us", "en-US"],
    ["sw", "sw"],
    ["zh-Hant-TW", "zh-TW"],
    ["EN_gb", "en-GB"],
    ["", undefined],
    [undefined, undefined],
    ["x-private", undefined],
  ])("%s → %s", (input, expected) => {
    expect(simpleLocale(input)).toBe(expected);
  });
});
