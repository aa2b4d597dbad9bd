import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { parseMediaPlaylist } from "./hls.ts";
import path from "node:path";
import type { Rung } from "./ladder.ts";
import {
  type LadderRung,
  type ProbePoint,
  type SampleWindow,
  chooseLadder,
  parseSsimStats,
  probeCrfs,
  sampleWindows,
} from "./per-title.ts";
import type { ProbeResult } from "./probe.ts";
import { runTool } from "./run-tool.ts";
import { KEYFRAME_SECONDS } from "./transcode-args.ts";

export interface ToolOptions {
  ffmpeg?: string;
  niceness?: number;
  signal?: AbortSignal;
}

const BASE = ["-hide_banner", "-nostdin", "-nostats", "-loglevel", "error", "-y"];

/** A path as a filter option value: scratch paths are plain; one with a filter's specials is refused. */
function filterPath(file: string): string {
  if (/[\\':;,[\]=\s]/.test(file)) throw new Error(`unsafe path for a filter: ${file}`);
  return file;
}

/** Frames numbered from 0 at the source's rate: a sample and its encode line up frame by frame. */
const renumber = (fps: number) => `setpts=N/(${fps}*TB)`;

const scaleTo = (height: number) => `scale=-2:${height}:flags=bicubic,format=yuv420p`;

/** The windows of the source as inputs, and the filter that joins them into one stream. */
export function sampleInputs(
  source: string,
  windows: readonly SampleWindow[],
  fps: number,
  firstInput = 0,
) {
  const inputs = windows.flatMap((w) => [
    "-ss",
    String(w.startS),
    "-t",
    String(w.durationS),
    "-i",
    source,
  ]);
  const joined = `${windows.map((_, i) => `[${firstInput + i}:v]`).join("")}concat=n=${windows.length}:v=1:a=0,${renumber(fps)}`;
  return { inputs, joined };
}

/**
 * The source's windows decoded once, joined and renumbered, into one raw video file (NUT): what the
 * probe encodes and every SSIM measurement of the analysis read, instead of seeking into the
 * source and decoding from the keyframe before each window again (on a high-bitrate source with
 * keyframes far apart that was most of the analysis: 8.7 s of CPU per pass on the bench's grain).
 */
export async function decodeSamples(
  options: ToolOptions & {
    source: string;
    windows: readonly SampleWindow[];
    fps: number;
    file: string;
  },
): Promise<string> {
  const { inputs, joined } = sampleInputs(options.source, options.windows, options.fps);
  await runTool(
    options.ffmpeg ?? "ffmpeg",
    [
      ...BASE,
      ...inputs,
      "-filter_complex",
      `${joined}[v]`,
      "-map",
      "[v]",
      "-c:v",
      "rawvideo",
      "-f",
      "nut",
      options.file,
    ],
    options,
  );
  return options.file;
}

/** The decoded samples as input `index` of a run, its frames numbered from 0. */
export function samplesInput(samples: string, index: number, fps: number) {
  return { inputs: ["-i", samples], joined: `[${index}:v]${renumber(fps)}` };
}

/** One encode of the samples at a rung's size: at a fixed quality (a probe) or at a bit rate as the real encode is asked (a check). */
interface SampleEncode {
  height: number;
  file: string;
  rate: { crf: number } | { bitrate: number };
}

/**
 * Encodes the samples in one ffmpeg run, each at its rung's size with the real preset, profile and
 * GOP, raw H.264 (the file's size is the video's bits), then measures each against the samples
 * scaled to its rung. Each window starts with a keyframe, as a GOP of the real encode does: joined
 * to the one before it, a window is a cut, which a P-frame pays for dearly (fast motion at 720p
 * looked a tenth dearer in the probes than in the real encode).
 */
async function encodeSamples(
  options: ToolOptions & { probe: ProbeResult; windows: readonly SampleWindow[]; preset?: string },
  samples: string,
  encodes: readonly SampleEncode[],
): Promise<ProbePoint[]> {
  const { probe, windows } = options;
  if (encodes.length === 0) return [];
  const gop = Math.max(1, Math.round(probe.fps * KEYFRAME_SECONDS));
  const { inputs, joined } = samplesInput(samples, 0, probe.fps);
  const graph = [
    `${joined},split=${encodes.length}${encodes.map((_, k) => `[s${k}]`).join("")}`,
    ...encodes.map((e, k) => `[s${k}]${scaleTo(e.height)}[e${k}]`),
  ].join(";");
  const args = [...BASE, ...inputs, "-filter_complex", graph];
  const joins = windows.map((_, i) => keyframeAt(windows, i)).join(",");
  encodes.forEach((e, k) => {
    const rate =
      "crf" in e.rate
        ? ["-crf", String(e.rate.crf)]
        : ["-b:v", kbps(e.rate.bitrate), "-maxrate", kbps(e.rate.bitrate * 1.2)].concat([
            "-bufsize",
            kbps(e.rate.bitrate * 2),
          ]);
    args.push(
      ...["-map", `[e${k}]`, "-c:v", "libx264", "-preset", options.preset ?? "veryfast"],
      ...["-profile:v", "main", ...rate, "-g", String(gop), "-keyint_min", String(gop)],
      ...["-sc_threshold", "0", "-force_key_frames", joins, "-an", "-f", "h264", e.file],
    );
  });
  await runTool(options.ffmpeg ?? "ffmpeg", args, options);
  const measured = await measureSsim({
    ...options,
    source: samples,
    samples,
    fps: probe.fps,
    encoded: encodes.map((e) => ({
      file: e.file,
      height: e.height,
      samplesOnly: true,
      format: "h264" as const,
    })),
    statsDir: path.dirname(encodes[0]!.file),
  });
  return Promise.all(
    encodes.map(async (e, k) => {
      const { size } = await stat(e.file);
      const seconds = measured[k]!.frames / probe.fps;
      return { bitrate: Math.round((size * 8) / seconds), ssim: measured[k]!.ssim };
    }),
  );
}

const kbps = (bits: number) => `${Math.round(bits / 1000)}k`;

type ProbeOptions = ToolOptions & {
  source: string;
  probe: ProbeResult;
  rungs: readonly Rung[];
  windows: readonly SampleWindow[];
  workDir: string;
  preset?: string;
  /** The windows already decoded (decodeSamples); decoded here when not given. */
  samples?: string;
};

async function samplesOf(options: ProbeOptions): Promise<string> {
  await mkdir(options.workDir, { recursive: true });
  return (
    options.samples ??
    decodeSamples({
      ...options,
      fps: options.probe.fps,
      file: path.join(options.workDir, "samples.nut"),
    })
  );
}

/**
 * Encodes the samples of every rung at its probe CRFs in one ffmpeg run and measures each:
 * each rung's points, in the rungs' order.
 */
export async function probeRungs(options: ProbeOptions): Promise<ProbePoint[][]> {
  const { rungs, workDir } = options;
  const samples = await samplesOf(options);
  const encodes = rungs.flatMap((r) =>
    probeCrfs(r.height).map((crf) => ({
      height: r.height,
      file: path.join(workDir, `${r.name}-${crf}.h264`),
      rate: { crf },
    })),
  );
  const points = await encodeSamples(options, samples, encodes);
  let k = 0;
  return rungs.map((r) => probeCrfs(r.height).map(() => points[k++]!));
}

export interface EncodedVideo {
  /** A file or playlist ffmpeg reads. */
  file: string;
  height: number;
  /** It holds only the sample windows, one after the other (a probe encode). */
  samplesOnly?: boolean;
  /** Raw H.264: read at the source's frame rate. */
  format?: "h264";
  /**
   * The windows as pieces of a rendition (renditionPieces), each from `fromS` of its file for
   * `durationS`: only the segments under the windows are decoded.
   */
  pieces?: readonly { file: string; fromS: number; durationS: number }[];
}

/**
 * An HLS rendition's segments (clear, before encryption) under each window, each window's init
 * and segments joined into one file, with where the window starts in it.
 */
export async function renditionPieces(
  dir: string,
  windows: readonly SampleWindow[],
  workDir: string,
): Promise<{ file: string; fromS: number; durationS: number }[]> {
  const playlist = parseMediaPlaylist(await readFile(path.join(dir, "index.m3u8"), "utf8"));
  const init = await readFile(path.join(dir, playlist.mapUri!));
  let at = 0;
  const timed = playlist.segments.map((s) => {
    const start = at;
    at += s.durationS;
    return { ...s, start, end: at };
  });
  await mkdir(workDir, { recursive: true });
  return Promise.all(
    windows.map(async (w, i) => {
      const end = w.startS + w.durationS;
      const under = timed.filter((s) => s.end > w.startS && s.start < end);
      if (under.length === 0) throw new Error(`no segment under ${w.startS}s in ${dir}`);
      const parts = await Promise.all(under.map((s) => readFile(path.join(dir, s.uri))));
      const file = path.join(workDir, `${path.basename(dir)}-w${i}.mp4`);
      await writeFile(file, Buffer.concat([init, ...parts]));
      const fromS = Math.round((w.startS - under[0]!.start) * 1000) / 1000;
      return { file, fromS, durationS: w.durationS };
    }),
  );
}

/**
 * SSIM of encoded videos against the source scaled to each one's height, in one ffmpeg run: on the
 * sample windows (`windows`; a probe encode holds only them, a full encode and the source are cut
 * to them by seeking), or over the whole video. Frames are paired by their number from the start.
 */
export async function measureSsim(
  options: SsimOptions,
): Promise<{ ssim: number; frames: number }[]> {
  const { encoded } = options;
  // ffmpeg runs a filter graph's filters one after the other on one thread: the videos are
  // measured in as many ffmpeg runs at once as there are cores (each decodes the source again).
  const runs = Math.max(1, Math.min(availableParallelism(), encoded.length));
  const size = Math.ceil(encoded.length / runs);
  const parts = Array.from({ length: runs }, (_, i) => encoded.slice(i * size, (i + 1) * size));
  const measured = await Promise.all(
    parts.map((part, i) => measureSsimInOneRun({ ...options, encoded: part }, i)),
  );
  return measured.flat();
}

interface SsimOptions extends ToolOptions {
  source: string;
  /** The source's windows already decoded (decodeSamples): the reference, read instead of seeking. */
  samples?: string;
  fps: number;
  encoded: readonly EncodedVideo[];
  windows?: readonly SampleWindow[];
  /** Where the stats files go (beside the first encoded file when not given). */
  statsDir?: string;
}

async function measureSsimInOneRun(
  options: SsimOptions,
  run: number,
): Promise<{ ssim: number; frames: number }[]> {
  const { source, fps, encoded, windows } = options;
  if (encoded.length === 0) return [];
  const statsDir = options.statsDir ?? path.dirname(encoded[0]!.file);
  const stats = encoded.map((_, k) => path.join(statsDir, `ssim-${run}-${k}-${process.pid}.log`));
  const inputs: string[] = [];
  // Each video as one stream of frames numbered from 0: the source's windows cut by seeking, an
  // encode's by selecting its frames from its start (a fragmented HLS rendition does not seek), a
  // probe encode as it is, or the whole video.
  const stream = (
    file: string,
    kind: "source" | "encode" | "samples",
    format?: "h264",
    pieces?: EncodedVideo["pieces"],
  ) => {
    const first = inputs.filter((a) => a === "-i").length;
    if (pieces) {
      const cut = pieces.map((p, j) => {
        inputs.push("-i", p.file);
        return `[${first + j}:v]setpts=PTS-STARTPTS,trim=start=${p.fromS}:duration=${p.durationS},setpts=PTS-STARTPTS[p${first}_${j}]`;
      });
      const joined = pieces.map((_, j) => `[p${first}_${j}]`).join("");
      return `${cut.join(";")};${joined}concat=n=${pieces.length}:v=1:a=0,${renumber(fps)}`;
    }
    if (options.samples && kind === "source") {
      const decoded = samplesInput(options.samples, first, fps);
      inputs.push(...decoded.inputs);
      return decoded.joined;
    }
    if (windows && kind === "source") {
      const sampled = sampleInputs(file, windows, fps, first);
      inputs.push(...sampled.inputs);
      return sampled.joined;
    }
    if (format === "h264") inputs.push("-framerate", String(fps), "-f", "h264");
    inputs.push("-i", file);
    const cut = windows && kind === "encode" ? selectWindows(windows) : "";
    return `[${first}:v]${cut}${renumber(fps)}`;
  };
  const reference = stream(source, "source");
  const streams = encoded.map((e) =>
    stream(e.file, e.samplesOnly ? "samples" : "encode", e.format, e.pieces),
  );
  const graph = [
    `${reference},split=${encoded.length}${encoded.map((_, k) => `[r${k}]`).join("")}`,
    ...encoded.map((e, k) => {
      const distorted = `${streams[k]!},format=yuv420p[d${k}]`;
      return `${distorted};[r${k}]${scaleTo(e.height)}[s${k}];[d${k}][s${k}]ssim=stats_file=${filterPath(stats[k]!)}[o${k}]`;
    }),
  ].join(";");
  const args = [...BASE, ...inputs, "-filter_complex", graph];
  encoded.forEach((_, k) => args.push("-map", `[o${k}]`, "-f", "null", "-"));
  await runTool(options.ffmpeg ?? "ffmpeg", args, options);
  return Promise.all(stats.map(async (file) => parseSsimStats(await readFile(file, "utf8"))));
}

/** Where window `i` starts in the joined samples (a hair early: the first frame at or after it). */
function keyframeAt(windows: readonly SampleWindow[], i: number): string {
  const at = windows.slice(0, i).reduce((sum, w) => sum + w.durationS, 0);
  return String(Math.max(0, Math.round((at - 0.001) * 1000) / 1000));
}

/** Keeps the frames of the windows, by their time from the video's first frame. */
function selectWindows(windows: readonly SampleWindow[]): string {
  const between = windows
    .map((w) => {
      const end = Math.round((w.startS + w.durationS) * 1000 - 1) / 1000;
      return `between(t,${w.startS},${end})`;
    })
    .join("+");
  return `setpts=PTS-STARTPTS,select='${between}',`;
}

/**
 * A title's ladder from its own content: samples spread over the source decoded once, probe
 * encodes at fixed qualities, and each rung's bitrate chosen for its SSIM target (per-title.ts).
 * Its cost is three short ffmpeg runs over about 6 % of the source.
 */
export async function analyseTitle(
  options: ToolOptions & {
    source: string;
    probe: ProbeResult;
    rungs: readonly Rung[];
    workDir: string;
    preset?: string;
  },
): Promise<{ ladder: LadderRung[]; windows: SampleWindow[]; samples: string }> {
  const windows = sampleWindows(options.probe.durationS);
  await mkdir(options.workDir, { recursive: true });
  const samples = await decodeSamples({
    ...options,
    windows,
    fps: options.probe.fps,
    file: path.join(options.workDir, "samples.nut"),
  });
  const points = await probeRungs({ ...options, windows, samples });
  return { ladder: chooseLadder(options.rungs, points), windows, samples };
}
