import { ACCOUNT_PATHS } from "@tazama/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser } from "../../test/accounts.ts";
import { type TestApp, getTestApp } from "../../test/harness.ts";
import { CROSS_SITE_MESSAGE } from "./origin-check.ts";

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

const EVIL = "https://evil.example";

async function me(cookie: string) {
  return t.app.inject({ method: "GET", url: ACCOUNT_PATHS.me, headers: { cookie } });
}

describe("state-changing requests from another site (issue 12, finding 12)", () => {
  it("refuses a cross-site logout with 403 and the session stays signed in", async () => {
    const user = await createTestUser(t.app, t.database);
    for (const headers of [
      { origin: EVIL },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site", origin: "https://sub.localhost:3000" },
      { origin: "null" },
    ]) {
      const response = await t.app.inject({
        method: "POST",
        url: ACCOUNT_PATHS.logout,
        headers: { cookie: user.cookie, ...headers },
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual({
        error: { code: "request/cross-site", message: CROSS_SITE_MESSAGE },
      });
    }
    expect((await me(user.cookie)).statusCode).toBe(200);
  });

  it("refuses a cross-site purchase before the route runs (no idempotency key needed to see it)", async () => {
    const user = await createTestUser(t.app, t.database);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/buy",
      headers: { cookie: user.cookie, origin: EVIL, "sec-fetch-site": "cross-site" },
      payload: { ref: "anything", purchaseType: "rent" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ error: { code: string } }>().error.code).toBe("request/cross-site");
  });

  it("lets same-origin browsers, the public origin and servers without Origin through", async () => {
    const publicOrigin = new URL(t.config.publicUrl).origin;
    const cases: Record<string, string>[] = [
      { origin: publicOrigin, "sec-fetch-site": "same-origin" },
      // Opened at another address of this server: Origin equals the Host it was sent to.
      { origin: "http://127.0.0.1:4123", host: "127.0.0.1:4123", "sec-fetch-site": "same-origin" },
      // The browser says same-origin: an opaque Origin does not overrule it.
      { origin: "null", "sec-fetch-site": "same-origin" },
      // A user typing or bookmarking (no initiator) and a server (webhooks): no Origin at all.
      { "sec-fetch-site": "none" },
      {},
    ];
    for (const headers of cases) {
      const user = await createTestUser(t.app, t.database);
      const response = await t.app.inject({
        method: "POST",
        url: ACCOUNT_PATHS.logout,
        headers: { cookie: user.cookie, ...headers },
      });
      expect(response.statusCode, JSON.stringify(headers)).toBeLessThan(300);
      expect((await me(user.cookie)).statusCode, JSON.stringify(headers)).toBe(401);
    }
  });

  it("keeps the Origin of our own HTML forms: Referrer-Policy same-origin, not no-referrer", async () => {
    // Under `no-referrer` a browser sends `Origin: null` with a same-origin form POST (the sandbox
    // checkout's Approve, the Google stand-in's Continue), which would be refused above.
    const page = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(page.headers["referrer-policy"]).toBe("same-origin");
  });

  it("never blocks reads from another site (links and images must work)", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/readyz",
      headers: { origin: EVIL, "sec-fetch-site": "cross-site" },
    });
    expect(response.statusCode).toBe(200);
  });
});
