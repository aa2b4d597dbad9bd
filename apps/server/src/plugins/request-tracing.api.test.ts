import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { type TestApp, getTestApp } from "../../test/harness.ts";
import { type TestCollector, spanAttribute, startCollector } from "../../test/otlp-collector.ts";
import { buildApp } from "../app.ts";
import type { JobDefinition } from "../jobs/job-queue.ts";
import { currentRequestId } from "../lib/request-context.ts";
import { activeTracing, inSpan } from "../lib/tracing.ts";

// Issue 44 (ADR 0080): with OTEL_EXPORTER_OTLP_ENDPOINT set, a request is a server span (a child
// of the caller's traceparent) and the job it queues is a child of that span, in whichever
// process runs it; spans reach an OTLP/HTTP collector as JSON. Here the collector is a plain
// HTTP server that keeps what it is sent.

let t: TestApp;
let collector: TestCollector;
let app: FastifyInstance;

const job: JobDefinition<{ n: number }> = {
  name: `test-traced-${Date.now()}`,
  payload: z.object({ n: z.number().int() }),
  retryLimit: 0,
  retryDelayS: 1,
  expireInMinutes: 5,
};

beforeAll(async () => {
  t = await getTestApp();
  collector = await startCollector();
  app = await buildApp({
    config: { ...t.config, OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint },
    database: t.database,
    logger: false,
  });
  app.post("/api/v1/test-traced/:n", async (request) => {
    const n = Number((request.params as { n: string }).n);
    await app.jobs.queue.send(job, { n });
    return { queued: n };
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await collector.close();
});

const received = () => collector.spans;
const attribute = spanAttribute;

describe("traces of a request and the job it queues", () => {
  it("sends the request's span (child of the caller's) and the job's (child of the request's)", async () => {
    const seen: { n: number; requestId: string | undefined }[] = [];
    await app.jobs.queue.start();
    await app.jobs.queue.work(job, async (payload) => {
      seen.push({ n: payload.n, requestId: currentRequestId() });
      // Steps inside the job (a transcode's ffmpeg runs, a bucket's requests) are its children.
      await inSpan("transcode encode", { "tazama.media_job": "j-7" }, () =>
        inSpan("s3 PutObjectCommand", {}, async () => undefined),
      );
    });
    const traceId = randomBytes(16).toString("hex");
    const callerSpan = randomBytes(8).toString("hex");
    const res = await app.inject({
      method: "POST",
      url: "/api/v1/test-traced/7",
      headers: { traceparent: `00-${traceId}-${callerSpan}-01` },
    });
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(
      () => {
        expect(seen).toHaveLength(1);
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(seen[0]).toEqual({ n: 7, requestId: res.headers["x-request-id"] });

    await vi.waitFor(
      async () => {
        await activeTracing()?.flush();
        // Besides the database statements' spans (lib/statement-spans.api.test.ts).
        expect(received().filter((s) => s.traceId === traceId && s.kind !== 3)).toHaveLength(4);
      },
      { timeout: 20_000, interval: 200 },
    );
    const server = received().find((s) => s.name === "POST /api/v1/test-traced/:n")!;
    expect(server).toMatchObject({ traceId, parentSpanId: callerSpan, kind: 2 });
    expect(attribute(server, "http.response.status_code")).toBe(200);
    expect(attribute(server, "http.route")).toBe("/api/v1/test-traced/:n");
    expect(attribute(server, "tazama.request_id")).toBe(res.headers["x-request-id"]);
    const worked = received().find((s) => s.name === `job ${job.name}`)!;
    expect(worked).toMatchObject({ traceId, parentSpanId: server.spanId, kind: 5 });
    const encode = received().find((s) => s.name === "transcode encode")!;
    expect(encode).toMatchObject({ traceId, parentSpanId: worked.spanId, kind: 1 });
    expect(attribute(encode, "tazama.media_job")).toBe("j-7");
    const put = received().find((s) => s.name === "s3 PutObjectCommand")!;
    expect(put).toMatchObject({ traceId, parentSpanId: encode.spanId });
    // Queuing the job is a statement of the request's.
    const statements = received().filter((s) => s.traceId === traceId && s.kind === 3);
    expect(statements.map((s) => s.parentSpanId)).toContain(server.spanId);
    expect(collector.requests[0]).toBe("POST /v1/traces application/json");
  });

  it("makes no span and sends nothing without the endpoint", async () => {
    const before = received().length;
    const res = await t.app.inject({ url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(activeTracing()).not.toBeNull(); // the other app's, still open
    await activeTracing()?.flush();
    expect(received().length).toBe(before);
  });
});
