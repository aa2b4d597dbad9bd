import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { runTool } from "@tazama/media";
import sharp, { type Sharp } from "sharp";
import { SOURCE_JPEG } from "./source-jpeg.ts";

/** Where in the video frames are tried, as fractions of its length: ~10 % in first. */
const CANDIDATES = [0.1, 0.2, 0.35, 0.5, 0.65];
/** A frame darker than this (mean of 0–255) or this flat (standard deviation) is skipped. */
const MIN_MEAN = 28;
const MIN_SPREAD = 12;

export const POSTER_SIZE = { width: 900, height: 1350 } as const;
export const LANDSCAPE_SIZE = { width: 1920, height: 1080 } as const;

/** One frame at `atS` seconds as PNG bytes. */
async function frameAt(ffmpeg: string, source: string, atS: number): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), "tazama-frame-"));
  const out = path.join(dir, "frame.png");
  try {
    await runTool(ffmpeg, [
      "-v",
      "error",
      "-ss",
      atS.toFixed(2),
      "-i",
      source,
      "-frames:v",
      "1",
      "-y",
      out,
    ]);
    return await sharp(out).png().toBuffer();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function brightness(frame: Buffer) {
  const { channels } = await sharp(frame).stats();
  const rgb = channels.slice(0, 3);
  const mean = rgb.reduce((n, c) => n + c.mean, 0) / rgb.length;
  const spread = rgb.reduce((n, c) => n + c.stdev, 0) / rgb.length;
  return { mean, spread };
}

/**
 * A representative frame: the first candidate (10 %, 20 %, … in) that is neither black nor flat,
 * else the brightest one tried.
 */
export async function grabPosterFrame(
  ffmpeg: string,
  source: string,
  durationS: number,
): Promise<Buffer> {
  let best: { frame: Buffer; mean: number } | undefined;
  for (const at of CANDIDATES) {
    const frame = await frameAt(ffmpeg, source, Math.max(0, durationS * at));
    const { mean, spread } = await brightness(frame);
    if (mean >= MIN_MEAN && spread >= MIN_SPREAD) return frame;
    if (!best || mean > best.mean) best = { frame, mean };
  }
  if (!best) throw new Error("no frame could be read");
  return best.frame;
}

async function writeJpeg(image: Sharp, file: string) {
  const tmp = `${file}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    await image.jpeg(SOURCE_JPEG).toFile(tmp);
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

/**
 * The poster (2:3, 900×1350, cropped where the frame has most detail) and the landscape
 * (16:9, 1920×1080) from one frame, each written under its file name in `outDir` when given
 * (never half-written).
 */
export async function writePosterFrames(
  frame: Buffer,
  outDir: string,
  files: { portrait?: string; landscape?: string },
): Promise<void> {
  await mkdir(outDir, { recursive: true });
  if (files.portrait) {
    await writeJpeg(
      sharp(frame).resize({ ...POSTER_SIZE, fit: "cover", position: sharp.strategy.attention }),
      path.join(outDir, files.portrait),
    );
  }
  if (files.landscape) {
    await writeJpeg(
      sharp(frame).resize({ ...LANDSCAPE_SIZE, fit: "cover", position: "centre" }),
      path.join(outDir, files.landscape),
    );
  }
}
