import { type Rung, videoBitrate } from "./ladder.ts";

/**
 * The per-title ladder (ADR 0077): each rung gets the fewest video bits that reach its SSIM
 * target on samples of the title, never more than the fixed ladder's bitrate and never less than
 * its floor. The targets are what the fixed ladder reaches on complex content (fast motion): a
 * title that needs today's bits keeps them, a simpler one is encoded smaller at that quality.
 */
export const SSIM_TARGETS: Readonly<Record<number, number>> = {
  144: 0.984,
  240: 0.987,
  360: 0.99,
  480: 0.989,
  720: 0.995,
  1080: 0.995,
};

/** No rung goes below this share of its fixed bitrate: samples can miss a title's hardest scenes. */
export const FLOOR_SHARE = 0.3;
/**
 * One-pass ABR over the whole title reaches less than the probes' CRF at the same average on noisy
 * content below 720p (grain 240p, dark 480p fell short even with this): the estimate gets this on
 * top. At 720p and up, probed at finer CRFs that bracket the target, the real encode needed 0.86×
 * (fast motion) to 1.05× (animation) of the estimate (ADR 0077).
 */
export const ABR_MARGIN = 1.15;
export const HIGH_ABR_MARGIN = 1.05;
export const HIGH_RUNG_HEIGHT = 720;
export function abrMargin(height: number): number {
  return height >= HIGH_RUNG_HEIGHT ? HIGH_ABR_MARGIN : ABR_MARGIN;
}
/** The two fixed qualities each rung's samples are encoded at (x264 CRF, the real preset). */
export const PROBE_CRFS = [24, 32] as const;
/** 720p and up aim at SSIM 0.995, past what CRF 24 reaches on most content: probed finer, to interpolate. */
export const HIGH_PROBE_CRFS = [20, 28] as const;
export function probeCrfs(height: number): readonly number[] {
  return height >= HIGH_RUNG_HEIGHT ? HIGH_PROBE_CRFS : PROBE_CRFS;
}
/** A sample is at most one GOP of the real encode (a keyframe every 2 s), at least 1 s. */
export const SAMPLE_SECONDS = 2;
export const MIN_SAMPLE_SECONDS = 1;
/** At most this many samples, spread over the title; a shorter title gets fewer, shorter ones. */
export const MAX_SAMPLES = 5;
/** Samples cover at most this share of the title (a short source stays cheap to analyse). */
export const SAMPLED_SHARE = 0.06;

export interface SampleWindow {
  startS: number;
  durationS: number;
}

/** A probe encode's result: its video bit rate and SSIM against the scaled source. */
export interface ProbePoint {
  bitrate: number;
  ssim: number;
}

/** One rung of a title's ladder as chosen, and as measured once encoded. */
export interface LadderRung {
  name: string;
  height: number;
  /** Video bits/s the rung is encoded at. */
  videoBitrate: number;
  /** What the fixed ladder gives this rung (the cap). */
  fixedVideoBitrate: number;
  targetSsim: number;
  /** SSIM of the encoded rung against the source scaled to its size, on the samples; null when not measured. */
  ssim: number | null;
}

/** The target of a rung of any height: the nearest named rung's at or below it (144p's below 144). */
export function targetSsim(height: number): number {
  const heights = Object.keys(SSIM_TARGETS)
    .map(Number)
    .sort((a, b) => a - b);
  const at = heights.filter((h) => h <= height).pop() ?? heights[0]!;
  return SSIM_TARGETS[at]!;
}

/**
 * Where the samples are: up to five windows of 1–2 s (three at least when the title is long
 * enough), centred in equal parts of the title, covering about 6 % of it; a very short title gets
 * one window of 1 s (or all of it).
 */
export function sampleWindows(durationS: number): SampleWindow[] {
  if (!Number.isFinite(durationS) || durationS <= 0) {
    throw new Error(`invalid duration: ${durationS}`);
  }
  const budget = durationS * SAMPLED_SHARE;
  const length = Math.min(
    durationS,
    Math.max(MIN_SAMPLE_SECONDS, Math.min(SAMPLE_SECONDS, budget / 3)),
  );
  const count = Math.max(1, Math.min(MAX_SAMPLES, Math.floor(budget / length)));
  const part = durationS / count;
  return Array.from({ length: count }, (_, i) => ({
    startS: round3(part * i + (part - length) / 2),
    durationS: round3(length),
  }));
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** SSIM in decibels: −10·log10(1 − SSIM), near-linear in log bitrate over a rung's useful range. */
export function ssimDb(ssim: number): number {
  return -10 * Math.log10(Math.max(1e-9, 1 - ssim));
}

/**
 * The fewest bits reaching `target` from a rung's probe points: interpolated (or extrapolated
 * from the nearest two) in SSIM dB over log bitrate. Infinity when the points cannot say (one
 * point short of the target, or quality that does not rise with bits).
 */
export function bitsForTarget(points: readonly ProbePoint[], target: number): number {
  const sorted = [...points]
    .filter((p) => p.bitrate > 0 && Number.isFinite(p.ssim))
    .sort((a, b) => a.bitrate - b.bitrate);
  if (sorted.length === 0) return Number.POSITIVE_INFINITY;
  const want = ssimDb(target);
  if (sorted.length === 1) {
    return ssimDb(sorted[0]!.ssim) >= want ? sorted[0]!.bitrate : Number.POSITIVE_INFINITY;
  }
  // The segment that brackets the target, else the end segment nearest to it.
  let i = sorted.findIndex((p, k) => k > 0 && ssimDb(p.ssim) >= want);
  if (i < 0) i = sorted.length - 1;
  const a = sorted[i - 1]!;
  const b = sorted[i]!;
  const slope = (ssimDb(b.ssim) - ssimDb(a.ssim)) / Math.log(b.bitrate / a.bitrate);
  if (!(slope > 0)) {
    const reaching = sorted.find((p) => ssimDb(p.ssim) >= want);
    return reaching ? reaching.bitrate : Number.POSITIVE_INFINITY;
  }
  return a.bitrate * Math.exp((want - ssimDb(a.ssim)) / slope);
}

/** A rung's video bitrate: the probe's estimate with the ABR margin, between its floor and cap. */
export function chooseVideoBitrate(rung: Rung, points: readonly ProbePoint[]): number {
  const cap = videoBitrate(rung);
  const floor = Math.round(cap * FLOOR_SHARE);
  const wanted = bitsForTarget(points, targetSsim(rung.height)) * abrMargin(rung.height);
  const chosen = Math.min(cap, Math.max(floor, wanted));
  // Whole kbit/s: what ffmpeg is given.
  return Math.round(chosen / 1000) * 1000;
}

/** The ladder a title gets from its probe points (one list per rung, in the rungs' order). */
export function chooseLadder(
  rungs: readonly Rung[],
  points: readonly (readonly ProbePoint[])[],
): LadderRung[] {
  return rungs.map((rung, i) => ({
    name: rung.name,
    height: rung.height,
    videoBitrate: chooseVideoBitrate(rung, points[i] ?? []),
    fixedVideoBitrate: videoBitrate(rung),
    targetSsim: targetSsim(rung.height),
    ssim: null,
  }));
}

/** Today's fixed ladder in the same shape (no analysis: a rerun without a recorded ladder). */
export function fixedLadder(rungs: readonly Rung[]): LadderRung[] {
  return rungs.map((rung) => ({
    name: rung.name,
    height: rung.height,
    videoBitrate: videoBitrate(rung),
    fixedVideoBitrate: videoBitrate(rung),
    targetSsim: targetSsim(rung.height),
    ssim: null,
  }));
}

/** The mean of the `All:` values of an ssim filter's stats file (one line per frame). */
export function parseSsimStats(text: string): { ssim: number; frames: number } {
  let sum = 0;
  let frames = 0;
  for (const match of text.matchAll(/All:([0-9.]+|inf)/g)) {
    const value = match[1] === "inf" ? 1 : Number(match[1]);
    if (!Number.isFinite(value)) continue;
    sum += value;
    frames += 1;
  }
  if (frames === 0) throw new Error("the ssim filter measured no frame");
  return { ssim: sum / frames, frames };
}
