import { randomBytes } from "node:crypto";
import { cp, mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loopFolder } from "./hls-folder.ts";
import { decryptSegment, parseMediaPlaylist, playlistDuration } from "./hls.ts";
import { OPUS_MASTER_PLAYLIST } from "./ladder.ts";
import { runTool } from "./run-tool.ts";
import { MASTER_PLAYLIST, type TranscodeResult, probeFile, transcodeToHls } from "./transcode.ts";
import { buildDemoSourceArgs } from "./transcode-args.ts";

const FONT = path.resolve(
  import.meta.dirname,
  "../../../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff",
);

let root: string;
let source: string;
let outDir: string;
let workRoot: string;
let key: Buffer;
let result: TranscodeResult;
/** What the transcode's step runner saw, in order. */
const steps: string[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "tazama-media-"));
  source = path.join(root, "source.mp4");
  workRoot = path.join(root, "work");
  outDir = path.join(root, "media", "asset-1");
  key = randomBytes(16);
  await runTool(
    "ffmpeg",
    buildDemoSourceArgs({
      output: source,
      title: "Tiny: 'clip' 100%",
      durationS: 5,
      width: 320,
      height: 180,
      pattern: "testsrc2",
      fontFile: FONT,
    }),
  );
  result = await transcodeToHls({
    ...{ source, outDir, workRoot, key, keyUri: "../key" },
    // The caller's view of the job's steps (the server makes each a span of the job's trace).
    step: async (name, work) => {
      steps.push(`${name} started`);
      const value = await work();
      steps.push(`${name} done`);
      return value;
    },
  });
}, 60_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Joins a rendition's init segment and its segments, each decrypted with `withKey`. */
async function assemble(name: string, withKey: Buffer, strict = true): Promise<string> {
  const dir = path.join(outDir, name);
  const playlist = parseMediaPlaylist(await readFile(path.join(dir, "index.m3u8"), "utf8"));
  const parts: Buffer[] = [await readFile(path.join(dir, playlist.mapUri!))];
  for (const [sequence, segment] of playlist.segments.entries()) {
    parts.push(
      decryptSegment(await readFile(path.join(dir, segment.uri)), withKey, sequence, strict),
    );
  }
  const file = path.join(root, `${name}-${withKey.toString("hex").slice(0, 6)}.mp4`);
  await writeFile(file, Buffer.concat(parts));
  return file;
}

describe("transcodeToHls on a tiny real clip (320×180, 5 s)", () => {
  it("runs its steps one after the other, each through the caller's step runner", () => {
    const names = ["probe", "analyse", "encode", "measure", "package", "publish"];
    expect(steps).toEqual(names.flatMap((name) => [`${name} started`, `${name} done`]));
  });

  it("encodes only the rungs at or below the source, plus the AAC and Opus audio-only renditions", () => {
    expect(result.probe).toMatchObject({ width: 320, height: 180, hasAudio: true });
    expect(result.renditions.map((r) => r.name)).toEqual(["144p", "audio", "opus"]);
    expect(result.renditions.map((r) => r.codecs)).toEqual([
      expect.stringMatching(/^avc1\./),
      "mp4a.40.2",
      "opus",
    ]);
    expect(result.renditions[0]).toMatchObject({ height: 144, width: 256 });
  });

  it("chooses the 144p rung's bitrate from the clip's samples and measures its SSIM (ADR 0077)", () => {
    const [rung] = result.ladder;
    expect(result.ladder).toHaveLength(1);
    expect(rung).toMatchObject({ name: "144p", height: 144, fixedVideoBitrate: 144_000 });
    expect(rung!.videoBitrate).toBeGreaterThanOrEqual(43_000);
    expect(rung!.videoBitrate).toBeLessThanOrEqual(144_000);
    expect(rung!.ssim).toBeGreaterThan(0.9);
    expect(rung!.ssim).toBeLessThanOrEqual(1);
    expect(result.analysisMs).toBeGreaterThan(0);
    expect(result.analysisMs).toBeLessThan(result.elapsedMs);
    // BANDWIDTH is what the encode really peaks at, audio included, not the nominal rung.
    const video = result.renditions[0]!;
    expect(video.averageBandwidth).toBeLessThan(rung!.videoBitrate * 1.5 + 64_000);
  });

  it("writes every rendition and a master playlist that names them", async () => {
    const master = await readFile(path.join(outDir, MASTER_PLAYLIST), "utf8");
    expect(master).toContain('URI="audio/index.m3u8"');
    expect(master).toMatch(/CODECS="opus"\nopus\/index\.m3u8\n$/);
    expect(master).toMatch(
      /RESOLUTION=256x144,FRAME-RATE=25\.000,CODECS="avc1\.4d40[0-9a-f]{2},mp4a\.40\.2"/,
    );
    for (const r of result.renditions) {
      const dir = path.join(outDir, r.name);
      const text = await readFile(path.join(dir, "index.m3u8"), "utf8");
      expect(text).toContain('#EXT-X-KEY:METHOD=AES-128,URI="../key"');
      const playlist = parseMediaPlaylist(text);
      expect(playlist.segments.map((s) => s.uri)).toEqual(["seg_000.m4s", "seg_001.m4s"]);
      expect(playlist.segments[0]!.durationS).toBeCloseTo(4, 1);
      const files = [playlist.mapUri!, ...playlist.segments.map((s) => s.uri)];
      const sizes = await Promise.all(files.map(async (f) => (await stat(path.join(dir, f))).size));
      expect(r.bytes).toBe(sizes.reduce((a, b) => a + b, 0) + Buffer.byteLength(text));
    }
  });

  it("writes the Opus master (ADR 0083): the H.264 rungs with the Opus audio group, then the audio-only variants, and says so on the Opus rendition", async () => {
    const text = await readFile(path.join(outDir, OPUS_MASTER_PLAYLIST), "utf8");
    const lines = text.trim().split("\n");
    expect(lines.filter((l) => l.startsWith("#EXT-X-MEDIA:"))).toEqual([
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="opus",NAME="Audio",LANGUAGE="und",DEFAULT=YES,AUTOSELECT=YES,URI="opus/index.m3u8"',
    ]);
    expect(lines.filter((l) => !l.startsWith("#"))).toEqual([
      "144p/index.m3u8",
      "audio/index.m3u8",
      "opus/index.m3u8",
    ]);
    const [video, audio, opus] = result.renditions;
    expect(text).toContain(
      `#EXT-X-STREAM-INF:BANDWIDTH=${video!.bandwidth + opus!.bandwidth},AVERAGE-BANDWIDTH=${video!.averageBandwidth + opus!.averageBandwidth},RESOLUTION=256x144,FRAME-RATE=25.000,CODECS="${video!.codecs},opus",AUDIO="opus"\n144p/index.m3u8`,
    );
    expect(text).toContain(`CODECS="mp4a.40.2"\naudio/index.m3u8`);
    expect(text).not.toContain(`,mp4a.40.2"`);
    expect(result.renditions.map((r) => r.opusMaster ?? false)).toEqual([false, false, true]);
    expect(audio!.opusMaster).toBeUndefined();
    // The H.264 master is as it was: the AAC audio group.
    const master = await readFile(path.join(outDir, MASTER_PLAYLIST), "utf8");
    expect(master).toContain(`CODECS="${video!.codecs},mp4a.40.2",AUDIO="aud"`);
  });

  it("records durations that ffprobe confirms on the decrypted renditions", async () => {
    for (const r of result.renditions) {
      expect(r.durationS).toBeCloseTo(5, 0);
      const probed = await runTool("ffprobe", [
        "-v",
        "error",
        "-show_entries",
        "format=duration",
        "-of",
        "csv=p=0",
        await assemble(r.name, key),
      ]);
      expect(Math.abs(Number(probed) - 5)).toBeLessThan(0.15);
    }
  });

  it("loops a folder (the demo films): repeats × the running time, each file decrypts as served", async () => {
    const looped = path.join(root, "media", "looped");
    await cp(outDir, looped, { recursive: true });
    const { renditions, durationS } = await loopFolder(looped, result.renditions, 3);
    for (const [i, r] of renditions.entries()) {
      const before = result.renditions[i]!;
      expect(r.durationS).toBeCloseTo(before.durationS * 3, 2);
      const text = await readFile(path.join(looped, r.name, "index.m3u8"), "utf8");
      const playlist = parseMediaPlaylist(text);
      expect(playlistDuration(playlist)).toBe(r.durationS);
      expect(playlist.segments).toHaveLength(6);
      // No new file: what a download keeps is the same files and the longer playlist; a full
      // playback fetches the segments at every repetition.
      const original = await readFile(path.join(outDir, r.name, "index.m3u8"), "utf8");
      const longer = Buffer.byteLength(text) - Buffer.byteLength(original);
      expect(r.storedBytes! - before.bytes).toBe(longer);
      const segments = await Promise.all(
        parseMediaPlaylist(original).segments.map(
          async (s) => (await stat(path.join(outDir, r.name, s.uri))).size,
        ),
      );
      const once = segments.reduce((a, b) => a + b, 0);
      expect(r.bytes).toBe(r.storedBytes! + 2 * once);
      const first = parseMediaPlaylist(original).segments.map((x) => x.uri);
      for (const segment of playlist.segments) {
        // The IV a repeated line declares is the number the file was encrypted with: the
        // clear segment starts with its first box (a wrong IV garbles the first 16 bytes).
        expect(segment.sequence).toBe(first.indexOf(segment.uri));
        const data = await readFile(path.join(looped, r.name, segment.uri));
        const clear = decryptSegment(data, key, segment.sequence);
        expect(["styp", "moof"]).toContain(clear.subarray(4, 8).toString("latin1"));
      }
    }
    expect(durationS).toBe(Math.max(...renditions.map((r) => r.durationS)));
  });

  it("puts a keyframe every 2 s", async () => {
    const file = await assemble("144p", key);
    const out = await runTool("ffprobe", [
      "-v",
      "error",
      "-select_streams",
      "v:0",
      "-show_entries",
      "packet=pts_time,flags",
      "-of",
      "csv=p=0",
      file,
    ]);
    const times = out
      .split("\n")
      .filter((l) => l.includes(",K"))
      .map((l) => Number(l.split(",")[0]));
    // Three keyframes in 5 s, 2 s apart (the first one sits at the encoder's start offset).
    expect(times).toHaveLength(3);
    expect(times[0]).toBeLessThan(0.2);
    for (let i = 1; i < times.length; i += 1) expect(times[i]! - times[i - 1]!).toBeCloseTo(2, 3);
  });

  it("keeps the audio-only rendition within 64 kbps", () => {
    const audio = result.renditions.find((r) => r.name === "audio")!;
    expect(audio.averageBandwidth).toBeLessThanOrEqual(64_000);
  });

  it("makes an Opus rendition that decrypts with the title's key and decodes as Opus", async () => {
    const clear = await assemble("opus", key);
    const out = await runTool("ffprobe", [
      "-v",
      "error",
      "-show_entries",
      "stream=codec_name,channels,sample_rate",
      "-of",
      "csv=p=0",
      clear,
    ]);
    expect(out.trim()).toBe("opus,48000,2");
    await expect(
      runTool("ffmpeg", ["-v", "error", "-xerror", "-i", clear, "-f", "null", "-"]),
    ).resolves.toBe("");
  });

  it("segments play only with the key: a wrong key yields bytes no demuxer accepts", async () => {
    await expect(assemble("144p", randomBytes(16))).rejects.toThrow(
      /bad decrypt|wrong final block/,
    );
    const garbage = await assemble("144p", randomBytes(16), false);
    await expect(
      runTool("ffmpeg", ["-v", "error", "-xerror", "-i", garbage, "-f", "null", "-"]),
    ).rejects.toThrow();
    const clear = await assemble("144p", key);
    await expect(
      runTool("ffmpeg", ["-v", "error", "-xerror", "-i", clear, "-f", "null", "-"]),
    ).resolves.toBe("");
  });

  it("leaves the scratch folder empty, and empty after a failure too", async () => {
    expect(await readdir(workRoot)).toEqual([]);
    const notVideo = path.join(root, "notes.mp4");
    await writeFile(notVideo, "this is not a video");
    await expect(
      transcodeToHls({
        source: notVideo,
        outDir: path.join(root, "media", "x"),
        workRoot,
        key,
        keyUri: "k",
      }),
    ).rejects.toThrow(/ffprobe/);
    const audioOnly = path.join(root, "tone.m4a");
    await runTool("ffmpeg", ["-v", "error", "-f", "lavfi", "-i", "sine=d=1", audioOnly]);
    await expect(
      transcodeToHls({
        source: audioOnly,
        outDir: path.join(root, "media", "y"),
        workRoot,
        key,
        keyUri: "k",
      }),
    ).rejects.toThrow(/no video stream/);
    expect(await readdir(workRoot)).toEqual([]);
    expect(await probeFile(source)).toMatchObject({ height: 180 });
  });
});
