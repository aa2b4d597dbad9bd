import { z } from "zod";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { type TestApp, getTestApp } from "../../test/harness.ts";
import { currentRequestId, requestIdMixin, runInRequest } from "../lib/request-context.ts";
import { type JobDefinition, type JobLog, createJobQueue } from "./job-queue.ts";

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

const quiet: JobLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

function definition(name: string): JobDefinition<{ n: number }> {
  return {
    name,
    payload: z.object({ n: z.number().int() }),
    retryLimit: 2,
    retryDelayS: 1,
    expireInMinutes: 5,
  };
}

describe("the durable job queue (pg-boss on this database)", () => {
  it("keeps a job queued across a restart of the queue, and delivers its typed payload", async () => {
    const job = definition(`test-durable-${Date.now()}`);
    const first = createJobQueue(t.database, quiet, { pollingIntervalSeconds: 0.5 });
    await first.start();
    const id = await first.send(job, { n: 7 });
    await first.stop();

    const second = createJobQueue(t.database, quiet, { pollingIntervalSeconds: 0.5 });
    await second.start();
    const seen: [number, string][] = [];
    await second.work(job, async (payload, jobId) => {
      seen.push([payload.n, jobId]);
    });
    await vi.waitFor(
      () => {
        expect(seen).toEqual([[7, id]]);
      },
      { timeout: 20_000, interval: 100 },
    );
    await second.stop();
  });

  it("retries a failed job with backoff until it succeeds", async () => {
    const job = definition(`test-retry-${Date.now()}`);
    const queue = createJobQueue(t.database, quiet, { pollingIntervalSeconds: 0.5 });
    await queue.start();
    const attempts: number[] = [];
    await queue.work(job, async () => {
      attempts.push(attempts.length + 1);
      if (attempts.length === 1) throw new Error("transient");
    });
    const id = await queue.send(job, { n: 1 });
    await vi.waitFor(
      () => {
        expect(attempts).toEqual([1, 2]);
      },
      { timeout: 20_000, interval: 100 },
    );
    const { rows } = await t.database.raw.query<{
      state: string;
      retry_count: number;
      retry_backoff: boolean;
    }>("select state, retry_count, retry_backoff from pgboss.job where id = $1", [id]);
    await vi.waitFor(async () => {
      const again = await t.database.raw.query<{ state: string }>(
        "select state from pgboss.job where id = $1",
        [id],
      );
      expect(again.rows[0]?.state).toBe("completed");
    });
    expect(rows[0]).toMatchObject({ retry_count: 1, retry_backoff: true });
    await queue.stop();
  });

  it("runs a job queued while serving a request as part of it; its logs say the request's id", async () => {
    const job = definition(`test-request-${Date.now()}`);
    const queue = createJobQueue(t.database, quiet, { pollingIntervalSeconds: 0.5 });
    await queue.start();
    const seen: { n: number; requestId: string | undefined; logged: object }[] = [];
    await queue.work(job, async (payload) => {
      // What the logger (app.ts: pino's mixin) adds to each line the job writes.
      seen.push({ n: payload.n, requestId: currentRequestId(), logged: requestIdMixin() });
    });
    await runInRequest({ requestId: "0b9c4f6e-request" }, () => queue.send(job, { n: 1 }));
    await queue.send(job, { n: 2 });
    await vi.waitFor(
      () => {
        expect(seen).toHaveLength(2);
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(seen.sort((a, b) => a.n - b.n)).toEqual([
      { n: 1, requestId: "0b9c4f6e-request", logged: { requestId: "0b9c4f6e-request" } },
      { n: 2, requestId: undefined, logged: {} },
    ]);
    await queue.stop();
  });

  it("refuses to queue a payload of the wrong type", async () => {
    const job = definition(`test-typed-${Date.now()}`);
    const queue = createJobQueue(t.database, quiet);
    await queue.start();
    await expect(queue.send(job, { n: "seven" } as unknown as { n: number })).rejects.toThrow();
    await queue.stop();
  });
});
