import { randomBytes } from "node:crypto";
import { cp, mkdtemp, readFile, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { progressFromLine } from "./hls-folder.ts";
import { OPUS_MASTER_PLAYLIST } from "./ladder.ts";
import { runTool } from "./run-tool.ts";
import { MASTER_PLAYLIST, rerunRendition, transcodeToHls } from "./transcode.ts";

let root: string;
let source: string;
const key = randomBytes(16);
const progress: number[] = [];
let first: Awaited<ReturnType<typeof transcodeToHls>>;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "tazama-rerun-"));
  source = path.join(root, "source.mp4");
  // 300 lines: the ladder is 144p and 240p, plus the audio.
  await runTool("ffmpeg", [
    ...["-v", "error", "-f", "lavfi", "-i", "testsrc2=d=6:s=400x300:r=25"],
    ...["-f", "lavfi", "-i", "sine=d=6", "-shortest", "-c:v", "libx264", "-preset", "ultrafast"],
    source,
  ]);
  first = await transcodeToHls({
    source,
    outDir: path.join(root, "media", "v1"),
    workRoot: path.join(root, "work"),
    key,
    keyUri: "../key",
    onProgress: (fraction) => progress.push(fraction),
  });
}, 60_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("progress from ffmpeg", () => {
  it("reads out_time against the source's length, and nothing else", () => {
    expect(progressFromLine("out_time_us=3000000", 6)).toBeCloseTo(0.5);
    expect(progressFromLine("out_time_ms=9000000", 6)).toBe(1);
    expect(progressFromLine("frame=12", 6)).toBeUndefined();
    expect(progressFromLine("out_time_us=N/A", 6)).toBeUndefined();
    expect(progressFromLine("out_time_us=100", 0)).toBeUndefined();
  });

  it("reports a rising share of the source while a real transcode runs", () => {
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBeGreaterThan(0.9);
    for (let i = 1; i < progress.length; i += 1) {
      expect(progress[i]).toBeGreaterThanOrEqual(progress[i - 1]!);
    }
  });
});

describe("rerunRendition", () => {
  it("makes one rendition again into a new folder and keeps the others byte for byte", async () => {
    expect(first.renditions.map((r) => r.name)).toEqual(["144p", "240p", "audio", "opus"]);
    const before = path.join(root, "media", "v1");
    const after = path.join(root, "media", "v2");
    const kept = await readFile(path.join(before, "144p", "seg_000.m4s"));
    const oldSegment = await stat(path.join(before, "240p", "seg_000.m4s"));
    const result = await rerunRendition({
      source,
      currentDir: before,
      current: first.renditions,
      rendition: "240p",
      outDir: after,
      workRoot: path.join(root, "work"),
      key,
      keyUri: "../key",
    });
    expect(result.renditions.map((r) => r.name)).toEqual(["144p", "240p", "audio", "opus"]);
    expect(first.renditions.find((r) => r.name === "opus")?.opusMaster).toBe(true);
    expect(await readFile(path.join(after, "144p", "seg_000.m4s"))).toEqual(kept);
    const newSegment = await stat(path.join(after, "240p", "seg_000.m4s"));
    expect(newSegment.mtimeMs).toBeGreaterThan(oldSegment.mtimeMs);
    const master = await readFile(path.join(after, MASTER_PLAYLIST), "utf8");
    expect(master).toContain("240p/index.m3u8");
    expect(master).toContain("144p/index.m3u8");
    // The served folder was not touched, and no scratch is left behind.
    expect(await readdir(before)).toEqual(await readdir(after));
    expect(await readdir(path.join(root, "work"))).toEqual([]);
  }, 60_000);

  it("makes the rendition at the bitrate the title's ladder recorded for it (ADR 0077)", async () => {
    // The 240p rung recorded at 100 kbit/s: the remade one averages near that, not today's 344.
    const recordedLadder = first.ladder.map((r) =>
      r.name === "240p" ? { ...r, videoBitrate: 100_000 } : r,
    );
    const result = await rerunRendition({
      source,
      currentDir: path.join(root, "media", "v1"),
      current: first.renditions,
      rendition: "240p",
      recordedLadder,
      outDir: path.join(root, "media", "v4"),
      workRoot: path.join(root, "work"),
      key,
      keyUri: "../key",
    });
    const remade = result.renditions.find((r) => r.name === "240p")!;
    expect(remade.averageBandwidth).toBeLessThan(100_000 * 1.3 + 64_000);
    expect(result.ladder).toEqual(recordedLadder);
  }, 60_000);

  it("gives a folder made before the Opus master one in the new folder, the old one untouched (ADR 0083)", async () => {
    // A folder as a transcode before the Opus master left it: no master-opus, nothing recorded.
    const old = path.join(root, "media", "old");
    await cp(path.join(root, "media", "v1"), old, { recursive: true });
    await rm(path.join(old, OPUS_MASTER_PLAYLIST));
    const current = first.renditions.map((r) => ({ ...r, opusMaster: undefined }));
    const result = await rerunRendition({
      source,
      currentDir: old,
      current,
      rendition: "144p",
      outDir: path.join(root, "media", "v5"),
      workRoot: path.join(root, "work"),
      key,
      keyUri: "../key",
    });
    expect(result.renditions.find((r) => r.name === "opus")?.opusMaster).toBe(true);
    const opusMaster = await readFile(path.join(root, "media", "v5", OPUS_MASTER_PLAYLIST), "utf8");
    expect(opusMaster).toMatch(/CODECS="avc1\.[0-9a-f]{6},opus",AUDIO="opus"\n144p\/index\.m3u8/);
    expect(opusMaster).toContain("240p/index.m3u8");
    expect(await readdir(old)).not.toContain(OPUS_MASTER_PLAYLIST);
  }, 60_000);

  it("refuses a rendition the video does not have", async () => {
    await expect(
      rerunRendition({
        source,
        currentDir: path.join(root, "media", "v1"),
        current: first.renditions,
        rendition: "1080p",
        outDir: path.join(root, "media", "v3"),
        workRoot: path.join(root, "work"),
        key,
        keyUri: "../key",
      }),
    ).rejects.toThrow(/rendition 1080p does not exist/);
  });
});
