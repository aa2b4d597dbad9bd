import type { Database } from "@tazama/db";
import PgBoss from "pg-boss";
import { currentRequestId, currentTraceparent, runInRequest } from "../lib/request-context.ts";
import { SpanKind, activeTracing, endSpan, startSpan, traceparentOf } from "../lib/tracing.ts";
import type { z } from "zod";

/** Where a job keeps the id of the request that queued it, beside its payload, */
const REQUEST_ID_KEY = "_requestId";
/** and the request's span (W3C traceparent) when tracing is on. */
const TRACEPARENT_KEY = "_traceparent";

const textAt = (data: unknown, key: string): string | undefined => {
  const value = (data as Record<string, unknown> | null)?.[key];
  return typeof value === "string" ? value : undefined;
};

/** A job kind: its queue name, typed payload and retry policy. */
export interface JobDefinition<P> {
  name: string;
  payload: z.ZodType<P>;
  retryLimit: number;
  /** Seconds before the first retry; doubled each time with retryBackoff. */
  retryDelayS: number;
  /** An active job not finished by then (process died) is retried. */
  expireInMinutes: number;
}

export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobQueue {
  start(): Promise<void>;
  stop(): Promise<void>;
  send<P>(job: JobDefinition<P>, payload: P): Promise<string>;
  /**
   * Runs jobs of this kind in this process, one at a time. `stopping` is aborted when the queue
   * stops (the process is shutting down): a long job hands its work back instead of being cut
   * off at the end of the grace period.
   */
  work<P>(
    job: JobDefinition<P>,
    handler: (payload: P, jobId: string, stopping: AbortSignal) => Promise<void>,
  ): Promise<void>;
  /** Jobs waiting to run (queued or waiting for a retry) per kind, and the oldest one's age. */
  backlog(): Promise<JobBacklog[]>;
}

export interface JobBacklog {
  name: string;
  waiting: number;
  oldestSeconds: number;
}

/**
 * pg-boss needs `executeSql(text, values)`. On PGlite its schema set-up sends several statements
 * in one string, which only `exec` accepts; parameterised queries go through `query` (DESIGN §3).
 */
export function pgBossDb(database: Database): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (database.kind === "postgres" || (values && values.length > 0)) {
        return database.raw.query(text, values);
      }
      if (/;\s*\S/.test(text.trim().replace(/;+$/, ""))) {
        await database.raw.exec(text);
        return { rows: [] };
      }
      return database.raw.query(text);
    },
  };
}

export function createJobQueue(
  database: Database,
  log: JobLog,
  options: { pollingIntervalSeconds?: number } = {},
): JobQueue {
  const boss = new PgBoss({
    db: pgBossDb(database),
    // One maintenance loop is plenty for the embedded database; cron schedules are not used.
    schedule: false,
  });
  boss.on("error", (error) => {
    log.error({ err: error }, "job queue error");
  });
  const created = new Set<string>();
  let started = false;
  let stopping = new AbortController();

  async function ensureQueue<P>(job: JobDefinition<P>): Promise<void> {
    if (created.has(job.name)) return;
    await boss.createQueue(job.name, {
      name: job.name,
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelayS,
      retryBackoff: true,
      expireInSeconds: job.expireInMinutes * 60,
    });
    created.add(job.name);
  }

  return {
    async backlog() {
      try {
        const { rows } = await database.raw.query<{
          name: string;
          waiting: number | string;
          oldest: number | string;
        }>(
          `select name, count(*)::int as waiting,
                  extract(epoch from now() - min(created_on))::float8 as oldest
             from pgboss.job where state in ('created', 'retry') group by name`,
        );
        return rows.map((row) => ({
          name: row.name,
          waiting: Number(row.waiting),
          oldestSeconds: Math.max(0, Number(row.oldest)),
        }));
      } catch {
        // Before pg-boss made its tables (a process that has not started the queue): none.
        return [];
      }
    },
    async start() {
      if (started) return;
      if (stopping.signal.aborted) stopping = new AbortController();
      await boss.start();
      started = true;
    },
    async stop() {
      if (!started) return;
      started = false;
      // Running handlers hand their jobs back first; pg-boss then waits for them, within the
      // server's shutdown grace (server.ts: 10 s).
      stopping.abort();
      await boss.stop({ graceful: true, wait: true, timeout: 8_000, close: false });
    },
    async send<P>(job: JobDefinition<P>, payload: P) {
      const parsed = job.payload.parse(payload) as object;
      // Queued while serving a request: the job runs (and logs, and traces) as part of it.
      const requestId = currentRequestId();
      const traceparent = currentTraceparent();
      const data = {
        ...parsed,
        ...(requestId ? { [REQUEST_ID_KEY]: requestId } : {}),
        ...(traceparent ? { [TRACEPARENT_KEY]: traceparent } : {}),
      };
      await ensureQueue(job);
      const id = await boss.send(job.name, data, {
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelayS,
        retryBackoff: true,
        expireInSeconds: job.expireInMinutes * 60,
      });
      if (!id) throw new Error(`job ${job.name} was not queued`);
      return id;
    },
    async work<P>(
      job: JobDefinition<P>,
      handler: (payload: P, jobId: string, stopping: AbortSignal) => Promise<void>,
    ) {
      await ensureQueue(job);
      await boss.work<unknown>(
        job.name,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async (jobs) => {
          for (const item of jobs) {
            const parsed = job.payload.safeParse(item.data);
            if (!parsed.success) {
              // A payload that can never be valid is dropped, not retried.
              log.error({ job: job.name, jobId: item.id }, "invalid job payload; dropped");
              continue;
            }
            const requestId = textAt(item.data, REQUEST_ID_KEY);
            const parent = textAt(item.data, TRACEPARENT_KEY);
            const tracing = activeTracing();
            const span = tracing
              ? startSpan(tracing, `job ${job.name}`, SpanKind.CONSUMER, parent, {
                  "messaging.destination.name": job.name,
                  "messaging.message.id": item.id,
                })
              : undefined;
            const context = {
              ...(requestId ? { requestId } : {}),
              ...(span
                ? { traceparent: traceparentOf(span) }
                : parent
                  ? { traceparent: parent }
                  : {}),
            };
            try {
              await runInRequest(context, () => handler(parsed.data, item.id, stopping.signal));
              if (span) endSpan(span, false);
            } catch (error) {
              if (span) endSpan(span, true, error instanceof Error ? error.message : "failed");
              throw error;
            }
          }
        },
      );
    },
  };
}
