import type { Database } from "@tazama/db";
import { type ClipPayload, clipJob } from "./clip.job.ts";
import { type JobDefinition, type JobLog, type JobQueue, createJobQueue } from "./job-queue.ts";
import { type TranscodePayload, transcodeJob } from "./transcode.job.ts";

/** Every job kind by name, with its payload (PeerTube's job-queue handler map). */
export interface JobPayloads {
  "media-transcode": TranscodePayload;
  "media-clip": ClipPayload;
}

export type JobName = keyof JobPayloads;

export type JobHandler<N extends JobName> = (
  payload: JobPayloads[N],
  jobId: string,
  /** Aborted when this process stops its workers (job-queue.ts). */
  stopping: AbortSignal,
) => Promise<void>;

/** The definitions (queue name, payload schema, retries) keyed by job name. */
export const jobDefinitions: { [N in JobName]: JobDefinition<JobPayloads[N]> } = {
  "media-transcode": transcodeJob,
  "media-clip": clipJob,
};

export interface JobRegistry {
  /** The durable queue underneath (pg-boss). */
  queue: JobQueue;
  /** Queues a job of this kind; the queue starts on first use. */
  send<N extends JobName>(name: N, payload: JobPayloads[N]): Promise<string>;
  /** The module that owns a job kind registers its handler, once, while it is wired. */
  handle<N extends JobName>(name: N, handler: JobHandler<N>): void;
  /** Runs every registered handler in this process, in registration order (once). */
  startWorkers(): Promise<void>;
  /** Stops the queue if it was started. */
  stop(): Promise<void>;
}

/** One typed registry over one queue: no job kind without a definition, no handler twice. */
export function createJobRegistry(database: Database, log: JobLog): JobRegistry {
  const queue = createJobQueue(database, log);
  const handlers = new Map<JobName, JobHandler<JobName>>();
  let queueStarted: Promise<void> | undefined;
  const startQueue = () => (queueStarted ??= queue.start());
  let workersStarted: Promise<void> | undefined;

  return {
    queue,
    async send(name, payload) {
      await startQueue();
      return queue.send(jobDefinitions[name], payload);
    },
    handle(name, handler) {
      if (handlers.has(name)) throw new Error(`job ${name} already has a handler`);
      handlers.set(name, handler as JobHandler<JobName>);
    },
    startWorkers() {
      workersStarted ??= (async () => {
        await startQueue();
        for (const [name, handler] of handlers) {
          await queue.work(jobDefinitions[name], handler);
        }
      })();
      return workersStarted;
    },
    async stop() {
      if (queueStarted) await queueStarted.then(() => queue.stop()).catch(() => undefined);
    },
  };
}
