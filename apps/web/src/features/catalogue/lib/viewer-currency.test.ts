import { describe, expect, it } from "vitest";
import { readCookie, regionOf, viewerCurrency } from "./viewer-currency.ts";

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

describe("viewerCurrency", () => {
  it("is the location cookie's country's currency, USD for a country without prices", () => {
    expect(viewerCurrency({ cookie: "location=en-NG" })).toBe("NGN");
    expect(viewerCurrency({ cookie: "location=en-GH" })).toBe("GHS");
    expect(viewerCurrency({ cookie: "location=en-US" })).toBe("USD");
  });

  it("is NGN when no cookie says where the viewer is (never the browser's language)", () => {
    expect(viewerCurrency({ cookie: "" })).toBe("NGN");
    expect(viewerCurrency({ cookie: "location=en" })).toBe("NGN");
  });
});
