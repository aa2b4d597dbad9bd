import { access } from "node:fs/promises";
import path from "node:path";
import { grabPosterFrame, writePosterFrames } from "@tazama/artwork";
import type { PosterFrameRepository } from "./poster-frame.repository.ts";

export interface PosterFrameDeps {
  repository: PosterFrameRepository;
  /** DATA_DIR/uploads: where the images route reads artwork from. */
  uploadsDir: string;
  ffmpeg: string;
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Art file names the images route serves: `{ref}_port.jpg`, `{ref}_land.jpg`. */
const ART_NAME = /^[a-z0-9]+(-[a-z0-9]+)*_(port|land)\.jpg$/;

/**
 * After a transcode: a title whose artwork is missing on disk gets a poster and a landscape image
 * (whichever is missing) from a frame of its video's source (a file here: the job's own, or its
 * download from the media store). Art that exists is never touched.
 */
export async function makePosterFrames(
  deps: PosterFrameDeps,
  assetId: string,
  sourceFile: string,
): Promise<"written" | "has-art" | "skipped"> {
  const asset = await deps.repository.findAsset(assetId);
  if (!asset?.durationS) return "skipped";
  const { portrait, landscape } = asset.images;
  if (!ART_NAME.test(portrait) || !ART_NAME.test(landscape)) return "skipped";
  const missing = async (file: string) =>
    (await exists(path.join(deps.uploadsDir, file))) ? undefined : file;
  const files = { portrait: await missing(portrait), landscape: await missing(landscape) };
  if (!files.portrait && !files.landscape) return "has-art";
  const frame = await grabPosterFrame(deps.ffmpeg, sourceFile, asset.durationS);
  await writePosterFrames(frame, deps.uploadsDir, files);
  deps.log.info({ titleRef: asset.ref, assetId }, "poster frames written");
  return "written";
}

/** The poster-frame step once a transcode made its asset ready; it never fails the job. */
export function posterFramesAfterReady(deps: PosterFrameDeps) {
  return async (assetId: string, sourceFile: string): Promise<void> => {
    await makePosterFrames(deps, assetId, sourceFile).catch((error: unknown) => {
      deps.log.warn(
        { assetId, reason: error instanceof Error ? error.message : String(error) },
        "poster frames failed",
      );
    });
  };
}
