import { randomBytes } from "node:crypto";
import { access, mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { posterSvg, type ArtworkInput, type Orientation } from "./poster-svg.ts";
import { SOURCE_JPEG } from "./source-jpeg.ts";

export interface RenderOptions {
  /** Posters rendered at once (default 2). */
  concurrency?: number;
  /** Re-render files that already exist. */
  force?: boolean;
}

const SUFFIX: Record<Orientation, string> = { portrait: "port", landscape: "land" };

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** Renders one poster to a temporary name, then renames it, so no half-written file remains. */
async function renderOne(input: ArtworkInput, orientation: Orientation, file: string) {
  const tmp = `${file}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    await sharp(Buffer.from(posterSvg(input, orientation)))
      .jpeg(SOURCE_JPEG)
      .toFile(tmp);
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

/**
 * Writes `${ref}_port.jpg` (900×1350) and `${ref}_land.jpg` (1920×1080) for each item into
 * outDir, skipping files already there unless `force`. Same input, same bytes.
 */
export async function renderArtwork(
  items: ArtworkInput[],
  outDir: string,
  options: RenderOptions = {},
): Promise<{ written: number; skipped: number }> {
  await mkdir(outDir, { recursive: true });
  const jobs = items.flatMap((item) =>
    (["portrait", "landscape"] as const).map((orientation) => ({
      item,
      orientation,
      file: path.join(outDir, `${item.ref}_${SUFFIX[orientation]}.jpg`),
    })),
  );
  let written = 0;
  let skipped = 0;
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      if (!options.force && (await exists(job.file))) {
        skipped++;
        continue;
      }
      await renderOne(job.item, job.orientation, job.file);
      written++;
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? 2, jobs.length));
  await Promise.all(Array.from({ length: workers }, worker));
  return { written, skipped };
}
