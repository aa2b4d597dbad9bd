import { createRequire } from "node:module";
import path from "node:path";
import { missingEncoders, runTool } from "@tazama/media";
import type { Database } from "@tazama/db";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import type { Clock } from "../lib/clock.ts";
import { createEntitlementsAccess } from "../lib/money/entitlements-access.ts";
import { seedDemoMedia } from "../modules/media/demo-media.ts";
import { createMediaFiles } from "../modules/media/media-files.ts";
import { createMediaRepository } from "../modules/media/media.repository.ts";
import { mediaRoutes } from "../modules/media/media.routes.ts";
import type { ClipService } from "../modules/media/clip.service.ts";
import { type MediaService, createMediaService } from "../modules/media/media.service.ts";
import { registerClips } from "./clip-pipeline.ts";
import { type JobQueue, createJobQueue } from "./job-queue.ts";
import { transcodeHandler, transcodeJob } from "./transcode.job.ts";
import { withPosterFrames } from "./poster-frame.ts";
import { createPosterFrameRepository } from "../modules/artwork/poster-frame.repository.ts";

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

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Refuses to run transcodes without the encoders the ladder needs. */
export async function checkFfmpeg(ffmpeg: string): Promise<void> {
  const listing = await runTool(ffmpeg, ["-hide_banner", "-encoders"]).catch((error: unknown) => {
    throw new Error(
      `Video transcoding needs ffmpeg (FFMPEG_PATH=${ffmpeg}): ${messageOf(error)}. Install it with scripts/ensure-system-deps.sh.`,
    );
  });
  const missing = missingEncoders(listing);
  if (missing.length > 0) {
    throw new Error(
      `ffmpeg at ${ffmpeg} lacks the encoders ${missing.join(", ")}; install Debian's ffmpeg (scripts/ensure-system-deps.sh).`,
    );
  }
}

/** How to get Debian's ffmpeg (and ffprobe), as the log line and the README say. */
export const FFMPEG_INSTALL_HINT =
  "sudo apt-get install ffmpeg (or, as root, bash scripts/ensure-system-deps.sh ffmpeg)";

/** Why video cannot be transcoded with these tools (short, for a log line), or null when it can. */
export async function videoToolsProblem(ffmpeg: string, ffprobe: string): Promise<string | null> {
  try {
    const missing = missingEncoders(await runTool(ffmpeg, ["-hide_banner", "-encoders"]));
    if (missing.length > 0) return `ffmpeg at ${ffmpeg} lacks the encoders ${missing.join(", ")}`;
  } catch (error) {
    return `FFMPEG_PATH=${ffmpeg}: ${messageOf(error)}`;
  }
  try {
    await runTool(ffprobe, ["-hide_banner", "-version"]);
  } catch (error) {
    return `FFPROBE_PATH=${ffprobe}: ${messageOf(error)}`;
  }
  return null;
}

/** The job queue, the media service and its routes, wired once for the app. */
export async function registerMediaPipeline(
  app: FastifyInstance,
  options: {
    config: Config;
    database: Database;
    clock: Clock;
    viewerId: (request: FastifyRequest) => Promise<string | null>;
  },
): Promise<void> {
  const { config, database, clock } = options;
  const log = app.log.child({ component: "media" });
  const queue = createJobQueue(database, log);
  let queueStarted: Promise<void> | undefined;
  const startQueue = () => (queueStarted ??= queue.start());
  const repository = createMediaRepository(database.db);
  const files = createMediaFiles(config.mediaDir);
  const enqueueTranscode = async (assetId: string) => {
    await startQueue();
    await queue.send(transcodeJob, { assetId });
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
    access: createEntitlementsAccess(database.db, clock),
    log,
  });

  const clips = await registerClips(app, {
    config,
    database,
    clock,
    queue,
    startQueue,
    mediaRepository: repository,
    log,
  });

  const posterFrames = {
    repository: createPosterFrameRepository(database.db),
    uploadsDir: config.uploadsDir,
    ffmpeg: config.FFMPEG_PATH,
    log,
  };
  // Checked once per process: a missing ffmpeg is fixed by installing it and restarting.
  let toolsChecked: Promise<string | null> | undefined;
  const toolsProblem = () =>
    (toolsChecked ??= videoToolsProblem(config.FFMPEG_PATH, config.FFPROBE_PATH));
  let waitingFor: string | null = null;
  let workersStarted: Promise<void> | undefined;
  app.decorate("media", {
    service,
    clips: clips.service,
    queue,
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
      workersStarted ??= (async () => {
        await startQueue();
        await queue.work(transcodeJob, transcodeHandler(withPosterFrames(service, posterFrames)));
        await clips.startWorker();
      })();
      await workersStarted;
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
  // Media links (modules/media/asset-links.ts) match the database before the first request.
  app.addHook("onReady", async () => {
    await service.syncLinks();
  });
  app.addHook("onClose", async () => {
    if (queueStarted) await queueStarted.then(() => queue.stop()).catch(() => undefined);
  });
  await app.register(mediaRoutes, {
    service,
    files,
    viewerId: options.viewerId,
    uploadDir: path.join(config.dataDir, "uploads", "sources"),
    uploadMaxBytes: config.MEDIA_UPLOAD_MAX_MB * 1024 * 1024,
  });
}
