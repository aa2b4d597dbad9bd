import path from "node:path";
import type { Database } from "@tazama/db";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import type { Clock } from "../lib/clock.ts";
import { createEntitlementsAccess } from "../lib/money/entitlements-access.ts";
import { createClipRepository } from "../modules/media/clip.repository.ts";
import { clipRoutes } from "../modules/media/clip.routes.ts";
import { type ClipService, createClipService } from "../modules/media/clip.service.ts";
import type { MediaRepository } from "../modules/media/media.repository.ts";
import { clipHandler, clipJob } from "./clip.job.ts";
import { runEvery } from "./every.ts";
import type { JobLog, JobQueue } from "./job-queue.ts";

/** How often expired clips' files are deleted from disk. */
const PURGE_EVERY_MS = 3_600_000;

/** Clip requests wired onto the media pipeline's queue: the service, its routes and its worker. */
export async function registerClips(
  app: FastifyInstance,
  options: {
    config: Config;
    database: Database;
    clock: Clock;
    queue: JobQueue;
    startQueue: () => Promise<void>;
    mediaRepository: MediaRepository;
    log: JobLog;
  },
): Promise<{ service: ClipService; startWorker(): Promise<void> }> {
  const { config, database, clock, queue, startQueue } = options;
  const service = createClipService({
    clips: createClipRepository(database.db),
    media: options.mediaRepository,
    access: createEntitlementsAccess(database.db, clock),
    mediaDir: config.mediaDir,
    dataDir: config.dataDir,
    workDir: path.join(config.dataDir, "tmp", "clips"),
    ffmpeg: config.FFMPEG_PATH,
    now: () => clock.now(),
    enqueue: async (clipId) => {
      await startQueue();
      await queue.send(clipJob, { clipId });
    },
    log: options.log,
  });
  await app.register(clipRoutes, { service });
  runEvery(app, {
    everyMs: PURGE_EVERY_MS,
    task: () => service.purgeExpired(),
    log: options.log,
    done: "expired clip files deleted",
    failed: "expired clip purge failed",
  });
  return {
    service,
    async startWorker() {
      await queue.work(clipJob, clipHandler(service));
    },
  };
}
