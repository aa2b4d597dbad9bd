import { copyFile, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { buildClipArgs, planClip, type ClipPlan } from "./clip-plan.ts";
import { type MediaPlaylist, decryptSegment, parseMediaPlaylist } from "./hls.ts";
import { runTool } from "./run-tool.ts";

export interface CutClipOptions {
  /** The published asset folder (holds <rendition>/index.m3u8). */
  assetDir: string;
  videoRendition: string;
  audioRendition: string;
  /** The asset's AES-128 key. */
  key: Buffer;
  startS: number;
  durationS: number;
  /** The finished mp4; written only when the cut succeeded. */
  output: string;
  /** Scratch space; the clip's own folder in it is always removed. */
  workRoot: string;
  ffmpeg?: string;
  niceness?: number;
}

/**
 * The files of one rendition, relative to its folder, that a cut reads besides `index.m3u8`:
 * the init segment, then the segments of the plan in order.
 */
function spanFiles(
  playlist: MediaPlaylist,
  plan: Pick<ClipPlan, "first" | "last">,
  rendition: string,
): string[] {
  if (!playlist.mapUri) throw new Error(`no init segment in ${rendition}`);
  const files = [playlist.mapUri];
  for (let sequence = plan.first; sequence <= plan.last; sequence += 1) {
    const segment = playlist.segments[sequence];
    if (!segment) throw new Error(`segment ${sequence} missing in ${rendition}`);
    files.push(segment.uri);
  }
  return files;
}

/**
 * What cutClip reads of one rendition for [startS, startS + durationS), besides its
 * `index.m3u8`: the init segment and the segments covering the span, relative to the
 * rendition's folder. An asset kept elsewhere (a bucket) needs only these in a local folder.
 */
export function clipSourceFiles(
  playlist: MediaPlaylist,
  startS: number,
  durationS: number,
): string[] {
  return spanFiles(playlist, planClip(playlist, startS, durationS), "the rendition");
}

/**
 * Decrypts the segments of one rendition that a plan needs and joins them after the init
 * segment: a clear fragmented MP4 ffmpeg reads directly.
 */
export async function joinRenditionSpan(
  renditionDir: string,
  key: Buffer,
  plan: Pick<ClipPlan, "first" | "last">,
  output: string,
): Promise<void> {
  const playlist = parseMediaPlaylist(
    await readFile(path.join(renditionDir, "index.m3u8"), "utf8"),
  );
  const [init, ...segments] = spanFiles(playlist, plan, path.basename(renditionDir));
  const parts: Buffer[] = [await readFile(path.join(renditionDir, init!))];
  for (const [index, uri] of segments.entries()) {
    // The IV it was encrypted with: a looping demo playlist names a segment more than once.
    const sequence = playlist.segments[plan.first + index]!.sequence;
    parts.push(decryptSegment(await readFile(path.join(renditionDir, uri)), key, sequence));
  }
  await writeFile(output, Buffer.concat(parts));
}

/**
 * Cuts [startS, startS + durationS) out of an encrypted HLS asset into one mp4 (video + audio):
 * decrypt the covering segments of each rendition, join them, cut and re-encode. Returns the
 * file's size. The scratch folder is removed whatever happens.
 */
export async function cutClip(options: CutClipOptions): Promise<{ bytes: number }> {
  if (options.key.length !== 16) throw new Error("an AES-128 key is 16 bytes");
  const videoDir = path.join(options.assetDir, options.videoRendition);
  const audioDir = path.join(options.assetDir, options.audioRendition);
  const videoPlaylist = parseMediaPlaylist(
    await readFile(path.join(videoDir, "index.m3u8"), "utf8"),
  );
  const audioPlaylist = parseMediaPlaylist(
    await readFile(path.join(audioDir, "index.m3u8"), "utf8"),
  );
  const videoPlan = planClip(videoPlaylist, options.startS, options.durationS);
  const audioPlan = planClip(audioPlaylist, options.startS, options.durationS);
  await mkdir(options.workRoot, { recursive: true });
  const work = await mkdtemp(path.join(options.workRoot, "clip-"));
  try {
    const video = path.join(work, "video.mp4");
    const audio = path.join(work, "audio.mp4");
    await joinRenditionSpan(videoDir, options.key, videoPlan, video);
    await joinRenditionSpan(audioDir, options.key, audioPlan, audio);
    // Each joined file starts at its first segment: seek by the offset within it.
    const args = buildClipArgs({
      video,
      audio,
      videoOffsetS: videoPlan.offsetS,
      audioOffsetS: audioPlan.offsetS,
      durationS: options.durationS,
      output: path.join(work, "clip.mp4"),
    });
    await runTool(options.ffmpeg ?? "ffmpeg", args, { niceness: options.niceness });
    await mkdir(path.dirname(options.output), { recursive: true });
    await moveFile(path.join(work, "clip.mp4"), options.output);
    return { bytes: (await stat(options.output)).size };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await copyFile(from, to);
  }
}
