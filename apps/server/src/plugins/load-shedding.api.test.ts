import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClockedApp } from "../../test/accounts.ts";
import { getTestApp } from "../../test/harness.ts";
import { type PressureReading, SHED_RETRY_AFTER_S, processPressure } from "./load-shedding.ts";

// Issue 44: past its thresholds the API answers 503 with Retry-After at once instead of stalling;
// health and metrics still answer. The test sets the process's reading instead of loading it.

let app: FastifyInstance;
let reading: PressureReading = { eventLoopDelayMs: 0, heapUsedBytes: 0 };

beforeAll(async () => {
  const { database } = await getTestApp();
  ({ app } = await buildClockedApp(
    database,
    { SHED_EVENT_LOOP_DELAY_MS: "200", SHED_HEAP_USED_MB: "512" },
    { pressure: { read: () => reading, stop: () => undefined } },
  ));
});
afterAll(async () => {
  await app.close();
});

describe("load shedding", () => {
  it("answers as usual below the thresholds", async () => {
    reading = { eventLoopDelayMs: 150, heapUsedBytes: 100 * 1_048_576 };
    expect((await app.inject({ method: "GET", url: "/api/v1/genres" })).statusCode).toBe(200);
  });

  it("answers 503 with Retry-After and the error shape past the event-loop delay", async () => {
    reading = { eventLoopDelayMs: 450, heapUsedBytes: 100 * 1_048_576 };
    const busy = await app.inject({ method: "GET", url: "/api/v1/genres" });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers["retry-after"]).toBe(String(SHED_RETRY_AFTER_S));
    expect(busy.json()).toEqual({
      error: { code: "server/busy", message: expect.stringMatching(/busy/) as string },
    });
    // A write is refused before it starts: nothing half done (the client retries it whole).
    const write = await app.inject({
      method: "POST",
      url: "/api/v1/users/login",
      payload: { email: "amina@example.com", password: "whatever-it-is" },
    });
    expect(write.statusCode).toBe(503);
  });

  it("answers 503 past the heap threshold, in the viewer's language", async () => {
    reading = { eventLoopDelayMs: 0, heapUsedBytes: 600 * 1_048_576 };
    const busy = await app.inject({
      method: "GET",
      url: "/api/v1/genres",
      headers: { "accept-language": "fr" },
    });
    expect(busy.statusCode).toBe(503);
    expect(busy.json<{ error: { message: string } }>().error.message).toMatch(/occupé/);
  });

  it("keeps answering health and metrics while it sheds", async () => {
    reading = { eventLoopDelayMs: 5_000, heapUsedBytes: 600 * 1_048_576 };
    expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(200);
    reading = { eventLoopDelayMs: 0, heapUsedBytes: 0 };
  });
});

describe("the process's own reading", () => {
  it("samples the event loop's delay and the heap", async () => {
    const pressure = processPressure();
    try {
      await expect
        .poll(() => pressure.read().heapUsedBytes, { timeout: 5_000, interval: 200 })
        .toBeGreaterThan(0);
      expect(pressure.read().eventLoopDelayMs).toBeGreaterThanOrEqual(0);
    } finally {
      pressure.stop();
    }
  });

  it("reads a stalled turn at once: a request behind CPU-bound work is shed without waiting", async () => {
    let clock = 0;
    const pressure = processPressure(() => clock);
    try {
      // The loop turns (its timer marks the time), then one turn holds it for 700 ms.
      clock = 1_000;
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(pressure.read().eventLoopDelayMs).toBeLessThan(50);
      clock += 700;
      expect(pressure.read().eventLoopDelayMs).toBeGreaterThanOrEqual(650);
      // The next turn marks it again: no stall left.
      await new Promise((resolve) => setTimeout(resolve, 60));
      expect(pressure.read().eventLoopDelayMs).toBeLessThan(50);
    } finally {
      pressure.stop();
    }
  });
});
