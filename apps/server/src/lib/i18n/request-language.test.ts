import { describe, expect, it } from "vitest";
import { acceptedLanguages, locationCookieLocale, requestLanguage } from "./request-language.ts";

describe("the language a request is answered in", () => {
  it("reads Accept-Language by preference, dropping q=0 and *", () => {
    expect(acceptedLanguages("fr;q=0.5, sw-KE, *;q=0.1, de;q=0")).toEqual(["sw-KE", "fr"]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it("reads the location cookie's locale among others", () => {
    expect(locationCookieLocale("user=abc; location=ha-NG; x=1")).toBe("ha-NG");
    expect(locationCookieLocale("location=%E0%A4%A")).toBe("%E0%A4%A");
    expect(locationCookieLocale("userlocation=fr")).toBeNull();
  });

  it("takes the cookie, else the first language we have, else English", () => {
    expect(requestLanguage({ cookie: "location=yo", "accept-language": "fr" })).toBe("yo");
    expect(requestLanguage({ "accept-language": "de, sw;q=0.9, fr;q=0.8" })).toBe("sw");
    expect(requestLanguage({ "accept-language": "de" })).toBe("en");
    expect(requestLanguage({})).toBe("en");
  });
});
