import { type ApiError, AUTH_ERRORS } from "@tazama/contracts";
import type { Database } from "@tazama/db";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import {
  buildClockedApp,
  createTestUser,
  signupBody,
  uniqueEmail,
  uniqueIp,
} from "../../../test/accounts.ts";
import { getTestApp } from "../../../test/harness.ts";
import type { ManualClock } from "../../lib/clock.ts";
import { DEFAULT_RATE_LIMITS } from "./rate-limits.ts";

let app: FastifyInstance;
let clock: ManualClock;
let database: Database;

beforeAll(async () => {
  ({ database } = await getTestApp());
  ({ app, clock } = await buildClockedApp(database));
});

const post = (url: string, payload: object, ip: string) =>
  app.inject({ method: "POST", url, payload, remoteAddress: ip });

function expectTooMany(
  response: { statusCode: number; headers: Record<string, unknown>; json: <T>() => T },
  retryAfterS?: number,
) {
  expect(response.statusCode).toBe(429);
  expect(response.json<ApiError>().error).toEqual({
    code: "auth/too-many-requests",
    message: "Too many failed login attempts. Please wait a few minutes before trying again.",
  });
  expect(AUTH_ERRORS["auth/too-many-requests"].message).toBe(
    response.json<ApiError>().error.message,
  );
  // Every 429 says when to come back (issue 12, finding 10).
  const retryAfter = Number(response.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  if (retryAfterS !== undefined) expect(retryAfter).toBe(retryAfterS);
}

const login = (email: string, password: string, ip: string) =>
  post("/api/v1/users/login", { email, password }, ip);

const SECOND = 1000;

describe("rate limits", () => {
  it("limits log-ins per IP, then lets the IP in again after the window", async () => {
    const ip = uniqueIp();
    const { max, windowMs } = DEFAULT_RATE_LIMITS.loginPerIp;
    for (let i = 0; i < max; i++) {
      const r = await post("/api/v1/users/login", { email: uniqueEmail(), password: "x" }, ip);
      expect(r.statusCode).toBe(401);
    }
    expectTooMany(
      await post("/api/v1/users/login", { email: uniqueEmail(), password: "x" }, ip),
      windowMs / SECOND,
    );
    // Another IP is not affected.
    const other = await post(
      "/api/v1/users/login",
      { email: uniqueEmail(), password: "x" },
      uniqueIp(),
    );
    expect(other.statusCode).toBe(401);
    clock.advance(windowMs);
    const later = await post("/api/v1/users/login", { email: uniqueEmail(), password: "x" }, ip);
    expect(later.statusCode).toBe(401);
  });

  it("slows one address down after 5 failures for an account, doubling the wait up to a cap; other addresses are not slowed (issue 12, finding 6)", async () => {
    const user = await createTestUser(app, database);
    const { freeFailures, firstDelayMs, maxDelayMs } = DEFAULT_RATE_LIMITS.loginBackoff;
    expect(freeFailures).toBe(5);
    const ip = uniqueIp();
    for (let i = 0; i < freeFailures; i++) {
      expect((await login(user.email, `wrong-${i}`, ip)).statusCode).toBe(401);
    }
    // Even the right password waits from that address…
    expectTooMany(await login(user.email, user.password, ip), firstDelayMs / SECOND);
    // …but not from another one.
    expect((await login(user.email, user.password, uniqueIp())).statusCode).toBe(200);

    let delayMs = firstDelayMs;
    for (let step = 0; step < 6; step++) {
      clock.advance(delayMs - SECOND);
      expectTooMany(await login(user.email, user.password, ip), 1);
      clock.advance(SECOND);
      expect((await login(user.email, "still-wrong", ip)).statusCode).toBe(401);
      delayMs = Math.min(delayMs * 2, maxDelayMs);
      expectTooMany(await login(user.email, user.password, ip), delayMs / SECOND);
    }
    expect(delayMs).toBe(maxDelayMs);
    clock.advance(delayMs);
    expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
  });

  it("never locks the owner out: after 150 failures from other addresses the right password from a clean address signs in (issue 12, finding 6)", async () => {
    const user = await createTestUser(app, database);
    for (let i = 0; i < 150; i++) {
      const r = await login(user.email, `wrong-${i}`, uniqueIp());
      expect(r.statusCode).toBe(401);
    }
    expect((await login(user.email, user.password, uniqueIp())).statusCode).toBe(200);

    // The account-wide brake: while the account is being guessed at, an address that fails
    // once waits before its next try.
    const { max } = DEFAULT_RATE_LIMITS.loginFailuresPerAccount;
    expect(150).toBeGreaterThan(max);
    const attacker = uniqueIp();
    expect((await login(user.email, "one-more-guess", attacker)).statusCode).toBe(401);
    expectTooMany(
      await login(user.email, "and-another", attacker),
      DEFAULT_RATE_LIMITS.loginBackoff.firstDelayMs / SECOND,
    );
  });

  it("counts sign-up with an existing email as a log-in attempt (issue 12, finding 6)", async () => {
    const user = await createTestUser(app, database);
    const ip = uniqueIp();
    const signup = (password: string, from: string) =>
      post("/api/v1/users/signup", signupBody({ email: user.email, password }), from);
    const { freeFailures, firstDelayMs } = DEFAULT_RATE_LIMITS.loginBackoff;
    for (let i = 0; i < freeFailures; i++) {
      const r = await signup(`wrong-password-${i}`, ip);
      expect(r.statusCode).toBe(409);
      expect(r.json<ApiError>().error.code).toBe("auth/email-already-in-use");
    }
    expectTooMany(await signup(user.password, ip), firstDelayMs / SECOND);
    expectTooMany(await login(user.email, user.password, ip), firstDelayMs / SECOND);
    expect((await signup(user.password, uniqueIp())).statusCode).toBe(200);
  });

  it("limits sign-ups per IP", async () => {
    const ip = uniqueIp();
    const { max } = DEFAULT_RATE_LIMITS.signupPerIp;
    for (let i = 0; i < max; i++) {
      // Invalid phone: counted, but cheap (no account, no hashing).
      const r = await post("/api/v1/users/signup", signupBody({ phone_number: "+999123456" }), ip);
      expect(r.statusCode).toBe(400);
    }
    expectTooMany(await post("/api/v1/users/signup", signupBody(), ip));
  });

  it("limits reset mails per account and per IP", async () => {
    const user = await createTestUser(app, database);
    const perAccount = DEFAULT_RATE_LIMITS.resetPerAccount.max;
    for (let i = 0; i < perAccount; i++) {
      const r = await post("/api/v1/users/password-reset", { email: user.email }, uniqueIp());
      expect(r.statusCode).toBe(202);
    }
    expectTooMany(await post("/api/v1/users/password-reset", { email: user.email }, uniqueIp()));

    const ip = uniqueIp();
    for (let i = 0; i < DEFAULT_RATE_LIMITS.resetPerIp.max; i++) {
      const r = await post("/api/v1/users/password-reset", { email: uniqueEmail() }, ip);
      expect(r.statusCode).toBe(202);
    }
    expectTooMany(await post("/api/v1/users/password-reset", { email: uniqueEmail() }, ip));
  });

  it("limits PATCH /users/me per account and per IP, with Retry-After (issue 12, finding 9)", async () => {
    const patch = (cookie: string, ip: string) =>
      app.inject({
        method: "PATCH",
        url: "/api/v1/users/me",
        payload: { name: `Prober ${uniqueIp()}` },
        remoteAddress: ip,
        headers: { cookie },
      });
    const prober = await createTestUser(app, database);
    const perAccount = DEFAULT_RATE_LIMITS.profilePerAccount;
    for (let i = 0; i < perAccount.max; i++) {
      expect((await patch(prober.cookie, uniqueIp())).statusCode).toBe(200);
    }
    expectTooMany(await patch(prober.cookie, uniqueIp()), perAccount.windowMs / SECOND);
    clock.advance(perAccount.windowMs);
    expect((await patch(prober.cookie, uniqueIp())).statusCode).toBe(200);

    const ip = uniqueIp();
    const perIp = DEFAULT_RATE_LIMITS.profilePerIp;
    const users = await Promise.all(
      Array.from({ length: Math.ceil(perIp.max / perAccount.max) + 1 }, () =>
        createTestUser(app, database),
      ),
    );
    for (let i = 0; i < perIp.max; i++) {
      const user = users[i % users.length]!;
      expect((await patch(user.cookie, ip)).statusCode).toBe(200);
    }
    expectTooMany(await patch(users[0]!.cookie, ip));
  });
});
