import type { Database } from "@tazama/db";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { buildClockedApp, createTestUser, type TestUser } from "../../../test/accounts.ts";
import { getTestApp } from "../../../test/harness.ts";

let app: FastifyInstance;
let database: Database;
let user: TestUser;

beforeAll(async () => {
  ({ database } = await getTestApp());
  ({ app } = await buildClockedApp(database));
  user = await createTestUser(app, database);
});

const get = (url: string, cookie?: string) =>
  app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

describe("GET /api/v1/auth/google/done (issue 12, finding 1: open redirect)", () => {
  it("returns to an app route with its query", async () => {
    const target = "/view/tz-0001?purchaseType=rent&amount=30000&currency=NGN";
    const response = await get(
      `/api/v1/auth/google/done?returnTo=${encodeURIComponent(target)}`,
      user.cookie,
    );
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(target);
  });

  it.each([
    "/%09/evil.example",
    "/%0a/evil.example",
    "/view/x%0d%0aSet-Cookie:%20a=b",
    "/%5c/evil.example",
    "//evil.example",
    "/%2F/evil.example",
    "/evil%E3%80%82example",
    "/evil%EF%BC%8Eexample",
    "https://evil.example",
    "/no-such-page",
  ])("sends %s to / (302, never 500)", async (returnTo) => {
    const response = await get(`/api/v1/auth/google/done?returnTo=${returnTo}`, user.cookie);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/");
  });

  it("answers a NUL character with / or a 400, never a 500", async () => {
    for (const returnTo of ["/view/x%00", "%00", "/%00/evil.example"]) {
      const response = await get(`/api/v1/auth/google/done?returnTo=${returnTo}`, user.cookie);
      if (response.statusCode === 302) expect(response.headers.location).toBe("/");
      else expect(response.statusCode, returnTo).toBe(400);
    }
  });
});

describe("GET /api/v1/auth/google/error (issue 12, finding 11)", () => {
  it.each([
    ["access_denied", "auth/popup-closed-by-user"],
    ["account_not_linked", "auth/account-exists-with-different-credential"],
    ["USER_DISABLED: disabled", "auth/user-disabled"],
    ["Your account was hacked, call +1 555 0100", "auth/google-sign-in-failed"],
    ["<script>alert(1)</script>", "auth/google-sign-in-failed"],
  ])("maps %s to /login?error=%s and nothing else", async (raw, code) => {
    const response = await get(`/api/v1/auth/google/error?error=${encodeURIComponent(raw)}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/login?error=${encodeURIComponent(code)}`);
  });

  it("maps a missing error to auth/google-sign-in-failed", async () => {
    const response = await get("/api/v1/auth/google/error");
    expect(response.headers.location).toBe("/login?error=auth%2Fgoogle-sign-in-failed");
  });
});

describe("better-auth's own endpoints (issue 12, finding 2)", () => {
  it.each([
    "/api/auth/callback/..%5clist-sessions",
    "/api/auth/callback/..%5Clist-sessions",
    "/api/auth/callback/%2e%2e/list-sessions",
    "/api/auth/callback/%2e%2e%2flist-sessions",
    "/api/auth/callback/google/..%5c..%5clist-sessions",
    "/api/auth/list-sessions",
    "/api/auth/get-session",
    "/api/auth/callback/github",
    "/api/auth/ok",
  ])("GET %s answers 404 and no session", async (url) => {
    const response = await get(url, user.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(user.uid);
  });

  it("answers 404 to a raw backslash path and to POSTs under /api/auth", async () => {
    const raw = await get("/api/auth/callback/..\\list-sessions", user.cookie);
    expect(raw.statusCode).toBe(404);
    expect(raw.body).not.toContain(user.uid);
    const post = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: user.email, password: user.password },
    });
    expect(post.statusCode).toBe(404);
    expect(post.headers["set-cookie"]).toBeUndefined();
  });
});
