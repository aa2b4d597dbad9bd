import { describe, expect, it } from "vitest";
import { googleSignInUrl, loginPathFor, returnToFromSearch, safeReturnTo } from "./return-to.ts";

const PURCHASE = "/view/abc-123?purchaseType=rent&amount=35000&currency=NGN";

describe("safeReturnTo", () => {
  it.each([
    [PURCHASE, PURCHASE],
    ["/my-membership", "/my-membership"],
    ["/", "/"],
    [null, "/"],
    [undefined, "/"],
    ["", "/"],
    ["https://evil.example/", "/"],
    ["//evil.example/x", "/"],
    ["/\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["/view/x\nSet-Cookie:a=b", "/"],
    ["/%09/evil.example", "/"],
    ["/evil。example", "/"],
    ["/no-such-page", "/"],
    ["/login/", "/"],
    ["/login", "/"],
    ["/login?redirect=/my-collection", "/"],
    ["/register", "/"],
    ["/reset-password?token=x", "/"],
  ])("%s → %s", (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });
});

describe("returnToFromSearch", () => {
  it("reads ?redirect= as written by the title page's Buy and Rent", () => {
    const search = `?redirect=${encodeURIComponent(PURCHASE).replace(/%2F/g, "/")}`;
    expect(returnToFromSearch(search)).toBe(PURCHASE);
    expect(returnToFromSearch("")).toBe("/");
    expect(returnToFromSearch("?redirect=https://evil.example")).toBe("/");
  });
});

describe("googleSignInUrl", () => {
  it("comes back to / from /login and /register", () => {
    expect(googleSignInUrl("/")).toBe("/api/v1/auth/google?returnTo=%2F");
  });

  it("carries the whole title URL with its purchase query", () => {
    const url = new URL(googleSignInUrl(PURCHASE), "http://localhost");
    expect(url.pathname).toBe("/api/v1/auth/google");
    expect(url.searchParams.get("returnTo")).toBe(PURCHASE);
  });

  it("never carries an outside address", () => {
    const url = new URL(googleSignInUrl("//evil.example"), "http://localhost");
    expect(url.searchParams.get("returnTo")).toBe("/");
  });
});

describe("loginPathFor", () => {
  it("round-trips a members-only page through /login", () => {
    const path = loginPathFor("/my-collection?tab=rented");
    expect(path).toBe("/login?redirect=%2Fmy-collection%3Ftab%3Drented");
    expect(returnToFromSearch(path.slice("/login".length))).toBe("/my-collection?tab=rented");
    expect(loginPathFor("/")).toBe("/login");
  });
});
