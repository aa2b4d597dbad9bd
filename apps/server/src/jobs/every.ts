import type { FastifyInstance } from "fastify";
import type { JobLog } from "./job-queue.ts";

/** A lease covers most of a period: the next tick, in whichever worker, finds it free. */
const LEASE_SHARE = 0.9;

/**
 * Runs `task` every `everyMs` while the app is open, in worker processes only (ROLES), and in one
 * of them per period: each tick takes the task's lease (jobs/leases.ts) for a little less than
 * the period first, so of several workers one runs it. A plain timer: pg-boss schedules are off
 * for the embedded database. Logs `done` with the count when the task did something, and any
 * failure.
 */
export function runEvery(
  app: FastifyInstance,
  {
    name,
    everyMs,
    task,
    log,
    done,
    failed,
  }: {
    /** The task's lease name, one per task. */
    name: string;
    everyMs: number;
    task: () => Promise<number>;
    log: Pick<JobLog, "info" | "error">;
    done: string;
    failed: string;
  },
): void {
  if (!app.roles.worker) return;
  const timer = setInterval(() => {
    app.leases
      .take(name, everyMs * LEASE_SHARE)
      .then((mine) => (mine ? task() : 0))
      .then(
        (count) => {
          if (count > 0) log.info({ count }, done);
        },
        (error: unknown) => {
          log.error({ err: error }, failed);
        },
      );
  }, everyMs);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
  });
}
