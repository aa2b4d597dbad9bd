import { AV1_MAX_HEIGHT, AV1_PREFIX } from "./ladder.ts";
import { type LadderRung, ssimDb, targetSsim } from "./per-title.ts";
import type { ProbeResult } from "./probe.ts";
import { KEYFRAME_SECONDS, SEGMENT_SECONDS } from "./transcode-args.ts";

/**
 * AV1 for the low rungs (ADR 0083): SVT-AV1 at a fast preset, each rung at the CRF that reaches
 * the rung's SSIM target on the title's samples, never above the H.264 rung's bitrate.
 */
export const AV1_PRESET = 10;
/** The two CRFs each rung's samples are encoded at to find its CRF (SVT-AV1's 0–63 scale). */
export const AV1_PROBE_CRFS = [38, 50] as const;

/** One AV1 rung to make: the H.264 rung it stands beside and the bitrate it must stay under. */
export interface Av1Rung {
  name: string;
  height: number;
  /** The H.264 rung's video bits/s: the AV1 rung's cap. */
  capBitrate: number;
  /** What the fixed ladder gives this height (recorded beside it, as for H.264). */
  fixedVideoBitrate: number;
  targetSsim: number;
}

/** A probe encode of a rung's samples at one CRF. */
export interface Av1ProbePoint {
  crf: number;
  bitrate: number;
  ssim: number;
}

/** The AV1 rungs of a title: its H.264 rungs up to 480p, in the same order. */
export function av1Rungs(ladder: readonly LadderRung[]): Av1Rung[] {
  return ladder
    .filter((r) => r.height <= AV1_MAX_HEIGHT && !r.name.startsWith(AV1_PREFIX))
    .map((r) => ({
      name: `${AV1_PREFIX}${r.name}`,
      height: r.height,
      capBitrate: r.videoBitrate,
      fixedVideoBitrate: r.fixedVideoBitrate,
      targetSsim: targetSsim(r.height),
    }));
}

const MIN_CRF = 1;
/** The share of its cap a rung's capped CRF is given (SVT-AV1's cap is loose). */
export const CAP_MARGIN = 0.8;
const MAX_CRF = 63;

/**
 * The CRF of a rung from its two probe points: SSIM in dB and log bitrate are both near-linear in
 * CRF over this range, so the CRF that reaches the target and the CRF that meets the cap are
 * interpolated (or extrapolated) from the points; the rung takes the higher of the two (fewer
 * bits). Points that do not fall with CRF say nothing: the lower probe CRF is taken.
 */
export function chooseAv1Crf(
  points: readonly Av1ProbePoint[],
  target: number,
  cap: number,
): number {
  const [a, b] = [...points].sort((x, y) => x.crf - y.crf);
  if (!a || !b || a.crf === b.crf) return a?.crf ?? AV1_PROBE_CRFS[0];
  const span = b.crf - a.crf;
  const ssimSlope = (ssimDb(b.ssim) - ssimDb(a.ssim)) / span;
  const bitsSlope = (Math.log(b.bitrate) - Math.log(a.bitrate)) / span;
  if (!(ssimSlope < 0) || !(bitsSlope < 0) || !(a.bitrate > 0) || !(cap > 0)) return a.crf;
  const forTarget = Math.floor(a.crf + (ssimDb(target) - ssimDb(a.ssim)) / ssimSlope);
  const forCap = Math.ceil(a.crf + (Math.log(cap) - Math.log(a.bitrate)) / bitsSlope);
  return Math.min(MAX_CRF, Math.max(MIN_CRF, forTarget, forCap));
}

const BASE = ["-hide_banner", "-nostdin", "-nostats", "-loglevel", "error", "-y"];
const scaleTo = (height: number) => `scale=-2:${height}:flags=bicubic,format=yuv420p`;

/** SVT-AV1's settings for one output stream (`index` as ffmpeg numbers the video outputs). */
function av1Codec(index: number | null, crf: number, gop: number): string[] {
  const at = index === null ? "" : `:${index}`;
  return [
    `-c:v${at}`,
    "libsvtav1",
    `-preset:v${at}`,
    String(AV1_PRESET),
    `-crf:v${at}`,
    String(crf),
    `-g:v${at}`,
    String(gop),
  ];
}

/** A keyframe every 2 s, as the H.264 rungs: segments line up and a player may switch between them. */
export const av1Gop = (probe: ProbeResult) => Math.max(1, Math.round(probe.fps * KEYFRAME_SECONDS));

/**
 * One ffmpeg run encoding every rung's samples (`joined`: the sample windows as one stream) at
 * every probe CRF into IVF files (`files[rung][crf]`).
 */
export function buildAv1ProbeArgs(options: {
  inputs: readonly string[];
  joined: string;
  rungs: readonly Av1Rung[];
  files: readonly (readonly string[])[];
  gop: number;
}): string[] {
  const { rungs, files, gop } = options;
  const crfs = AV1_PROBE_CRFS;
  const graph = [
    `${options.joined},split=${rungs.length}${rungs.map((_, r) => `[s${r}]`).join("")}`,
    ...rungs.map(
      (rung, r) =>
        `[s${r}]${scaleTo(rung.height)},split=${crfs.length}${crfs.map((_, c) => `[e${r}_${c}]`).join("")}`,
    ),
  ].join(";");
  const args = [...BASE, ...options.inputs, "-filter_complex", graph];
  rungs.forEach((_, r) => {
    crfs.forEach((crf, c) => {
      args.push("-map", `[e${r}_${c}]`, ...av1Codec(null, crf, gop), "-an", "-f", "ivf");
      args.push(files[r]![c]!);
    });
  });
  return args;
}

/**
 * One ffmpeg run making every AV1 rung of the whole source as fMP4 HLS renditions (video only:
 * they play with the folder's AAC audio group), `<outDir>/<rung>/index.m3u8`, 4 s segments.
 */
export function buildAv1Args(options: {
  source: string;
  probe: ProbeResult;
  rungs: readonly (Av1Rung & { crf: number })[];
  outDir: string;
}): string[] {
  const { rungs, outDir } = options;
  if (rungs.length === 0) throw new Error("no AV1 rungs to encode");
  const gop = av1Gop(options.probe);
  const split = rungs.map((_, i) => `[s${i}]`).join("");
  const scales = rungs.map((r, i) => `[s${i}]${scaleTo(r.height)}[v${i}]`).join(";");
  const args = [...BASE, "-i", options.source];
  args.push("-filter_complex", `[0:v]split=${rungs.length}${split};${scales}`);
  rungs.forEach((rung, i) => {
    args.push("-map", `[v${i}]`, ...av1Codec(i, rung.crf, gop));
    // Capped CRF: SVT-AV1 keeps the rung's bits under the H.264 rung's (it overshoots its cap by
    // up to a fifth on grain, hence the margin) when the samples' estimate was short.
    args.push(
      `-svtav1-params:v:${i}`,
      `mbr=${Math.max(1, Math.floor((rung.capBitrate * CAP_MARGIN) / 1000))}`,
    );
  });
  args.push(
    ...["-an", "-f", "hls", "-hls_time", String(SEGMENT_SECONDS), "-hls_playlist_type", "vod"],
    ...["-hls_segment_type", "fmp4", "-hls_flags", "independent_segments"],
    ...["-hls_fmp4_init_filename", "init.mp4"],
    ...["-hls_segment_filename", `${outDir}/%v/seg_%03d.m4s`],
    ...["-var_stream_map", rungs.map((r, i) => `v:${i},name:${r.name}`).join(" ")],
    `${outDir}/%v/index.m3u8`,
  );
  return args;
}
