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

function expectTooMany(response: { statusCode: number; json: <T>() => T }) {
  expect(response.statusCode).toBe(429);
  expect(response.json<ApiError>().error).toEqual({
    code: "auth/too-many-requests",
    message: "Too many failed login attempts. Please wait a few minutes before trying again.",
  });
  expect(AUTH_ERRORS["auth/too-many-requests"].message).toBe(
    response.json<ApiError>().error.message,
  );
}

describe("rate limits", () => {
  it("limits log-ins per IP, then lets the IP in again after the window", async () => {
    const ip = uniqueIp();
    const { max, windowMs } = DEFAULT_RATE_LIMITS.loginPerIp;
    for (let i = 0; i < max; i++) {
      const r = await post("/api/v1/users/login", { email: uniqueEmail(), password: "x" }, ip);
      expect(r.statusCode).toBe(401);
    }
    expectTooMany(await post("/api/v1/users/login", { email: uniqueEmail(), password: "x" }, ip));
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

  it("allows at most 100 failed log-ins per account per hour, whatever the IP; no permanent lock-out", async () => {
    const user = await createTestUser(app, database);
    const { max, windowMs } = DEFAULT_RATE_LIMITS.loginFailuresPerAccount;
    expect(max).toBe(100);
    expect(windowMs).toBe(60 * 60 * 1000);
    for (let i = 0; i < max; i++) {
      const r = await post(
        "/api/v1/users/login",
        { email: user.email, password: `wrong-${i}` },
        uniqueIp(),
      );
      expect(r.statusCode).toBe(401);
    }
    // Even the right password waits now: the account is being guessed at.
    expectTooMany(
      await post("/api/v1/users/login", { email: user.email, password: user.password }, uniqueIp()),
    );
    clock.advance(windowMs);
    const after = await post(
      "/api/v1/users/login",
      { email: user.email, password: user.password },
      uniqueIp(),
    );
    expect(after.statusCode).toBe(200);
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
});
