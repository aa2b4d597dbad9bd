import { cp, mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  type RenditionInfo,
  addKeyTag,
  av1CodecFromInit,
  avcCodecFromInit,
  encryptSegment,
  loopMediaPlaylist,
  parseMediaPlaylist,
  playlistDuration,
} from "./hls.ts";
import { AAC_CODECS, OPUS_CODECS } from "./ladder.ts";
import { runTool } from "./run-tool.ts";

// The steps after ffmpeg that every transcode shares: encrypt and measure a rendition, publish
// the finished folder, and read ffmpeg's progress.

interface InitStream {
  codec_type?: string;
  codec_name?: string;
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

/** An audio rendition's CODECS value from its init segment's stream. */
function audioCodecs(stream: InitStream, name: string): string {
  if (stream.codec_name === "aac") return AAC_CODECS;
  if (stream.codec_name === "opus") return OPUS_CODECS;
  throw new Error(`rendition ${name} has audio in ${stream.codec_name ?? "an unknown codec"}`);
}

/** A video rendition's CODECS value: H.264 (avc1) or AV1 (av01), from its init segment. */
function videoCodecs(stream: InitStream, initBytes: Buffer): string {
  return stream.codec_name === "av1" ? av1CodecFromInit(initBytes) : avcCodecFromInit(initBytes);
}

/** Encrypts one rendition's segments in place, adds the key tag and measures it. */
export async function finishRendition(
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
    codecs: height > 0 ? videoCodecs(init, initBytes) : audioCodecs(init, name),
  };
}

/**
 * Makes every rendition of a finished folder play `repeats` times over (the demo films, ADR 0070):
 * each `<rendition>/index.m3u8` is rewritten by loopMediaPlaylist (one that loops already is kept);
 * no media file is added. Returns
 * the renditions as they play now, and the running time (the longest rendition's). `bytes` is what
 * a full playback fetches (every repetition); `storedBytes` what the folder holds, which a
 * download fetches (each file once).
 */
export async function loopFolder(
  dir: string,
  renditions: readonly RenditionInfo[],
  repeats: number,
): Promise<{ renditions: RenditionInfo[]; durationS: number }> {
  const looped: RenditionInfo[] = [];
  for (const rendition of renditions) {
    const file = path.join(dir, rendition.name, "index.m3u8");
    const text = await readFile(file, "utf8");
    // A remade rendition comes next to the folder's other ones, which loop already.
    const loops = text.includes("#EXT-X-DISCONTINUITY");
    const longer = loops ? text : loopMediaPlaylist(text, repeats);
    if (!loops) await writeFile(file, longer);
    const parsed = parseMediaPlaylist(longer);
    const stored = (rendition.storedBytes ?? rendition.bytes) - Buffer.byteLength(text);
    // A full playback fetches every line: the segments again at each repetition.
    const sizes = new Map<string, number>();
    for (const segment of parsed.segments) {
      if (!sizes.has(segment.uri)) {
        sizes.set(segment.uri, (await stat(path.join(dir, rendition.name, segment.uri))).size);
      }
    }
    const once = [...sizes.values()].reduce((a, b) => a + b, 0);
    const played = parsed.segments.reduce((sum, s) => sum + sizes.get(s.uri)!, 0);
    looped.push({
      ...rendition,
      durationS: playlistDuration(parsed),
      bytes: stored - once + played + Buffer.byteLength(longer),
      storedBytes: stored + Buffer.byteLength(longer),
    });
  }
  return { renditions: looped, durationS: Math.max(0, ...looped.map((r) => r.durationS)) };
}

/** Moves a finished folder into place (replacing what was there); copies across filesystems. */
export async function publishFolder(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  await rm(to, { recursive: true, force: true });
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await cp(from, to, { recursive: true });
  }
}

/**
 * Progress of an ffmpeg run from its `-progress` output, 0–1: `out_time_us` over the source's
 * length; undefined for every other line.
 */
export function progressFromLine(line: string, durationS: number): number | undefined {
  const match = /^out_time_(?:us|ms)=(\d+)$/.exec(line.trim());
  if (!match || durationS <= 0) return undefined;
  return Math.min(1, Math.max(0, Number(match[1]) / 1e6 / durationS));
}
