import { randomUUID } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { type TranscodeResult, isAv1, loopFolder } from "@tazama/media";
import { HttpError } from "../../lib/http-error.ts";
import type { MediaPublishing } from "../streaming/streaming.public.ts";
import { createJobRun } from "./media-job-run.ts";
import type { IngestRepository, MediaAssetRow } from "./ingest.repository.ts";
import type {
  MediaJobRow,
  MediaJobStatus,
  MediaJobsRepository,
  NewMediaJob,
} from "./media-jobs.repository.ts";
import type { SourceFiles, SourceOnThisMachine } from "./source-files.ts";
import { sourceAt } from "./source-location.ts";

export interface MediaLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MediaJobsDeps {
  assets: IngestRepository;
  jobs: MediaJobsRepository;
  publishing: MediaPublishing;
  /** A job's source as a file here: itself, or downloaded from the media store (S3 mode). */
  sources: SourceFiles;
  /** Scratch space for transcodes, on the media root's filesystem. */
  workDir: string;
  /** Measured output of each storage folder, kept outside the served media root. */
  metaDir: string;
  ffmpeg: string;
  ffprobe: string;
  /** Puts the job on the durable queue. */
  enqueue: (payload: { assetId: string; jobId: string }) => Promise<void>;
  /** Attempts the queue makes of one job before it fails for good. */
  maxAttempts: number;
  /**
   * Runs once a job made its asset ready, while its source is still a file here (poster frames);
   * it logs its own failures: the job is done whatever it does.
   */
  afterReady?: (assetId: string, sourceFile: string) => Promise<void>;
  /**
   * How many times over a folder's playlists play its segments (the demo films loop their short
   * clip, ADR 0070); undefined or 1 for every real video.
   */
  repeatsOf?: (storageKey: string) => number | undefined;
  /**
   * Whether a finished transcode is followed by an AV1 job (MEDIA_AV1 and an ffmpeg with
   * libsvtav1, ADR 0083): the title plays in H.264 at once and gains AV1 when it is done.
   */
  av1?: () => Promise<boolean>;
  /** Whether this ffmpeg can make AV1 at all (an admin may add it whatever MEDIA_AV1 says). */
  av1Possible?: () => Promise<boolean>;
  /** A transcode finished: its wall time and the source's length (metrics.public.ts). */
  transcoded?: (done: { action: string; elapsedMs: number; sourceS: number }) => void;
  log: MediaLog;
}

export const REPLACED_REASON = "Replaced by a newer upload.";
const SOURCE_GONE = "The source file of this video is gone: upload the video again.";

/** Errors that another attempt cannot fix: the job fails at once, without retries. */
function isPermanent(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /no video stream|no duration|frame rate is unknown|did not return JSON|Invalid data found|No such file|does not exist|not a file/.test(
    message,
  );
}

export function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, " ").trim().slice(0, 500);
}

/**
 * The transcode job table: a job writes its own folder; the first one of an asset makes it ready,
 * later ones (a replaced video, a remade rendition) move the asset to their folder only when they
 * are done, so the old video plays until then.
 */
export function createMediaJobsService(deps: MediaJobsDeps) {
  const { assets, jobs, publishing, log } = deps;

  async function writeMeta(storageKey: string, result: TranscodeResult) {
    await mkdir(deps.metaDir, { recursive: true });
    const { renditions, ladder } = result;
    await writeFile(
      path.join(deps.metaDir, `${storageKey}.json`),
      JSON.stringify({ renditions, durationS: result.probe.durationS, ladder }),
    );
  }

  const run = createJobRun({
    publishing,
    workDir: deps.workDir,
    ffmpeg: deps.ffmpeg,
    ffprobe: deps.ffprobe,
    setProgress: (jobId, pct) => jobs.setProgress(jobId, pct),
  });

  /** The asset plays from the job's folder now; the old folder goes when nothing uses it. */
  async function moveAsset(job: MediaJobRow, asset: MediaAssetRow, result: TranscodeResult) {
    const first = asset.storageKey === job.storageKey;
    // In the bucket (when media lives in one) before anyone is told it is ready.
    await publishing.upload(job.storageKey);
    if (first) {
      await assets.markReady(
        job.storageKey,
        result.renditions,
        result.probe.durationS,
        result.ladder,
      );
    } else {
      await jobs.moveAsset(asset.id, {
        storageKey: job.storageKey,
        sourcePath: job.sourcePath,
        renditions: result.renditions,
        ladder: result.ladder,
        durationS: result.probe.durationS,
      });
    }
    await publishing.publish(job.storageKey);
    if (!first && (await jobs.assetsUsingFolder(asset.storageKey)) === 0) {
      await publishing.removeFolder(asset.storageKey);
      await rm(path.join(deps.metaDir, `${asset.storageKey}.json`), { force: true });
    }
  }

  async function failed(job: MediaJobRow, asset: MediaAssetRow, error: unknown, attempt: number) {
    const reason = reasonOf(error);
    const final = isPermanent(error) || attempt >= deps.maxAttempts;
    await jobs.finishJob(job.id, { status: final ? "failed" : "queued", reason });
    if (asset.storageKey === job.storageKey && asset.status !== "ready") {
      // A first transcode: the asset has nothing to play.
      await assets.markFailed(job.storageKey, reason);
      await publishing.withdraw(job.storageKey);
    } else if (asset.storageKey !== job.storageKey) {
      await publishing.removeFolder(job.storageKey);
    }
    return { final, reason };
  }

  /**
   * The job back in the queue, for any worker, because this one is stopping (a deploy, a scale
   * down): ffmpeg was stopped, its scratch is gone, and the attempt does not count.
   */
  async function handBack(job: MediaJobRow, asset: MediaAssetRow, tag: object) {
    await jobs.handBack(job.id);
    if (asset.storageKey === job.storageKey && asset.status !== "ready") {
      await assets.markQueued(asset.id);
    }
    await deps.enqueue({ assetId: asset.id, jobId: job.id });
    log.info(tag, "transcode handed back to the queue: this worker is stopping");
    return { assetId: asset.id, status: "queued" as const };
  }

  /** One attempt of a running job: its source as a file here, the transcode, the asset moved. */
  async function attempt(
    job: MediaJobRow,
    asset: MediaAssetRow,
    tag: object,
    attempts: number,
    source: SourceOnThisMachine,
    stopping: AbortSignal | undefined,
  ): Promise<{ assetId: string; status: MediaJobStatus }> {
    let file: string;
    let result: TranscodeResult;
    let encodedS: number;
    try {
      file = await source.file();
      result = await run(job, asset, file, stopping);
      encodedS = result.probe.durationS;
      // The folder the job writes: a demo folder's first transcode, or a rendition remade next
      // to its looping ones. A new upload for a demo title has a folder of its own: as it is.
      const repeats =
        deps.repeatsOf?.(job.action === "transcode" ? job.storageKey : asset.storageKey) ?? 1;
      if (repeats > 1) {
        // What plays is the looped folder: its renditions and running time are recorded. An AV1
        // job's folder here holds only its new renditions when the store is a bucket.
        const made = job.action === "av1" ? result.renditions.filter(isAv1) : result.renditions;
        const looped = await loopFolder(publishing.folder(job.storageKey), made, repeats);
        const byName = new Map(looped.renditions.map((r) => [r.name, r]));
        result = {
          ...result,
          renditions: result.renditions.map((r) => byName.get(r.name) ?? r),
          probe: { ...result.probe, durationS: looped.durationS },
        };
      }
    } catch (error) {
      if (stopping?.aborted) return handBack(job, asset, tag);
      const { final, reason } = await failed(job, asset, error, attempts);
      if (final) {
        log.error({ ...tag, reason }, "transcode failed for good");
        return { assetId: asset.id, status: "failed" };
      }
      log.warn({ ...tag, reason }, "transcode failed; the queue retries it");
      throw error;
    }
    publishing.forgetFiles(job.storageKey);
    await writeMeta(job.storageKey, result);
    // A newer upload may have replaced this one while it ran: its output is then dropped.
    if ((await jobs.findJob(job.id))?.status !== "running") {
      if ((await jobs.assetsUsingFolder(job.storageKey)) === 0) {
        await publishing.removeFolder(job.storageKey);
      }
      return { assetId: asset.id, status: "cancelled" };
    }
    await moveAsset(job, (await assets.findAsset(asset.id)) ?? asset, result);
    // Ready only once the asset plays from its folder: whoever reads "ready" sees it there.
    await jobs.finishJob(job.id, { status: "ready" });
    deps.transcoded?.({ action: job.action, elapsedMs: result.elapsedMs, sourceS: encodedS });
    log.info(
      {
        ...tag,
        ms: result.elapsedMs,
        realtime: Number(((encodedS * 1000) / result.elapsedMs).toFixed(2)),
        renditions: result.renditions.map((r) => r.name),
      },
      "transcode finished",
    );
    if (job.action === "av1") return { assetId: asset.id, status: "ready" };
    await deps.afterReady?.(asset.id, file);
    if (job.action === "transcode" && (await deps.av1?.())) await service.openAv1(asset.id, job);
    return { assetId: asset.id, status: "ready" };
  }

  /** A ready asset whose source is still there and that has no job in progress (else a 4xx). */
  async function remakeable(assetId: string): Promise<MediaAssetRow> {
    const asset = await assets.findAsset(assetId);
    if (!asset) throw new HttpError(404, "media/not-found", "No such video.");
    if (asset.status !== "ready") {
      throw new HttpError(409, "media/not-ready", "Only a ready video can remake a rendition.");
    }
    if (!(await deps.sources.exists(sourceAt(asset.sourcePath)))) {
      throw new HttpError(409, "media/source-gone", SOURCE_GONE);
    }
    const latest = await jobs.latestJobOf(assetId);
    if (latest && (latest.status === "queued" || latest.status === "running")) {
      throw new HttpError(409, "media/busy", "This video has a job in progress; wait for it.");
    }
    return asset;
  }

  const service = {
    /** Records a job for the asset, ends its older open ones, and queues it. */
    async open(job: NewMediaJob): Promise<MediaJobRow> {
      const row = await jobs.createJob(job);
      await jobs.cancelOpenJobs(job.assetId, REPLACED_REASON, row.id);
      await deps.enqueue({ assetId: row.assetId, jobId: row.id });
      return row;
    },

    /**
     * The queue's worker: runs the job (or, for a payload from before the job table, the asset's
     * newest job). Resolves when it is done or failed for good; throws when a retry may help.
     */
    async process(
      payload: { assetId: string; jobId?: string },
      stopping?: AbortSignal,
    ): Promise<{ assetId: string; status: MediaJobStatus | "missing" }> {
      const job = payload.jobId
        ? await jobs.findJob(payload.jobId)
        : await jobs.latestJobOf(payload.assetId);
      const asset = job ? await assets.findAsset(job.assetId) : undefined;
      if (!job || !asset) {
        log.warn(payload, "transcode skipped: the job or its asset no longer exists");
        return { assetId: payload.assetId, status: "missing" };
      }
      if (job.status === "ready" || job.status === "cancelled" || job.status === "failed") {
        return { assetId: asset.id, status: job.status };
      }
      const running = await jobs.markRunning(job.id);
      if (!running) return { assetId: asset.id, status: "cancelled" };
      if (asset.storageKey === job.storageKey && asset.status !== "ready") {
        await assets.markProcessing(asset.id);
      }
      const tag = {
        titleRef: asset.title.ref,
        assetId: asset.id,
        jobId: job.id,
        kind: asset.kind,
        action: job.action,
      };
      log.info(tag, "transcode started");
      const source = deps.sources.onThisMachine(sourceAt(job.sourcePath), job.id);
      try {
        return await attempt(job, asset, tag, running.attempts, source, stopping);
      } finally {
        // A downloaded source goes after every attempt, done or not; a retry downloads it again.
        await source.release();
      }
    },

    /** A failed job again from its start (409 unless it failed; its source must still exist). */
    async retry(jobId: string): Promise<MediaJobRow> {
      const job = await jobs.findJob(jobId);
      if (!job) throw new HttpError(404, "media/job-not-found", "No such job.");
      if (job.status !== "failed") {
        throw new HttpError(409, "media/job-not-failed", "Only a failed job can be retried.");
      }
      const latest = await jobs.latestJobOf(job.assetId);
      if (latest?.id !== job.id) {
        throw new HttpError(409, "media/job-superseded", "A newer job has replaced this one.");
      }
      if (!(await deps.sources.exists(sourceAt(job.sourcePath))))
        throw new HttpError(409, "media/source-gone", SOURCE_GONE);
      const requeued = await jobs.requeueFailed(jobId);
      if (!requeued) {
        throw new HttpError(409, "media/job-not-failed", "Only a failed job can be retried.");
      }
      const asset = await assets.findAsset(job.assetId);
      if (asset && asset.storageKey === job.storageKey && asset.status === "failed") {
        await assets.markQueued(asset.id);
      }
      await deps.enqueue({ assetId: job.assetId, jobId });
      return requeued;
    },

    /**
     * The AV1 renditions of a ready asset (ADR 0083), added to the folder it plays from: after its
     * transcode, or made again by hand. Every asset sharing the folder gains them.
     */
    async openAv1(assetId: string, after: Pick<MediaJobRow, "sourcePath" | "createdBy">) {
      const asset = await assets.findAsset(assetId);
      if (!asset || asset.status !== "ready") return undefined;
      // Files once served are never written again: AV1 made again goes to a new folder.
      const again = asset.renditions.some((r) => isAv1(r));
      return service.open({
        assetId,
        action: "av1",
        sourcePath: after.sourcePath,
        storageKey: again ? randomUUID() : asset.storageKey,
        createdBy: after.createdBy ?? undefined,
      });
    },

    /**
     * One rendition of a ready asset made again from its source, into a new folder; an AV1 one
     * makes every AV1 rendition again, in the folder it plays from.
     */
    async rerun(assetId: string, rendition: string, by: string): Promise<MediaJobRow> {
      const asset = await remakeable(assetId);
      const made = asset.renditions.find((r) => r.name === rendition);
      if (!made) {
        throw new HttpError(404, "media/rendition-not-found", `This video has no ${rendition}.`);
      }
      if (isAv1(made)) return service.makeAv1(assetId, by);
      return service.open({
        assetId,
        action: "rendition",
        rendition,
        sourcePath: asset.sourcePath,
        storageKey: randomUUID(),
        createdBy: by,
      });
    },

    /** A ready asset's AV1 renditions added, or made again, by hand (a video from before them). */
    async makeAv1(assetId: string, by: string): Promise<MediaJobRow> {
      const asset = await remakeable(assetId);
      if (!(await deps.av1Possible?.())) {
        throw new HttpError(
          409,
          "media/av1-unavailable",
          "This server's ffmpeg cannot encode AV1.",
        );
      }
      return (await service.openAv1(asset.id, { sourcePath: asset.sourcePath, createdBy: by }))!;
    },
  };
  return service;
}

export type MediaJobsService = ReturnType<typeof createMediaJobsService>;
