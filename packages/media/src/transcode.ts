import { cp, mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { AUDIO_BITRATE, AUDIO_RENDITION, selectLadder } from "./ladder.ts";
import {
  type RenditionInfo,
  addKeyTag,
  avcCodecFromInit,
  encryptSegment,
  parseMediaPlaylist,
  writeMasterPlaylist,
} from "./hls.ts";
import { type ProbeResult, buildProbeArgs, parseProbe } from "./probe.ts";
import { runTool } from "./run-tool.ts";
import { buildTranscodeArgs } from "./transcode-args.ts";

export const MASTER_PLAYLIST = "master.m3u8";

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
}

export interface TranscodeResult {
  probe: ProbeResult;
  renditions: RenditionInfo[];
  elapsedMs: number;
}

export async function probeFile(file: string, ffprobe = "ffprobe"): Promise<ProbeResult> {
  return parseProbe(await runTool(ffprobe, buildProbeArgs(file)));
}

interface InitStream {
  codec_type?: string;
  width?: number;
  height?: number;
}

async function describeInit(file: string, ffprobe: string) {
  const json = await runTool(ffprobe, [
    "-v",
    "error",
    "-print_format",
    "json",
    "-show_streams",
    file,
  ]);
  const stream = (JSON.parse(json) as { streams?: InitStream[] }).streams?.[0];
  if (!stream) throw new Error(`no stream in ${path.basename(file)}`);
  return stream;
}

/** Encrypts one rendition's segments in place, adds the key tag and measures it. */
async function finishRendition(
  dir: string,
  name: string,
  height: number,
  key: Buffer,
  keyUri: string,
  ffprobe: string,
): Promise<RenditionInfo> {
  const playlistPath = path.join(dir, "index.m3u8");
  const text = await readFile(playlistPath, "utf8");
  const playlist = parseMediaPlaylist(text);
  if (!playlist.mapUri || playlist.segments.length === 0) {
    throw new Error(`rendition ${name} has no segments`);
  }
  const init = await describeInit(path.join(dir, playlist.mapUri), ffprobe);
  const initBytes = await readFile(path.join(dir, playlist.mapUri));
  let bytes = initBytes.length;
  let peak = 0;
  let durationS = 0;
  for (const [sequence, segment] of playlist.segments.entries()) {
    const file = path.join(dir, segment.uri);
    const encrypted = encryptSegment(await readFile(file), key, sequence);
    await writeFile(file, encrypted);
    bytes += encrypted.length;
    durationS += segment.durationS;
    // The last, short segment would overstate the peak.
    if (segment.durationS >= 1) peak = Math.max(peak, (encrypted.length * 8) / segment.durationS);
  }
  const finalPlaylist = addKeyTag(text, keyUri);
  await writeFile(playlistPath, finalPlaylist);
  bytes += Buffer.byteLength(finalPlaylist);
  const average = Math.round((bytes * 8) / durationS);
  return {
    name,
    height,
    width: init.width ?? 0,
    bandwidth: Math.round(Math.max(peak, average)),
    averageBandwidth: average,
    bytes,
    durationS: Math.round(durationS * 1000) / 1000,
    codecs: height === 0 ? "mp4a.40.2" : avcCodecFromInit(initBytes),
  };
}

/**
 * Probes, transcodes every rung and the audio in one ffmpeg process, encrypts the segments with
 * AES-128, writes the master playlist, then publishes the folder. The scratch folder is removed
 * whatever happens.
 */
export async function transcodeToHls(options: TranscodeOptions): Promise<TranscodeResult> {
  const started = performance.now();
  const ffmpeg = options.ffmpeg ?? "ffmpeg";
  const ffprobe = options.ffprobe ?? "ffprobe";
  if (options.key.length !== 16) throw new Error("an AES-128 key is 16 bytes");
  const probe = await probeFile(options.source, ffprobe);
  const rungs = selectLadder(probe.height);
  await mkdir(options.workRoot, { recursive: true });
  const work = await mkdtemp(path.join(options.workRoot, "transcode-"));
  try {
    const out = path.join(work, "out");
    await mkdir(out);
    await runTool(
      ffmpeg,
      buildTranscodeArgs({
        source: options.source,
        probe,
        rungs,
        outDir: out,
        preset: options.preset,
      }),
      { niceness: options.niceness },
    );
    const renditions: RenditionInfo[] = [];
    for (const rung of rungs) {
      const info = await finishRendition(
        path.join(out, rung.name),
        rung.name,
        rung.height,
        options.key,
        options.keyUri,
        ffprobe,
      );
      renditions.push({ ...info, fps: probe.fps });
    }
    const audio = await finishRendition(
      path.join(out, AUDIO_RENDITION),
      AUDIO_RENDITION,
      0,
      options.key,
      options.keyUri,
      ffprobe,
    );
    if (audio.averageBandwidth > AUDIO_BITRATE * 1.2) {
      throw new Error(`audio rendition at ${audio.averageBandwidth} bit/s exceeds its budget`);
    }
    renditions.push(audio);
    await writeFile(path.join(out, MASTER_PLAYLIST), writeMasterPlaylist(renditions));
    await publish(out, options.outDir);
    return { probe, renditions, elapsedMs: Math.round(performance.now() - started) };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function publish(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  await rm(to, { recursive: true, force: true });
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await cp(from, to, { recursive: true });
  }
}
