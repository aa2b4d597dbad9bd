import { createRequire } from "node:module";
import path from "node:path";
import type { FastifyPluginAsync } from "fastify";
import { loopFolder } from "@tazama/media";
import fp from "fastify-plugin";
import { transcodeHandler, transcodeJob } from "../../jobs/transcode.job.ts";
import "../metrics/metrics.public.ts";
import { transcodeMetrics } from "./ingest-metrics.ts";
import type { ModuleOptions } from "../../lib/module-options.ts";
import "../catalogue/catalogue.public.ts";
import { demoRepeats, seedDemoMedia } from "./demo-media.ts";
import "./ingest.public.ts";
import { createIngestRepository } from "./ingest.repository.ts";
import { ingestRoutes } from "./ingest.routes.ts";
import { createIngestService } from "./ingest.service.ts";
import { createMediaJobsRepository } from "./media-jobs.repository.ts";
import { createMediaJobsService, reasonOf } from "./media-jobs.service.ts";
import { createPosterFrameRepository } from "./poster-frame.repository.ts";
import { posterFramesAfterReady } from "./poster-frames.ts";
import { createSourceFiles } from "./source-files.ts";
import { uploadRoutes } from "./uploads.routes.ts";
import {
  FFMPEG_INSTALL_HINT,
  checkFfmpeg,
  hasAv1Encoder,
  videoToolsProblem,
} from "./video-tools.ts";

const require = createRequire(import.meta.url);

/**
 * Ingest: the admin upload and asset list, the transcode job (then poster frames), demo media,
 * and the ffmpeg check that gates the workers. Folders are published through `app.streaming`;
 * in S3 mode uploaded sources go into `app.storage`, where any worker reads them.
 */
const ingestModule: FastifyPluginAsync<ModuleOptions> = async (app, { config, database }) => {
  const log = app.log.child({ component: "media" });
  const jobs = app.jobs;
  const repository = createIngestRepository(database.db);
  const jobRepository = createMediaJobsRepository(database.db);
  const workDir = path.join(config.dataDir, "tmp", "transcode");
  // Sources on the API's disk (local mode), or in the media store (S3: workers share no disk).
  const sources = createSourceFiles({ storage: app.storage, workDir });
  const posterFrames = {
    repository: createPosterFrameRepository(database.db),
    uploadsDir: config.uploadsDir,
    ffmpeg: config.FFMPEG_PATH,
    log,
  };
  const posterFramesReady = posterFramesAfterReady(posterFrames);
  // The catalogue says the demo films' running times at once, here and in other processes.
  const catalogueChanged = async () => {
    if (app.hasDecorator("catalogue")) app.catalogue.invalidate();
    await app.changes.publish("catalogue");
  };
  /** A demo folder ready: its titles say the running time measured (ADR 0070). */
  const retimeDemoTitles = async (assetId: string) => {
    try {
      const asset = await repository.findAsset(assetId);
      if (!asset || !demoRepeats(asset.storageKey) || asset.durationS === null) return;
      const changed = await repository.setMainDuration(
        asset.storageKey,
        Math.round(asset.durationS),
      );
      if (changed > 0) await catalogueChanged();
    } catch (error) {
      log.warn({ assetId, reason: reasonOf(error) }, "demo titles' running time not updated");
    }
  };
  let av1Checked: Promise<boolean> | undefined;
  const av1Possible = () => (av1Checked ??= hasAv1Encoder(config.FFMPEG_PATH));
  const jobsService = createMediaJobsService({
    assets: repository,
    jobs: jobRepository,
    publishing: app.streaming,
    sources,
    workDir,
    metaDir: path.join(config.dataDir, "media-meta"),
    ffmpeg: config.FFMPEG_PATH,
    ffprobe: config.FFPROBE_PATH,
    enqueue: async (payload) => {
      await jobs.send("media-transcode", payload);
    },
    maxAttempts: transcodeJob.retryLimit + 1,
    afterReady: async (assetId, sourceFile) => {
      await retimeDemoTitles(assetId);
      // A priced title whose main video became ready joins the listings (ADR 0069).
      await app.listingsChanged();
      await posterFramesReady(assetId, sourceFile);
    },
    repeatsOf: demoRepeats,
    // Checked once per process, like the tools themselves.
    av1Possible,
    av1: async () => config.MEDIA_AV1 && (await av1Possible()),
    transcoded: transcodeMetrics(app.metrics),
    log,
  });
  const service = createIngestService({
    repository,
    jobRepository,
    jobs: jobsService,
    publishing: app.streaming,
    sources,
    ffprobe: config.FFPROBE_PATH,
    log,
  });
  jobs.handle("media-transcode", transcodeHandler(service));

  // Checked once per process: a missing ffmpeg is fixed by installing it and restarting.
  let toolsChecked: Promise<string | null> | undefined;
  const toolsProblem = () =>
    (toolsChecked ??= videoToolsProblem(config.FFMPEG_PATH, config.FFPROBE_PATH));
  let waitingFor: string | null = null;
  app.decorate("ingest", {
    service,
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
    seedDemoMedia: async () => {
      const seeded = await seedDemoMedia({
        repository,
        demoDir: path.join(config.dataDir, "demo-media"),
        metaDir: path.join(config.dataDir, "media-meta"),
        hasFolder: (storageKey) => app.streaming.hasFolder(storageKey),
        fontFile: require.resolve("@fontsource/inter/files/inter-latin-600-normal.woff"),
        ffmpeg: config.FFMPEG_PATH,
        canTranscode: (await toolsProblem()) === null,
        enqueueTranscode: (assetId) => service.queueTranscode(assetId),
        publish: async (storageKey) => {
          await app.streaming.upload(storageKey);
          await app.streaming.publish(storageKey);
        },
        retimed: catalogueChanged,
        ...(app.storage.kind === "local"
          ? {
              loopFolder: async (storageKey, renditions, repeats) => {
                const looped = await loopFolder(
                  app.streaming.folder(storageKey),
                  renditions,
                  repeats,
                );
                app.streaming.forgetFiles(storageKey);
                return looped;
              },
            }
          : {}),
        log,
      });
      // Demo videos linked ready from an earlier transcode: their priced titles are listed now.
      if (seeded.linked > 0) await app.listingsChanged();
      return seeded;
    },
  });
  await app.register(ingestRoutes, {
    service,
    jobs: jobsService,
    uploadDir: path.join(config.dataDir, "uploads", "sources"),
    uploadMaxBytes: config.MEDIA_UPLOAD_MAX_MB * 1024 * 1024,
  });
  await app.register(uploadRoutes, {
    service,
    directory: path.join(config.dataDir, "uploads", "resumable"),
    maxBytes: config.MEDIA_UPLOAD_MAX_MB * 1024 * 1024,
  });
};

export default fp(ingestModule, {
  name: "ingest",
  dependencies: ["accounts", "audit", "catalogue", "jobs", "metrics", "storage", "streaming"],
});
