import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { cutClip } from "@tazama/media";
import type { ObjectStore } from "../storage/storage.public.ts";
import { fetchClipSource } from "./clip-source.ts";

/** One cut: the asset's folder and key, the rungs it is cut from, and the span. */
export interface ClipCut {
  clipId: string;
  storageKey: string;
  keyHex: string;
  videoRendition: string;
  audioRendition: string;
  startS: number;
  durationS: number;
}

export interface ClipCutterDeps {
  /** The media store (app.storage): a local folder rooted at `mediaDir`, or a bucket. */
  store: ObjectStore;
  mediaDir: string;
  /** Where finished clips are kept on disk (local store): DATA_DIR. */
  dataDir: string;
  /** Scratch space, emptied after every cut. */
  workDir: string;
  ffmpeg: string;
}

export interface ClipCutter {
  /** Cuts the clip and keeps it; returns its size and its path (relative to DATA_DIR, or its key). */
  cut(job: ClipCut): Promise<{ bytes: number; storagePath: string }>;
}

/**
 * The clip job's cut. Local store: from the asset's folder under `mediaDir` straight into
 * DATA_DIR/clips/<id>.mp4, as it always was. Bucket (issue 20): the few files the span needs
 * are fetched into a scratch folder, cut there and the clip uploaded as `clips/<id>.mp4`; the
 * scratch folder goes whatever happens, so nothing stays on the worker's disk.
 */
export function createClipCutter(deps: ClipCutterDeps): ClipCutter {
  const options = (job: ClipCut) => ({
    videoRendition: job.videoRendition,
    audioRendition: job.audioRendition,
    key: Buffer.from(job.keyHex, "hex"),
    startS: job.startS,
    durationS: job.durationS,
    workRoot: deps.workDir,
    ffmpeg: deps.ffmpeg,
    niceness: 10,
  });

  if (deps.store.kind === "local") {
    return {
      async cut(job) {
        const storagePath = path.join("clips", `${job.clipId}.mp4`);
        const { bytes } = await cutClip({
          ...options(job),
          assetDir: path.join(deps.mediaDir, job.storageKey),
          output: path.join(deps.dataDir, storagePath),
        });
        return { bytes, storagePath };
      },
    };
  }

  const store = deps.store;
  return {
    async cut(job) {
      const storagePath = `clips/${job.clipId}.mp4`;
      await mkdir(deps.workDir, { recursive: true });
      const scratch = await mkdtemp(path.join(deps.workDir, "source-"));
      try {
        const assetDir = path.join(scratch, "asset");
        await fetchClipSource(store, {
          storageKey: job.storageKey,
          renditions: [job.videoRendition, job.audioRendition],
          startS: job.startS,
          durationS: job.durationS,
          into: assetDir,
        });
        const output = path.join(scratch, "clip.mp4");
        const { bytes } = await cutClip({ ...options(job), assetDir, output });
        await store.putFile(storagePath, output, "video/mp4");
        return { bytes, storagePath };
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    },
  };
}
