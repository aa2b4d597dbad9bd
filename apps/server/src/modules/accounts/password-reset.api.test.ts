import { type ApiError, AUTH_ERRORS, type DevMailbox } from "@tazama/contracts";
import type { Database } from "@tazama/db";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import {
  buildClockedApp,
  cookieHeader,
  createTestUser,
  uniqueEmail,
  uniqueIp,
} from "../../../test/accounts.ts";
import { getTestApp } from "../../../test/harness.ts";
import type { ManualClock } from "../../lib/clock.ts";

let app: FastifyInstance;
let clock: ManualClock;
let database: Database;

beforeAll(async () => {
  ({ database } = await getTestApp());
  ({ app, clock } = await buildClockedApp(database, { PUBLIC_URL: "https://tazama.test" }));
});

const post = (url: string, payload: object, cookie?: string) =>
  app.inject({
    method: "POST",
    url,
    payload,
    remoteAddress: uniqueIp(),
    headers: cookie ? { cookie } : {},
  });

async function mailbox(): Promise<DevMailbox> {
  const response = await app.inject({ method: "GET", url: "/dev/mailbox.json" });
  expect(response.statusCode).toBe(200);
  return response.json<DevMailbox>();
}

/** Asks for a reset and returns the token from the link in the newest mail to that address. */
async function requestToken(email: string): Promise<string> {
  const response = await post("/api/v1/users/password-reset", { email });
  expect(response.statusCode).toBe(202);
  const mail = (await mailbox()).messages.find((m) => m.to === email);
  expect(mail?.subject).toBe("Reset your Tazama password");
  const link = mail!.links.find((l) => l.startsWith("https://tazama.test/reset-password?token="));
  expect(link).toBeDefined();
  return new URL(link!).searchParams.get("token")!;
}

const me = (cookie: string) =>
  app.inject({ method: "GET", url: "/api/v1/users/me", headers: { cookie } });

describe("password reset", () => {
  it("answers 202 for an unknown email and sends nothing", async () => {
    const email = uniqueEmail("nobody");
    const response = await post("/api/v1/users/password-reset", { email });
    expect(response.statusCode).toBe(202);
    expect((await mailbox()).messages.some((m) => m.to === email)).toBe(false);
  });

  it("mails a ≥128-bit token stored only as a hash", async () => {
    const user = await createTestUser(app, database);
    const token = await requestToken(user.email);
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    const stored = await database.raw.query<{ identifier: string }>(
      "select identifier from verifications where value = $1",
      [user.uid],
    );
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]!.identifier).not.toContain(token);
    expect(stored.rows[0]!.identifier).toMatch(/^password-reset:[0-9a-f]{64}$/);
  });

  it("sets the new password, ends every session, and works only once", async () => {
    const user = await createTestUser(app, database);
    const secondSession = await post("/api/v1/users/login", {
      email: user.email,
      password: user.password,
    });
    expect((await me(cookieHeader(secondSession))).statusCode).toBe(200);
    const token = await requestToken(user.email);

    const confirm = await post("/api/v1/users/password-reset/confirm", {
      token,
      password: "new-savanna-sunrise-7",
    });
    expect(confirm.statusCode).toBe(204);
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect((await me(cookieHeader(secondSession))).statusCode).toBe(401);

    const oldLogin = await post("/api/v1/users/login", {
      email: user.email,
      password: user.password,
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await post("/api/v1/users/login", {
      email: user.email,
      password: "new-savanna-sunrise-7",
    });
    expect(newLogin.statusCode).toBe(200);

    const again = await post("/api/v1/users/password-reset/confirm", {
      token,
      password: "another-savanna-8",
    });
    expect(again.statusCode).toBe(400);
    expect(again.json<ApiError>().error.code).toBe("auth/invalid-action-code");
  });

  it("tells the page whether a link is still usable — fresh yes; used, expired or unknown no — consuming nothing", async () => {
    const user = await createTestUser(app, database);
    const check = async (token: string) =>
      (await post("/api/v1/users/password-reset/check", { token })).json<{ valid: boolean }>();
    const token = await requestToken(user.email);
    expect(await check(token)).toEqual({ valid: true });
    expect(await check(token)).toEqual({ valid: true });
    expect(await check("not-a-token-anyone-was-sent")).toEqual({ valid: false });
    const used = await post("/api/v1/users/password-reset/confirm", {
      token,
      password: "checked-then-used-7",
    });
    expect(used.statusCode).toBe(204);
    expect(await check(token)).toEqual({ valid: false });

    const late = await requestToken(user.email);
    clock.advance(16 * 60_000);
    expect(await check(late)).toEqual({ valid: false });
    const bad = await post("/api/v1/users/password-reset/check", { token: "" });
    expect(bad.statusCode).toBe(400);
  });

  it("voids the user's other reset links once one is used (issue 12, finding 10)", async () => {
    const user = await createTestUser(app, database);
    const other = await createTestUser(app, database);
    const first = await requestToken(user.email);
    clock.advance(1000); // the mailbox lists newest first
    const second = await requestToken(user.email);
    const othersLink = await requestToken(other.email);
    expect(second).not.toBe(first);

    const used = await post("/api/v1/users/password-reset/confirm", {
      token: second,
      password: "second-link-wins-5",
    });
    expect(used.statusCode).toBe(204);
    const stale = await post("/api/v1/users/password-reset/confirm", {
      token: first,
      password: "first-link-too-late-6",
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json<ApiError>().error).toEqual({
      code: "auth/invalid-action-code",
      message: AUTH_ERRORS["auth/invalid-action-code"].message,
    });
    const login = await post("/api/v1/users/login", {
      email: user.email,
      password: "second-link-wins-5",
    });
    expect(login.statusCode).toBe(200);

    // Another user's link is untouched.
    const unaffected = await post("/api/v1/users/password-reset/confirm", {
      token: othersLink,
      password: "other-user-fine-7",
    });
    expect(unaffected.statusCode).toBe(204);
  });

  it("refuses a token after 15 minutes (injected clock)", async () => {
    const user = await createTestUser(app, database);
    const fresh = await requestToken(user.email);
    clock.advance(14 * 60 * 1000);
    const stillValid = await post("/api/v1/users/password-reset/confirm", {
      token: fresh,
      password: "fourteen-minutes-ok-1",
    });
    expect(stillValid.statusCode).toBe(204);

    const token = await requestToken(user.email);
    clock.advance(15 * 60 * 1000 + 1);
    const expired = await post("/api/v1/users/password-reset/confirm", {
      token,
      password: "too-late-for-this-2",
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json<ApiError>().error.code).toBe("auth/invalid-action-code");
  });

  it("refuses a weak new password without using the token up", async () => {
    const user = await createTestUser(app, database);
    const token = await requestToken(user.email);
    const weak = await post("/api/v1/users/password-reset/confirm", {
      token,
      password: "password1",
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json<ApiError>().error.code).toBe("auth/weak-password");
    const ok = await post("/api/v1/users/password-reset/confirm", {
      token,
      password: "strong-enough-now-3",
    });
    expect(ok.statusCode).toBe(204);
  });

  it("refuses an unknown token and a malformed email", async () => {
    const unknown = await post("/api/v1/users/password-reset/confirm", {
      token: "x".repeat(43),
      password: "whatever-long-9",
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ApiError>().error.code).toBe("auth/invalid-action-code");
    const bad = await post("/api/v1/users/password-reset", { email: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiError>().error.code).toBe("auth/invalid-email");
  });

  it("shows the messages with their links on /dev/mailbox", async () => {
    const user = await createTestUser(app, database);
    await requestToken(user.email);
    const page = await app.inject({ method: "GET", url: "/dev/mailbox" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain(user.email);
    expect(page.body).toMatch(/<a href="https:\/\/tazama\.test\/reset-password\?token=/);
  });
});
