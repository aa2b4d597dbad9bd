import { cp, mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  type RenditionInfo,
  markOpusMaster,
  writeAv1MasterPlaylist,
  writeMasterPlaylist,
  writeOpusMasterPlaylist,
} from "./hls.ts";
import { finishRendition, progressFromLine, publishFolder } from "./hls-folder.ts";
import {
  AUDIO_BITRATE,
  AUDIO_RENDITION,
  AV1_MASTER_PLAYLIST,
  OPUS_BITRATE,
  OPUS_MASTER_PLAYLIST,
  OPUS_RENDITION,
  type Rung,
  selectLadder,
} from "./ladder.ts";
import { type LadderRung, type SampleWindow, fixedLadder } from "./per-title.ts";
import { analyseTitle, measureSsim, renditionPieces } from "./per-title-probe.ts";
import { type ProbeResult, buildProbeArgs, parseProbe } from "./probe.ts";
import { runTool } from "./run-tool.ts";
import { buildTranscodeArgs } from "./transcode-args.ts";

export const MASTER_PLAYLIST = "master.m3u8";

/** The audio-only renditions every transcode makes, and the bits/s on the wire each may reach. */
const AUDIO_BUDGETS = [
  [AUDIO_RENDITION, AUDIO_BITRATE * 1.2],
  [OPUS_RENDITION, OPUS_BITRATE * 1.2],
] as const;
const isAudioRendition = (name: string) => AUDIO_BUDGETS.some(([audio]) => audio === name);

export interface TranscodeOptions {
  source: string;
  /** The published folder; replaced atomically when the transcode succeeds. */
  outDir: string;
  /** Scratch space (same filesystem as outDir); the job's own folder in it is always removed. */
  workRoot: string;
  /** 16 random bytes: the title's AES-128 key. */
  key: Buffer;
  /** The key URI written into each media playlist, relative to it (e.g. "../key"). */
  keyUri: string;
  preset?: string;
  ffmpeg?: string;
  ffprobe?: string;
  /** CPU niceness of the ffmpeg process (0–19). */
  niceness?: number;
  /** Called as ffmpeg goes, with the share of the source encoded so far (0–1). */
  onProgress?: (fraction: number) => void;
  /** Aborting it stops ffmpeg: the transcode rejects and publishes nothing. */
  signal?: AbortSignal;
  /**
   * "per-title" (the default): the rungs' bitrates chosen from the source's own samples and each
   * rung's SSIM measured on them (ADR 0077); "fixed": the fixed ladder, nothing measured.
   */
  ladder?: "per-title" | "fixed";
  /**
   * Runs each step of the job ("probe", "analyse", "encode", "measure", "package", "publish"):
   * the caller may time or trace it (a span per step, ADR 0080). Default: runs it.
   */
  step?: StepRunner;
}

/** Runs a named step of a transcode (see TranscodeOptions.step). */
export type StepRunner = <T>(name: TranscodeStep, work: () => Promise<T>) => Promise<T>;
export type TranscodeStep = "probe" | "analyse" | "encode" | "measure" | "package" | "publish";

export const justRun: StepRunner = (_name, work) => work();

export interface TranscodeResult {
  probe: ProbeResult;
  renditions: RenditionInfo[];
  /** Each video rung's bitrate as encoded, today's, and its measured SSIM (null: not measured). */
  ladder: LadderRung[];
  elapsedMs: number;
  /** Of elapsedMs, the per-title analysis (probe encodes and the SSIM of the result). */
  analysisMs: number;
}

/** A ladder's rungs as the encoder takes them: the chosen video bitrate plus the shared audio. */
export function rungsOf(ladder: readonly LadderRung[]): Rung[] {
  return ladder.map((r) => ({
    name: r.name,
    height: r.height,
    bandwidth: r.videoBitrate + AUDIO_BITRATE,
  }));
}

export async function probeFile(file: string, ffprobe = "ffprobe"): Promise<ProbeResult> {
  return parseProbe(await runTool(ffprobe, buildProbeArgs(file)));
}

/** Runs one ffmpeg encode of `rungs` (and the audio) into `out`, reporting progress. */
async function encode(
  options: TranscodeOptions,
  probe: ProbeResult,
  rungs: readonly Rung[],
  out: string,
): Promise<void> {
  const args = buildTranscodeArgs({
    source: options.source,
    probe,
    rungs,
    outDir: out,
    preset: options.preset,
  });
  await runEncode(options, args, probe.durationS);
}

/** Runs an ffmpeg encode, telling `onProgress` the share of the source (`durationS`) done so far. */
export async function runEncode(
  options: Pick<TranscodeOptions, "ffmpeg" | "niceness" | "signal" | "onProgress">,
  args: readonly string[],
  durationS: number,
): Promise<void> {
  const { onProgress } = options;
  const withProgress = onProgress ? [args[0]!, "-progress", "pipe:1", ...args.slice(1)] : args;
  await runTool(options.ffmpeg ?? "ffmpeg", [...withProgress], {
    niceness: options.niceness,
    signal: options.signal,
    onLine: onProgress
      ? (line) => {
          const fraction = progressFromLine(line, durationS);
          if (fraction !== undefined) onProgress(fraction);
        }
      : undefined,
  });
}

/**
 * SSIM of encoded renditions (clear, in `out`) on the sample windows, from the segments under
 * them: what each rung of the ladder records. `work` holds the pieces and the stats files.
 */
export function measureRenditions(
  options: Pick<TranscodeOptions, "source" | "ffmpeg" | "niceness" | "signal">,
  encoded: {
    out: string;
    rungs: readonly { name: string; height: number }[];
    windows: readonly SampleWindow[];
    fps: number;
    work: string;
    /** The source's windows already decoded by the analysis (read instead of seeking the source). */
    samples?: string;
  },
) {
  const { out, rungs, windows, fps, work } = encoded;
  return Promise.all(
    rungs.map(async (r) => ({
      file: r.name,
      height: r.height,
      pieces: await renditionPieces(path.join(out, r.name), windows, path.join(work, "pieces")),
    })),
  ).then((pieces) =>
    measureSsim({
      ffmpeg: options.ffmpeg,
      niceness: options.niceness,
      signal: options.signal,
      source: options.source,
      samples: encoded.samples,
      fps,
      windows,
      encoded: pieces,
      statsDir: work,
    }),
  );
}

export async function withWorkFolder<T>(
  workRoot: string,
  run: (work: string) => Promise<T>,
): Promise<T> {
  await mkdir(workRoot, { recursive: true });
  const work = await mkdtemp(path.join(workRoot, "transcode-"));
  try {
    return await run(work);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Probes, transcodes every rung and the audio in one ffmpeg process, encrypts the segments with
 * AES-128, writes the master playlist, then publishes the folder. The scratch folder is removed
 * whatever happens.
 */
export async function transcodeToHls(options: TranscodeOptions): Promise<TranscodeResult> {
  const started = performance.now();
  const ffprobe = options.ffprobe ?? "ffprobe";
  if (options.key.length !== 16) throw new Error("an AES-128 key is 16 bytes");
  const step = options.step ?? justRun;
  const probe = await step("probe", () => probeFile(options.source, ffprobe));
  const fixed = selectLadder(probe.height);
  return withWorkFolder(options.workRoot, async (work) => {
    const out = path.join(work, "out");
    await mkdir(out);
    const tools = { ffmpeg: options.ffmpeg, niceness: options.niceness, signal: options.signal };
    let analysisMs = 0;
    let ladder = fixedLadder(fixed);
    let windows: Awaited<ReturnType<typeof analyseTitle>>["windows"] | undefined;
    let samples: string | undefined;
    if ((options.ladder ?? "per-title") === "per-title") {
      const at = performance.now();
      const analysis = await step("analyse", () =>
        analyseTitle({
          ...tools,
          source: options.source,
          probe,
          rungs: fixed,
          workDir: path.join(work, "probe"),
          preset: options.preset,
        }),
      );
      ({ ladder, windows, samples } = analysis);
      analysisMs += performance.now() - at;
    }
    const rungs = rungsOf(ladder);
    await step("encode", () => encode(options, probe, rungs, out));
    if (windows) {
      const sampled = windows;
      const at = performance.now();
      const probeDir = path.join(work, "probe");
      const measured = await step("measure", () =>
        measureRenditions(options, {
          out,
          rungs,
          windows: sampled,
          fps: probe.fps,
          work: probeDir,
          samples,
        }),
      );
      ladder = ladder.map((r, i) => ({ ...r, ssim: round4(measured[i]!.ssim) }));
      analysisMs += performance.now() - at;
    }
    const renditions = await step("package", () => packageRenditions(options, rungs, probe, out));
    await step("publish", () => publishFolder(out, options.outDir));
    return {
      probe,
      renditions,
      ladder,
      elapsedMs: Math.round(performance.now() - started),
      analysisMs: Math.round(analysisMs),
    };
  });
}

/**
 * Encrypts each rendition's segments, checks the audio renditions against their budgets and
 * writes the master playlist: what the folder plays.
 */
async function packageRenditions(
  options: TranscodeOptions,
  rungs: readonly Rung[],
  probe: ProbeResult,
  out: string,
): Promise<RenditionInfo[]> {
  const ffprobe = options.ffprobe ?? "ffprobe";
  const renditions = await finishVideoRungs(options, rungs, out, probe.fps);
  for (const [name, budget] of AUDIO_BUDGETS) {
    const audio = await finishRendition(
      path.join(out, name),
      name,
      0,
      options.key,
      options.keyUri,
      ffprobe,
    );
    if (audio.averageBandwidth > budget) {
      throw new Error(`${name} rendition at ${audio.averageBandwidth} bit/s exceeds its budget`);
    }
    renditions.push(audio);
  }
  return writeMasters(out, renditions);
}

/** Encrypts and measures each video rung made in `out` (finishRendition), at the source's rate. */
export async function finishVideoRungs(
  options: Pick<TranscodeOptions, "key" | "keyUri" | "ffprobe">,
  rungs: readonly { name: string; height: number }[],
  out: string,
  fps: number,
): Promise<RenditionInfo[]> {
  const renditions: RenditionInfo[] = [];
  for (const rung of rungs) {
    const info = await finishRendition(
      path.join(out, rung.name),
      rung.name,
      rung.height,
      options.key,
      options.keyUri,
      options.ffprobe ?? "ffprobe",
    );
    renditions.push({ ...info, fps });
  }
  return renditions;
}

/**
 * The master playlist, the AV1 one when the folder has AV1 renditions (ADR 0083) and the Opus one
 * when it has Opus (ADR 0083), into a folder not served yet. Returns the renditions as they are
 * to be recorded: the Opus one says its master is there.
 */
export async function writeMasters(
  dir: string,
  renditions: readonly RenditionInfo[],
): Promise<RenditionInfo[]> {
  await writeFile(path.join(dir, MASTER_PLAYLIST), writeMasterPlaylist(renditions));
  const av1 = writeAv1MasterPlaylist(renditions);
  if (av1) await writeFile(path.join(dir, AV1_MASTER_PLAYLIST), av1);
  const opus = writeOpusMasterPlaylist(renditions);
  if (!opus) return [...renditions];
  await writeFile(path.join(dir, OPUS_MASTER_PLAYLIST), opus);
  return markOpusMaster(renditions);
}

export const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

export interface RenditionRerunOptions extends TranscodeOptions {
  /** The folder now served, whose other renditions are kept as they are. */
  currentDir: string;
  /** What the current folder holds (as measured when it was made). */
  current: readonly RenditionInfo[];
  /** The one rendition to make again from the source. */
  rendition: string;
  /** The title's ladder as recorded: the rung is made at its bitrate (the fixed one without it). */
  recordedLadder?: readonly LadderRung[];
}

/**
 * Makes one rendition again from the source (a rung that came out wrong) with the same key: the
 * current folder is copied, that rendition replaced, the master playlist rewritten, and the
 * result published to `outDir`. An audio rendition (AAC or Opus) is made alongside the lowest rung.
 */
export async function rerunRendition(options: RenditionRerunOptions): Promise<TranscodeResult> {
  const started = performance.now();
  const ffprobe = options.ffprobe ?? "ffprobe";
  if (!options.current.some((r) => r.name === options.rendition)) {
    throw new Error(`rendition ${options.rendition} does not exist in this video`);
  }
  const step = options.step ?? justRun;
  const probe = await step("probe", () => probeFile(options.source, ffprobe));
  const fixed = selectLadder(probe.height);
  const ladder = fixed.map(
    (r) => rungsOf(options.recordedLadder?.filter((l) => l.name === r.name) ?? [])[0] ?? r,
  );
  const rung = isAudioRendition(options.rendition)
    ? ladder[0]
    : ladder.find((r) => r.name === options.rendition);
  if (!rung) throw new Error(`rendition ${options.rendition} does not exist in this video`);
  return withWorkFolder(options.workRoot, async (work) => {
    const out = path.join(work, "out");
    await mkdir(out);
    await step("encode", () => encode(options, probe, [rung], out));
    const isAudio = isAudioRendition(options.rendition);
    const made = await finishRendition(
      path.join(out, options.rendition),
      options.rendition,
      isAudio ? 0 : rung.height,
      options.key,
      options.keyUri,
      ffprobe,
    );
    const info = isAudio ? made : { ...made, fps: probe.fps };
    const next = path.join(work, "next");
    await cp(options.currentDir, next, { recursive: true });
    await rm(path.join(next, options.rendition), { recursive: true, force: true });
    await rename(path.join(out, options.rendition), path.join(next, options.rendition));
    // Every master written again in the new folder (the Opus one too, where the video has Opus
    // and the folder was made before it).
    const renditions = await writeMasters(
      next,
      options.current.map((r) => (r.name === options.rendition ? info : r)),
    );
    await step("publish", () => publishFolder(next, options.outDir));
    return {
      probe,
      renditions,
      ladder: [...(options.recordedLadder ?? fixedLadder(fixed))],
      elapsedMs: Math.round(performance.now() - started),
      analysisMs: 0,
    };
  });
}
