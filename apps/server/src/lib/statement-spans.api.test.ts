import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type TestApp, getTestApp } from "../../test/harness.ts";
import {
  type OtlpSpan,
  type TestCollector,
  spanAttribute,
  startCollector,
} from "../../test/otlp-collector.ts";
import { buildApp } from "../app.ts";
import { activeTracing } from "./tracing.ts";

// Issue 44 (ADR 0080): inside a request's trace, each SQL statement is a client span of the
// request's span, named and described by OpenTelemetry's database conventions, with the
// statement's text but never its values; a failed statement is an error. Outside any trace,
// nothing is made.

let t: TestApp;
let collector: TestCollector;
let app: FastifyInstance;

beforeAll(async () => {
  t = await getTestApp();
  collector = await startCollector();
  app = await buildApp({
    config: { ...t.config, OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint },
    database: t.database,
    logger: false,
  });
  // A statement that fails, quoting its value in PostgreSQL's message.
  app.get("/api/v1/test-statements/:value", async (request) => {
    const { value } = request.params as { value: string };
    const failed = await t.database.raw
      .query("select $1::uuid as id", [value])
      .then(() => false)
      .catch(() => true);
    return { failed };
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await collector.close();
});

/** The spans of a request sent with a traceparent of a new trace, once its own span is in. */
async function tracedRequest(url: string): Promise<{ status: number; spans: OtlpSpan[] }> {
  const traceId = randomBytes(16).toString("hex");
  const res = await app.inject({
    url,
    headers: { traceparent: `00-${traceId}-${randomBytes(8).toString("hex")}-01` },
  });
  await vi.waitFor(
    async () => {
      await activeTracing()?.flush();
      expect(collector.spans.some((s) => s.traceId === traceId && s.kind === 2)).toBe(true);
    },
    { timeout: 20_000, interval: 100 },
  );
  return { status: res.statusCode, spans: collector.spans.filter((s) => s.traceId === traceId) };
}

/** Every attribute value and status message of `spans`, as text. */
const everyValue = (spans: OtlpSpan[]): string =>
  JSON.stringify(spans.map((s) => [s.attributes, s.status ?? {}]));

describe("database statement spans", () => {
  it("makes each statement of a request a child of the request's span, without its values", async () => {
    const secret = `nobody-${randomBytes(6).toString("hex")}`;
    const { status, spans } = await tracedRequest(`/api/v1/people/${secret}`);
    expect(status).toBe(404);
    const server = spans.find((s) => s.kind === 2)!;
    const statements = spans.filter((s) => s.kind === 3);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(statement.parentSpanId).toBe(server.spanId);
      expect(spanAttribute(statement, "db.system.name")).toBe("postgresql");
      expect(spanAttribute(statement, "db.system")).toBe("postgresql");
      expect(statement.status?.code ?? 0).toBe(0);
    }
    const lookup = statements.find((s) => spanAttribute(s, "db.collection.name") === "people")!;
    expect(lookup.name).toBe("SELECT people");
    expect(spanAttribute(lookup, "db.operation.name")).toBe("SELECT");
    expect(spanAttribute(lookup, "db.query.text")).toMatch(/^select .* from "people" .*\$1/);
    expect(everyValue(spans)).not.toContain(secret);
  });

  it("makes a failed statement an error span, named by its SQLSTATE, not its message", async () => {
    const secret = `not-a-uuid-${randomBytes(6).toString("hex")}`;
    const { status, spans } = await tracedRequest(`/api/v1/test-statements/${secret}`);
    expect(status).toBe(200);
    const failed = spans.find((s) => spanAttribute(s, "db.query.text") === "select $1::uuid as id");
    expect(failed).toMatchObject({
      name: "SELECT",
      kind: 3,
      status: { code: 2, message: "22P02" },
    });
    expect(spanAttribute(failed!, "error.type")).toBe("22P02");
    expect(spanAttribute(failed!, "db.response.status_code")).toBe("22P02");
    expect(everyValue(spans)).not.toContain(secret);
  });

  it("makes no span of a statement outside any trace", async () => {
    await t.database.raw.query("select 1 as outside_any_trace");
    await t.database.db.execute(sql`select 2 as outside_any_trace`);
    expect(activeTracing()).not.toBeNull(); // the traced app's, still open
    await activeTracing()?.flush();
    const outside = collector.spans.filter((s) =>
      String(spanAttribute(s, "db.query.text")).includes("outside_any_trace"),
    );
    expect(outside).toEqual([]);
  });
});
