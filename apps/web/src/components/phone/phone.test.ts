import { describe, expect, it } from "vitest";
import { countryFromLocale, countryOptions, toE164 } from "./phone.ts";

describe("countryFromLocale", () => {
  it.each([
    ["en-NG", "NG"],
    ["sw_KE", "KE"],
    ["en-Latn-GH", "GH"],
    ["en-za", "ZA"],
    ["en", "NG"],
    ["xx-QQ", "NG"],
    [null, "NG"],
  ])("%s → %s", (locale, expected) => {
    expect(countryFromLocale(locale)).toBe(expected);
  });
});

describe("countryOptions", () => {
  it("lists Tazama's markets first with their calling codes, then every other country", () => {
    const options = countryOptions("en");
    expect(options.slice(0, 4).map((o) => o.label)).toEqual([
      "+234 Nigeria",
      "+254 Kenya",
      "+233 Ghana",
      "+27 South Africa",
    ]);
    expect(options.length).toBeGreaterThan(200);
    expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
    expect(options.find((o) => o.value === "US")?.label).toBe("+1 United States");
    const rest = options.slice(7).map((o) => o.label.replace(/^\+\d+ /, ""));
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
  });
});

describe("toE164", () => {
  it.each([
    ["0712 345 678", "KE", "+254712345678"],
    ["712345678", "KE", "+254712345678"],
    ["0803 123 4567", "NG", "+2348031234567"],
    ["+233 24 123 4567", "NG", "+233241234567"],
    ["(020) 7946 0958", "GB", "+442079460958"],
  ] as const)("%s in %s → %s", (input, country, expected) => {
    expect(toE164(input, country)).toBe(expected);
  });

  it.each([
    ["", "KE"],
    ["abc", "KE"],
    ["12", "NG"],
    ["+999 1234", "NG"],
  ] as const)("%s in %s → null", (input, country) => {
    expect(toE164(input, country)).toBeNull();
  });
});
