import type { FastifyInstance } from "fastify";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildClockedApp } from "../../../test/accounts.ts";
import { getTestApp } from "../../../test/harness.ts";

// Issue 44: GET /metrics in Prometheus's text format, for this machine or a bearer of the token.

const TOKEN = "metrics-token-for-the-test-0123456789";
let app: FastifyInstance;

beforeAll(async () => {
  const { database } = await getTestApp();
  ({ app } = await buildClockedApp(database, { METRICS_TOKEN: TOKEN }));
});
afterAll(async () => {
  await app.close();
});

/** One sample's value from the text format, or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.indexOf("}"));
    if (Object.entries(labels).every(([k, v]) => inside.includes(`${k}="${v}"`))) {
      return Number(line.slice(line.lastIndexOf(" ") + 1));
    }
  }
  return undefined;
}

describe("GET /metrics", () => {
  it("counts requests by route pattern and status, with the runtime's own metrics", async () => {
    for (let i = 0; i < 3; i += 1) await app.inject({ method: "GET", url: "/api/v1/genres" });
    await app.inject({ method: "GET", url: "/api/v1/content/no-such-title" });
    const response = await app.inject({ method: "GET", url: "/metrics" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    const genres = { method: "GET", route: "/api/v1/genres", status_code: "200" };
    expect(sample(text, "http_request_duration_seconds_count", genres)).toBeGreaterThanOrEqual(3);
    // The pattern, not the URL: one series for every title.
    expect(
      sample(text, "http_request_duration_seconds_count", {
        route: "/api/v1/content/:ref",
        status_code: "404",
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain("no-such-title");
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds\{/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes\{/m);
    expect(text).toContain("# TYPE tazama_jobs_waiting gauge");
    expect(text).toContain('role="api+worker"');
  });

  it("shows the job queue's backlog per job type", async () => {
    // A job type of its own that no process works: its two jobs wait.
    const job = {
      name: `metrics-test-${randomUUID().slice(0, 8)}`,
      payload: z.object({ n: z.number() }),
      retryLimit: 0,
      retryDelayS: 1,
      expireInMinutes: 1,
    };
    await app.jobs.queue.start();
    await app.jobs.queue.send(job, { n: 1 });
    await app.jobs.queue.send(job, { n: 2 });
    const text = (await app.inject({ method: "GET", url: "/metrics" })).body;
    expect(sample(text, "tazama_jobs_waiting", { job_type: job.name })).toBe(2);
    const oldest = sample(text, "tazama_jobs_oldest_waiting_seconds", { job_type: job.name });
    expect(oldest).toBeGreaterThanOrEqual(0);
    expect(oldest).toBeLessThan(600);
  });

  it("is refused through the edge without the token, as if nothing were there", async () => {
    const viaEdge = await app.inject({
      method: "GET",
      url: "/metrics",
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect(viaEdge.statusCode).toBe(404);
    expect(viaEdge.body).not.toContain("http_request_duration_seconds");
    const wrong = await app.inject({
      method: "GET",
      url: "/metrics",
      headers: { "x-forwarded-for": "203.0.113.9", authorization: "Bearer not-the-token-at-all" },
    });
    expect(wrong.statusCode).toBe(404);
  });

  it("answers a bearer of METRICS_TOKEN from anywhere", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/metrics",
      headers: { "x-forwarded-for": "203.0.113.9", authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("http_request_duration_seconds_bucket");
  });

  it("is refused to a connection from another machine", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/metrics",
      remoteAddress: "198.51.100.7",
    });
    expect(response.statusCode).toBe(404);
  });
});
