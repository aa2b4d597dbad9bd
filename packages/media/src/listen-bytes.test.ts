import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseMediaPlaylist } from "./hls.ts";
import { runTool } from "./run-tool.ts";
import { type TranscodeResult, transcodeToHls } from "./transcode.ts";

/** Issue 43: an hour of listening costs at most 15 MB (decimal, as phone plans count). */
const LISTEN_BYTES_PER_HOUR = 15_000_000;
const CLIP_S = 20;

/** Two sounds hard on Opus: pink noise under a tone, stereo (VBR wants its full rate), and a beeping tone (unconstrained VBR goes half again over its target on it). */
const SOUNDS = {
  noise: [
    ...["-f", "lavfi", "-t", String(CLIP_S), "-i", "anoisesrc=color=pink:amplitude=0.3:r=48000"],
    ...["-f", "lavfi", "-t", String(CLIP_S), "-i", "sine=frequency=440:sample_rate=48000"],
    ...["-filter_complex", "[1:a][2:a]amerge=inputs=2[a]"],
  ],
  tone: [
    ...[
      "-f",
      "lavfi",
      "-t",
      String(CLIP_S),
      "-i",
      "sine=frequency=440:sample_rate=48000:beep_factor=4",
    ],
    ...["-filter_complex", "[1:a]anull[a]"],
  ],
} as const;

let root: string;
const results = new Map<string, { outDir: string; result: TranscodeResult }>();

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "tazama-listen-"));
  for (const [name, sound] of Object.entries(SOUNDS)) {
    const source = path.join(root, `${name}.mp4`);
    const outDir = path.join(root, "media", name);
    await runTool("ffmpeg", [
      ...["-hide_banner", "-nostdin", "-loglevel", "error", "-y"],
      ...["-f", "lavfi", "-t", String(CLIP_S), "-i", "testsrc2=size=160x90:rate=25"],
      ...sound,
      ...["-map", "0:v", "-map", "[a]", "-c:v", "libx264", "-preset", "ultrafast"],
      ...["-c:a", "aac", "-b:a", "192k", source],
    ]);
    const result = await transcodeToHls({
      source,
      outDir,
      workRoot: path.join(root, "work"),
      key: randomBytes(16),
      keyUri: "../key",
    });
    results.set(name, { outDir, result });
  }
}, 90_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Bytes per second of a rendition's media segments as stored (encrypted) over their EXTINF time. */
async function segmentBytesPerSecond(outDir: string, name: string): Promise<number> {
  const dir = path.join(outDir, name);
  const playlist = parseMediaPlaylist(await readFile(path.join(dir, "index.m3u8"), "utf8"));
  let bytes = 0;
  let seconds = 0;
  for (const segment of playlist.segments) {
    bytes += (await stat(path.join(dir, segment.uri))).size;
    seconds += segment.durationS;
  }
  return bytes / seconds;
}

describe("listen mode's bytes (20 s clips)", () => {
  it.each(Object.keys(SOUNDS))(
    "keeps the Opus rendition under 15 MB an hour, about half of AAC's (%s)",
    async (sound) => {
      const { outDir, result } = results.get(sound)!;
      const opus = await segmentBytesPerSecond(outDir, "opus");
      const aac = await segmentBytesPerSecond(outDir, "audio");
      // 15 MB an hour is 4,167 bytes a second.
      expect(opus * 3600).toBeLessThan(LISTEN_BYTES_PER_HOUR);
      expect(opus / aac).toBeLessThan(0.6);
      const rendition = result.renditions.find((r) => r.name === "opus")!;
      expect(rendition).toMatchObject({ height: 0, codecs: "opus" });
      // A whole playback of this short clip, playlist and init segment included, stays under too.
      expect((rendition.bytes / rendition.durationS) * 3600).toBeLessThan(LISTEN_BYTES_PER_HOUR);
      console.info(
        `${sound}: an hour of listening is Opus ${((opus * 3600) / 1e6).toFixed(2)} MB, AAC ${((aac * 3600) / 1e6).toFixed(2)} MB`,
      );
    },
  );
});
