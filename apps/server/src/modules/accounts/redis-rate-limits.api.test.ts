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
});
