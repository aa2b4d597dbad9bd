import { USER_COOKIE_MAX_AGE_S } from "@tazama/contracts";
import type { Database } from "@tazama/db";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClockedApp, cookieHeader, signupBody, uniqueIp } from "../../../test/accounts.ts";
import { getTestApp } from "../../../test/harness.ts";

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  ({ database } = await getTestApp());
  ({ app } = await buildClockedApp(database, {
    NODE_ENV: "production",
    AUTH_SECRET: "test-only-secret-0123456789abcdef0123456789",
    MEDIA_TOKEN_SECRET: "test-only-media-secret-0123456789abcdef0123",
    TICKET_SIGNING_KEY: "dGVzdC1vbmx5LXRpY2tldC1zZWVkLTAxMjM0NTY3ODk",
    PUBLIC_URL: "https://tazama.example",
  }));
});
afterAll(async () => {
  await app.close();
});

describe("accounts in production", () => {
  it("names the session cookie __Host-, Secure, httpOnly, SameSite=Lax, Path=/ and the user cookie Secure", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/users/signup",
      payload: signupBody(),
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(201);
    const byName = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
    expect(Object.keys(byName).sort()).toEqual(["__Host-tazama.session", "user"]);
    const session = byName["__Host-tazama.session"]!;
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
    expect(session.domain).toBeUndefined();
    const user = byName.user!;
    expect(user).toMatchObject({ secure: true, sameSite: "Lax", path: "/" });
    expect(user.httpOnly).toBeFalsy();
    expect(user.maxAge).toBe(USER_COOKIE_MAX_AGE_S);

    const me = await app.inject({
      method: "GET",
      url: "/api/v1/users/me",
      headers: { cookie: cookieHeader(response) },
    });
    expect(me.statusCode).toBe(200);
  });

  it("serves no development mailbox and no development OIDC provider", async () => {
    for (const url of [
      "/dev/mailbox",
      "/dev/mailbox.json",
      "/dev/oidc/.well-known/openid-configuration",
    ]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it("sends Google sign-in back to /login with an error when no Google client is configured", async () => {
    const response = await app.inject({ method: "GET", url: "/api/v1/auth/google" });
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location!, "https://tazama.example");
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("error")).toBe("auth/operation-not-allowed");
    // Only the code: the web maps it to words (issue 12, finding 11).
    expect([...location.searchParams.keys()]).toEqual(["error"]);
  });
});
