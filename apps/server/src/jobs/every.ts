import type { FastifyInstance } from "fastify";
import type { JobLog } from "./job-queue.ts";

/**
 * Runs `task` every `everyMs` in this process while the app is open (a plain timer: pg-boss
 * schedules are off for the embedded database, and the tasks are safe to run from several
 * processes at once). Logs `done` with the count when the task did something, and any failure.
 */
export function runEvery(
  app: FastifyInstance,
  {
    everyMs,
    task,
    log,
    done,
    failed,
  }: {
    everyMs: number;
    task: () => Promise<number>;
    log: Pick<JobLog, "info" | "error">;
    done: string;
    failed: string;
  },
): void {
  const timer = setInterval(() => {
    task().then(
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
