import { randomInt } from "node:crypto";
import type { ApiError } from "@tazama/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClockedApp, uniqueEmail } from "../../../test/accounts.ts";
import { getTestApp } from "../../../test/harness.ts";
import { DEFAULT_RATE_LIMITS } from "./rate-limits.ts";

// Needs a Redis server: TEST_REDIS_URL=redis://127.0.0.1:6379 (skipped without it).
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)("rate limits in Redis (REDIS_URL)", () => {
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    const { database } = await getTestApp();
    ({ app: a } = await buildClockedApp(database, { REDIS_URL: redisUrl! }));
    ({ app: b } = await buildClockedApp(database, { REDIS_URL: redisUrl! }));
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it("shares the per-IP log-in counter between two API servers", async () => {
    // A random IP: Redis keeps counters across test runs for the window.
    const ip = `172.${16 + randomInt(16)}.${randomInt(256)}.${randomInt(256)}`;
    const login = (app: FastifyInstance) =>
      app.inject({
        method: "POST",
        url: "/api/v1/users/login",
        payload: { email: uniqueEmail(), password: "x" },
        remoteAddress: ip,
      });
    const { max } = DEFAULT_RATE_LIMITS.loginPerIp;
    for (let i = 0; i < max; i++) {
      expect((await login(i % 2 === 0 ? a : b)).statusCode).toBe(401);
    }
    const refused = await login(a);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ApiError>().error.code).toBe("auth/too-many-requests");
    expect((await login(b)).statusCode).toBe(429);
  });

  it("shares the per-account, per-address backoff between two API servers, with Retry-After", async () => {
    const ip = `172.${16 + randomInt(16)}.${randomInt(256)}.${randomInt(256)}`;
    const email = uniqueEmail("redis-backoff");
    const login = (app: FastifyInstance, from = ip) =>
      app.inject({
        method: "POST",
        url: "/api/v1/users/login",
        payload: { email, password: "wrong-password" },
        remoteAddress: from,
      });
    const { freeFailures, firstDelayMs } = DEFAULT_RATE_LIMITS.loginBackoff;
    for (let i = 0; i < freeFailures; i++) {
      expect((await login(i % 2 === 0 ? a : b)).statusCode).toBe(401);
    }
    for (const app of [a, b]) {
      const refused = await login(app);
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(firstDelayMs / 1000 - 5);
      expect(retryAfter).toBeLessThanOrEqual(firstDelayMs / 1000);
    }
    // Another address is not slowed.
    const elsewhere = `172.${16 + randomInt(16)}.${randomInt(256)}.${randomInt(256)}`;
    expect((await login(a, elsewhere)).statusCode).toBe(401);
  });
});
