import { describe, expect, it } from "vitest";
import { currencyForRegion, readCookie, regionOf, viewerCurrency } from "./viewer-currency.ts";

describe("readCookie", () => {
  it("finds one cookie among several and decodes it", () => {
    expect(readCookie("a=1; location=en-NG; b=2", "location")).toBe("en-NG");
    expect(readCookie("user=%7B%22fullname%22%3A%22Ada%22%7D", "user")).toBe('{"fullname":"Ada"}');
  });

  it("does not confuse a cookie whose name merely contains the one asked for", () => {
    expect(readCookie("mylocation=en-KE; location=en-GH", "location")).toBe("en-GH");
    expect(readCookie("mylocation=en-KE", "location")).toBeNull();
  });

  it("returns null when absent and keeps a value that is not URI-encoded", () => {
    expect(readCookie("", "location")).toBeNull();
    expect(readCookie("location=100%", "location")).toBe("100%");
  });
});

describe("regionOf", () => {
  it("reads the region of a locale", () => {
    expect(regionOf("en-NG")).toBe("NG");
    expect(regionOf("sw_KE")).toBe("KE");
    expect(regionOf("en-gh")).toBe("GH");
    expect(regionOf("zu-Latn-ZA")).toBe("ZA");
    expect(regionOf('"en-NG"')).toBe("NG");
  });

  it("takes a bare upper-case pair as a region and a bare language as none", () => {
    expect(regionOf("NG")).toBe("NG");
    expect(regionOf("en")).toBeNull();
    expect(regionOf("")).toBeNull();
    expect(regionOf("es-419")).toBeNull();
  });
});

describe("currencyForRegion", () => {
  it("maps the four markets and everything else to USD", () => {
    expect(currencyForRegion("NG")).toBe("NGN");
    expect(currencyForRegion("KE")).toBe("KES");
    expect(currencyForRegion("GH")).toBe("GHS");
    expect(currencyForRegion("ZA")).toBe("ZAR");
    expect(currencyForRegion("ke")).toBe("KES");
    expect(currencyForRegion("US")).toBe("USD");
    expect(currencyForRegion("GB")).toBe("USD");
    expect(currencyForRegion(null)).toBe("USD");
  });
});

describe("viewerCurrency", () => {
  it("prefers the location cookie over the browser's languages", () => {
    expect(viewerCurrency({ cookie: "location=en-NG", languages: ["en-KE"] })).toBe("NGN");
  });

  it("falls back to the first browser language with a region", () => {
    expect(viewerCurrency({ cookie: "", languages: ["sw", "sw-KE", "en-GH"] })).toBe("KES");
    expect(viewerCurrency({ cookie: "location=en", languages: ["en-ZA"] })).toBe("ZAR");
  });

  it("pays in USD outside the four markets or when nothing says where the viewer is", () => {
    expect(viewerCurrency({ cookie: "location=en-US", languages: ["en-NG"] })).toBe("USD");
    expect(viewerCurrency({ cookie: "", languages: ["fr-FR"] })).toBe("USD");
    expect(viewerCurrency({ cookie: "", languages: [] })).toBe("USD");
  });
});
