import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClockedApp } from "../../../test/accounts.ts";
import { getTestApp } from "../../../test/harness.ts";
import "./metrics.public.ts";

// Issue 44 (ADR 0076): a worker answers no HTTP, so it serves its own /metrics on METRICS_PORT,
// with its role, under the same rule as the API's.

const TOKEN = "worker-metrics-token-0123456789abcdef";
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  const { database } = await getTestApp();
  // A single-role process needs the shared settings; on PostgreSQL, this test database's URL.
  const server = process.env.TEST_DATABASE_URL;
  const name = (database as { name?: string }).name;
  const databaseUrl = server && name ? new URL(`/${name}`, server).toString() : undefined;
  ({ app } = await buildClockedApp(database, {
    ROLES: "worker",
    DATABASE_URL: databaseUrl ?? "postgres://unused.invalid/pglite-in-this-test",
    AUTH_SECRET: "worker-metrics-test-secret-0123456789abcdef",
    MEDIA_TOKEN_SECRET: "worker-metrics-test-media-secret-0123456789",
    METRICS_TOKEN: TOKEN,
  }));
  const { port } = await app.serveMetrics({ port: 0, host: "127.0.0.1" });
  url = `http://127.0.0.1:${port}/metrics`;
});
afterAll(async () => {
  await app.close();
});

describe("a worker's metrics port", () => {
  it("serves the worker's registry, labelled with its role, to this machine", async () => {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(/^nodejs_heap_size_used_bytes\{role="worker"\}/m);
    expect(text).toContain("# TYPE tazama_jobs_waiting gauge");
    // What only workers count: the alerts their checks tell.
    expect(text).toContain("# TYPE tazama_quality_alerts_total counter");
    expect(text).not.toContain('role="api');
  });

  it("refuses a request through a proxy without the token, and answers one with it", async () => {
    const viaEdge = await fetch(url, { headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(viaEdge.status).toBe(404);
    expect(await viaEdge.text()).not.toContain("nodejs_");
    const wrong = await fetch(url, {
      headers: { "x-forwarded-for": "203.0.113.9", authorization: "Bearer not-the-token-at-all" },
    });
    expect(wrong.status).toBe(404);
    const bearer = await fetch(url, {
      headers: { "x-forwarded-for": "203.0.113.9", authorization: `Bearer ${TOKEN}` },
    });
    expect(bearer.status).toBe(200);
    expect(await bearer.text()).toContain('role="worker"');
  });

  it("serves nothing else", async () => {
    const other = await fetch(url.replace("/metrics", "/api/v1/genres"));
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({
      error: { code: "not_found", message: "GET /api/v1/genres does not exist." },
    });
  });
});
