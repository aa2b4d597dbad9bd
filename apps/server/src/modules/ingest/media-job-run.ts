import {
  type StepRunner,
  type TranscodeResult,
  addAv1Renditions,
  rerunRendition,
  transcodeToHls,
} from "@tazama/media";
import { inSpan } from "../../lib/tracing.ts";
import { KEY_URI, type MediaPublishing } from "../streaming/streaming.public.ts";
import type { MediaAssetRow } from "./ingest.repository.ts";
import type { MediaJobRow } from "./media-jobs.repository.ts";

export interface JobRunDeps {
  publishing: MediaPublishing;
  /** Scratch space for transcodes, on the media root's filesystem. */
  workDir: string;
  ffmpeg: string;
  ffprobe: string;
  setProgress: (jobId: string, pct: number) => Promise<unknown>;
}

/**
 * What a media job runs with ffmpeg, by its action (transcode, a remade rendition, AV1), into
 * the job's folder, its progress on the job row and its steps as spans: the media package's work
 * given the asset's key, recorded ladder and current folder.
 */
export function createJobRun(deps: JobRunDeps) {
  /** Progress to the job row at most once a second and only when the percentage moves. */
  function progressWriter(jobId: string) {
    let last = 0;
    let lastAt = 0;
    return (fraction: number) => {
      const pct = Math.min(99, Math.floor(fraction * 100));
      const at = Date.now();
      if (pct <= last || at - lastAt < 1000) return;
      last = pct;
      lastAt = at;
      void deps.setProgress(jobId, pct).catch(() => undefined);
    };
  }

  return async function run(
    job: MediaJobRow,
    asset: MediaAssetRow,
    source: string,
    signal: AbortSignal | undefined,
  ): Promise<TranscodeResult> {
    const common = {
      source,
      outDir: deps.publishing.folder(job.storageKey),
      workRoot: deps.workDir,
      key: Buffer.from(asset.keyHex, "hex"),
      keyUri: KEY_URI,
      ffmpeg: deps.ffmpeg,
      ffprobe: deps.ffprobe,
      // Below the API's priority: pages stay fast while a transcode runs.
      niceness: 10,
      onProgress: progressWriter(job.id),
      signal,
      // Each ffmpeg step a span of the job's trace (ADR 0080), when tracing is on.
      step: ((name, work) =>
        inSpan(`transcode ${name}`, { "tazama.media_job": job.id }, work)) satisfies StepRunner,
    };
    if (job.action === "transcode") return transcodeToHls(common);
    // What the folder holds now, and the ladder it was made with.
    const recorded = { current: asset.renditions, recordedLadder: asset.ladder ?? undefined };
    // The first AV1 goes into the folder as it plays (on this machine), or one whose files join
    // the bucket's; AV1 made again goes into a copy of it, a new folder (ADR 0083).
    if (job.action === "av1" && job.storageKey === asset.storageKey) {
      return addAv1Renditions({ ...common, ...recorded });
    }
    // The other renditions come from the folder playing now, wherever this worker is.
    const current = await deps.publishing.checkout(asset.storageKey, deps.workDir);
    try {
      if (job.action === "av1") {
        return await addAv1Renditions({ ...common, ...recorded, currentDir: current.dir });
      }
      return await rerunRendition({
        ...common,
        ...recorded,
        currentDir: current.dir,
        rendition: job.rendition!,
      });
    } finally {
      await current.release();
    }
  };
}
