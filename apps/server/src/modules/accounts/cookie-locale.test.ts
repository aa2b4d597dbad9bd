import { describe, expect, it } from "vitest";
import { cookieLocale, phoneCountry } from "./cookie-locale.ts";

describe("cookieLocale", () => {
  it("takes the phone's country as region, keeping the language", () => {
    expect(phoneCountry("+233241234567")).toBe("GH");
    expect(cookieLocale("en-US", "+233241234567")).toBe("en-GH");
    expect(cookieLocale("sw-KE", "+2348031234567")).toBe("sw-NG");
  });
  it("keeps the stored locale without a (readable) phone", () => {
    expect(cookieLocale("en-US", null)).toBe("en-US");
    expect(cookieLocale("en-NG", "+999")).toBe("en-NG");
  });
});
