import path from "node:path";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { clipHandler } from "../../jobs/clip.job.ts";
import { runEvery } from "../../jobs/every.ts";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { createEntitlementsAccess } from "../entitlements/entitlements.public.ts";
import "./clips.public.ts";
import { createClipCutter } from "./clip-cutter.ts";
import { createClipFiles } from "./clip-files.ts";
import { createClipRepository } from "./clips.repository.ts";
import { clipRoutes } from "./clips.routes.ts";
import { createClipService } from "./clips.service.ts";
import { expireClipsOf } from "./clips.repository.ts";

/** How often expired clips' files are deleted (from disk or the bucket). */
const PURGE_EVERY_MS = 3_600_000;

/**
 * Viewer clips (issue 6): the request, status and file routes, the clip job on the app's job
 * registry (its worker starts with the others, app.ingest.startWorkers), and the hourly purge of
 * expired clips' files.
 */
const clipsModule: FastifyPluginAsync<ModuleOptions> = async (app, { config, database, clock }) => {
  app.personalData.register("clips", expireClipsOf);
  const log = app.log.child({ component: "media" });
  const jobs = app.jobs;
  const clips = createClipService({
    clips: createClipRepository(database.db),
    access: createEntitlementsAccess(database.db, clock),
    cutter: createClipCutter({
      store: app.storage,
      mediaDir: config.mediaDir,
      dataDir: config.dataDir,
      workDir: path.join(config.dataDir, "tmp", "clips"),
      ffmpeg: config.FFMPEG_PATH,
    }),
    files: createClipFiles({ store: app.storage, dataDir: config.dataDir }),
    now: () => clock.now(),
    enqueue: async (clipId) => {
      await jobs.send("media-clip", { clipId });
    },
    log,
  });
  jobs.handle("media-clip", clipHandler(clips));
  runEvery(app, {
    name: "clip-purge",
    everyMs: PURGE_EVERY_MS,
    task: () => clips.purgeExpired(),
    log,
    done: "expired clip files deleted",
    failed: "expired clip purge failed",
  });
  app.decorate("clips", clips);
  await app.register(clipRoutes, { service: clips });
};

export default fp(clipsModule, { name: "clips", dependencies: ["accounts", "jobs", "storage"] });
