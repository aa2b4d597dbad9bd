import { describe, expect, it } from "vitest";
import { languageOf, pickLanguage, withLanguage } from "./languages.ts";

describe("languages", () => {
  it("reads the app language of a locale", () => {
    expect(languageOf("fr-NG")).toBe("fr");
    expect(languageOf("yo")).toBe("yo");
    expect(languageOf("HA_ng")).toBe("ha");
    expect(languageOf("de-DE")).toBeNull();
    expect(languageOf("french")).toBeNull();
    expect(languageOf(null)).toBeNull();
  });

  it("prefers a cookie's choice, then the browser's languages in order, then English", () => {
    expect(pickLanguage("sw-KE", ["fr-FR"])).toBe("sw");
    expect(pickLanguage(null, ["de-DE", "yo-NG", "fr"])).toBe("yo");
    expect(pickLanguage("de-DE", ["de"])).toBe("en");
  });

  it("changes a locale's language and keeps its region", () => {
    expect(withLanguage("en-NG", "yo")).toBe("yo-NG");
    expect(withLanguage("en-gh", "ha")).toBe("ha-GH");
    expect(withLanguage(null, "fr")).toBe("fr");
  });
});
