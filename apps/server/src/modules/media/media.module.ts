import { createRequire } from "node:module";
import path from "node:path";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { runEvery } from "../../jobs/every.ts";
import type { JobQueue } from "../../jobs/job-queue.ts";
import { clipHandler } from "../../jobs/clip.job.ts";
import { transcodeHandler } from "../../jobs/transcode.job.ts";
import type { ModuleOptions } from "../../lib/module-options.ts";
import { createEntitlementsAccess } from "../entitlements/entitlements.public.ts";
import { createClipRepository } from "./clip.repository.ts";
import { clipRoutes } from "./clip.routes.ts";
import { type ClipService, createClipService } from "./clip.service.ts";
import { seedDemoMedia } from "./demo-media.ts";
import { createMediaFiles } from "./media-files.ts";
import { createMediaRepository } from "./media.repository.ts";
import { mediaRoutes } from "./media.routes.ts";
import { type MediaService, createMediaService } from "./media.service.ts";
import { createPosterFrameRepository } from "./poster-frame.repository.ts";
import { withPosterFrames } from "./poster-frames.ts";
import { FFMPEG_INSTALL_HINT, checkFfmpeg, videoToolsProblem } from "./video-tools.ts";
import { createWatchingRepository } from "./watching.repository.ts";
import { watchingRoutes } from "./watching.routes.ts";
import { createWatchingService } from "./watching.service.ts";

export interface MediaPipeline {
  service: MediaService;
  /** Viewer clips (issue 6), cut by their own job on the same queue. */
  clips: ClipService;
  queue: JobQueue;
  /**
   * Checks ffmpeg, then runs the transcode and clip workers in this process (once). Without a
   * usable ffmpeg it throws, or with `orWait` resolves false: queued media stays queued (one log
   * line, a /readyz note) until a start that has ffmpeg runs the queued jobs.
   */
  startWorkers(options?: { orWait?: boolean }): Promise<boolean>;
  /** What /readyz reports beside the database, e.g. "video: waiting for ffmpeg (…)". */
  readinessNotes(): string[];
  /** Demo trailers and main videos for every title (background, after listen); idempotent. */
  seedDemoMedia(): Promise<{ queued: number; linked: number; waiting: number }>;
}

declare module "fastify" {
  interface FastifyInstance {
    media: MediaPipeline;
  }
}

const require = createRequire(import.meta.url);

/** How often expired clips' files are deleted from disk. */
const PURGE_EVERY_MS = 3_600_000;

/**
 * Media: ingest and transcode, stream grants and keys, the media file route, clips, and
 * watching (progress, views, popular). Its jobs run on the app's job registry.
 */
const mediaModule: FastifyPluginAsync<ModuleOptions> = async (app, { config, database, clock }) => {
  const log = app.log.child({ component: "media" });
  const jobs = app.jobs;
  const access = createEntitlementsAccess(database.db, clock);
  const repository = createMediaRepository(database.db);
  const files = createMediaFiles(config.mediaDir);
  const enqueueTranscode = async (assetId: string) => {
    await jobs.send("media-transcode", { assetId });
  };
  const service = createMediaService({
    repository,
    files,
    tokenSecret: config.mediaTokenSecret,
    tokenTtlS: config.MEDIA_TOKEN_TTL_S,
    now: () => clock.now().getTime(),
    workDir: path.join(config.dataDir, "tmp", "transcode"),
    metaDir: path.join(config.dataDir, "media-meta"),
    ffmpeg: config.FFMPEG_PATH,
    ffprobe: config.FFPROBE_PATH,
    enqueueTranscode,
    access,
    log,
  });
  const clips = createClipService({
    clips: createClipRepository(database.db),
    media: repository,
    access,
    mediaDir: config.mediaDir,
    dataDir: config.dataDir,
    workDir: path.join(config.dataDir, "tmp", "clips"),
    ffmpeg: config.FFMPEG_PATH,
    now: () => clock.now(),
    enqueue: async (clipId) => {
      await jobs.send("media-clip", { clipId });
    },
    log,
  });
  const posterFrames = {
    repository: createPosterFrameRepository(database.db),
    uploadsDir: config.uploadsDir,
    ffmpeg: config.FFMPEG_PATH,
    log,
  };
  jobs.handle("media-transcode", transcodeHandler(withPosterFrames(service, posterFrames)));
  jobs.handle("media-clip", clipHandler(clips));
  runEvery(app, {
    everyMs: PURGE_EVERY_MS,
    task: () => clips.purgeExpired(),
    log,
    done: "expired clip files deleted",
    failed: "expired clip purge failed",
  });

  // Checked once per process: a missing ffmpeg is fixed by installing it and restarting.
  let toolsChecked: Promise<string | null> | undefined;
  const toolsProblem = () =>
    (toolsChecked ??= videoToolsProblem(config.FFMPEG_PATH, config.FFPROBE_PATH));
  let waitingFor: string | null = null;
  app.decorate("media", {
    service,
    clips,
    queue: jobs.queue,
    async startWorkers(startOptions: { orWait?: boolean } = {}) {
      const problem = await toolsProblem();
      if (problem !== null) {
        if (!startOptions.orWait) {
          // ffmpeg's own refusal when it is the problem, else ffprobe's.
          await checkFfmpeg(config.FFMPEG_PATH);
          throw new Error(`Video transcoding needs ffprobe (${problem}); install ffmpeg.`);
        }
        if (waitingFor === null) {
          waitingFor = problem;
          log.warn(
            { ffmpeg: config.FFMPEG_PATH, ffprobe: config.FFPROBE_PATH },
            `Video is waiting for ffmpeg: ${problem}; install it with ${FFMPEG_INSTALL_HINT}, then restart: queued videos are transcoded then`,
          );
        }
        return false;
      }
      await jobs.startWorkers();
      return true;
    },
    readinessNotes: () =>
      waitingFor === null ? [] : [`video: waiting for ffmpeg (${waitingFor})`],
    seedDemoMedia: async () =>
      seedDemoMedia({
        repository,
        demoDir: path.join(config.dataDir, "demo-media"),
        mediaDir: config.mediaDir,
        metaDir: path.join(config.dataDir, "media-meta"),
        fontFile: require.resolve("@fontsource/inter/files/inter-latin-600-normal.woff"),
        ffmpeg: config.FFMPEG_PATH,
        canTranscode: (await toolsProblem()) === null,
        enqueueTranscode,
        log,
      }),
  });
  // Media links (asset-links.ts) match the database before the first request.
  app.addHook("onReady", async () => {
    await service.syncLinks();
  });
  await app.register(mediaRoutes, {
    service,
    files,
    viewerId: async (request) => (await request.viewer())?.userId ?? null,
    uploadDir: path.join(config.dataDir, "uploads", "sources"),
    uploadMaxBytes: config.MEDIA_UPLOAD_MAX_MB * 1024 * 1024,
  });
  await app.register(clipRoutes, { service: clips });
  await app.register(watchingRoutes, {
    service: createWatchingService(createWatchingRepository(database.db), () => clock.now()),
  });
};

export default fp(mediaModule, { name: "media", dependencies: ["accounts", "jobs"] });
