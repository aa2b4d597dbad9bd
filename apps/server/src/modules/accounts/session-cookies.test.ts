import { describe, expect, it } from "vitest";
import { sessionCookieName } from "./auth.ts";
import { sessionCookieTest } from "./session-cookies.ts";

// ADR 0084: better-auth is asked for the session only when a cookie of its own came.

const options = (production: boolean) => ({
  advanced: {
    useSecureCookies: false,
    cookies: { session_token: { name: sessionCookieName(production) } },
  },
});

describe("whether a request may carry a session", () => {
  const mayCarrySession = sessionCookieTest(options(false));

  it("is no without cookies, or with only cookies that are not better-auth's", () => {
    expect(mayCarrySession(undefined)).toBe(false);
    expect(mayCarrySession("")).toBe(false);
    expect(mayCarrySession("user=%7B%22fullname%22%3A%22Ama%22%7D; lang=fr")).toBe(false);
  });

  it("is yes with the session cookie, or a cookie better-auth would clear", () => {
    expect(mayCarrySession("lang=fr; tazama.session=abc.def")).toBe(true);
    expect(mayCarrySession("better-auth.session_data=xyz")).toBe(true);
    expect(mayCarrySession("better-auth.session_data.0=xyz")).toBe(true);
    expect(mayCarrySession("better-auth.dont_remember=1")).toBe(true);
  });

  it("knows production's cookie name", () => {
    const inProduction = sessionCookieTest(options(true));
    expect(inProduction("__Host-tazama.session=abc")).toBe(true);
    expect(inProduction("user=x")).toBe(false);
  });
});
