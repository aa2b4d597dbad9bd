import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestCollector, spanAttribute, startCollector } from "../../../test/otlp-collector.ts";
import { type TestS3rver, startS3rver } from "../../../test/s3rver.ts";
import { runInRequest } from "../../lib/request-context.ts";
import {
  SpanKind,
  type Tracing,
  inSpan,
  startSpan,
  startTracing,
  traceparentOf,
} from "../../lib/tracing.ts";
import { createS3Store, parseStoreUrl } from "./s3-store.ts";

// Issue 44 (ADR 0080): inside a request's or a job's trace, every request to the bucket is a span
// of its own (the SDK's middleware), and a step that fails says so; outside any, nothing is made.

let s3: TestS3rver;
let collector: TestCollector;
let tracing: Tracing;

beforeAll(async () => {
  s3 = await startS3rver(mkdtempSync(path.join(tmpdir(), "tazama-s3-spans-")), "tazama-spans");
  collector = await startCollector();
  tracing = startTracing({ endpoint: collector.endpoint, role: "test" })!;
});

afterAll(async () => {
  await tracing.shutdown();
  await collector.close();
  await s3.close();
});

const store = () =>
  createS3Store({
    ...parseStoreUrl("s3://tazama-spans/media"),
    region: "us-east-1",
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });

describe("spans inside a job", () => {
  it("makes each bucket request and each step a child span; a failed step is an error", async () => {
    const job = startSpan(tracing, "job transcode", SpanKind.CONSUMER, undefined);
    const bucket = store();
    await runInRequest({ traceparent: traceparentOf(job) }, async () => {
      await inSpan("transcode publish", {}, () =>
        bucket.put("a/master.m3u8", Buffer.from("#EXTM3U\n"), "application/vnd.apple.mpegurl"),
      );
      await expect(
        inSpan("transcode encode", {}, () => Promise.reject(new Error("ffmpeg exited with 1"))),
      ).rejects.toThrow("ffmpeg exited with 1");
    });
    job.end();
    // Outside any request or job: the request is made, with no span.
    expect((await bucket.read("a/master.m3u8"))?.toString()).toBe("#EXTM3U\n");
    await tracing.flush();

    const { traceId, spanId } = job.spanContext();
    const spans = collector.spans.filter((s) => s.traceId === traceId);
    expect(spans.map((s) => s.name).sort()).toEqual([
      "job transcode",
      "s3 PutObjectCommand",
      "transcode encode",
      "transcode publish",
    ]);
    const publish = spans.find((s) => s.name === "transcode publish")!;
    expect(publish.parentSpanId).toBe(spanId);
    const put = spans.find((s) => s.name === "s3 PutObjectCommand")!;
    expect(put.parentSpanId).toBe(publish.spanId);
    expect(spanAttribute(put, "aws.s3.bucket")).toBe("tazama-spans");
    const encode = spans.find((s) => s.name === "transcode encode")!;
    expect(encode.status).toMatchObject({ code: 2, message: "ffmpeg exited with 1" });
    expect(collector.spans.filter((s) => s.name === "s3 GetObjectCommand")).toHaveLength(0);
  });
});
