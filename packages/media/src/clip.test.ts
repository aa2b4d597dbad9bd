import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clipSourceFiles, cutClip } from "./clip.ts";
import type { MediaPlaylist } from "./hls.ts";
import { runTool } from "./run-tool.ts";
import { transcodeToHls } from "./transcode.ts";
import { buildDemoSourceArgs } from "./transcode-args.ts";

const FONT = path.resolve(
  import.meta.dirname,
  "../../../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff",
);

let root: string;
let assetDir: string;
let workRoot: string;
let key: Buffer;

interface Probe {
  streams: { codec_type: string }[];
  format: { duration: string };
}

async function probe(file: string): Promise<Probe> {
  return JSON.parse(
    await runTool("ffprobe", [
      "-v",
      "error",
      "-print_format",
      "json",
      "-show_streams",
      "-show_format",
      file,
    ]),
  ) as Probe;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "tazama-clip-"));
  const source = path.join(root, "source.mp4");
  assetDir = path.join(root, "media", "asset");
  workRoot = path.join(root, "work");
  key = randomBytes(16);
  await runTool(
    "ffmpeg",
    buildDemoSourceArgs({
      output: source,
      title: "Clip source",
      durationS: 10,
      width: 320,
      height: 180,
      pattern: "testsrc2",
      fontFile: FONT,
    }),
  );
  await transcodeToHls({ source, outDir: assetDir, workRoot, key, keyUri: "../key" });
}, 90_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("cutClip (real ffmpeg on an encrypted HLS asset)", () => {
  it("cuts a span across a segment boundary into an mp4 with video and audio of that length", async () => {
    const output = path.join(root, "clips", "a.mp4");
    const { bytes } = await cutClip({
      assetDir,
      videoRendition: "144p",
      audioRendition: "audio",
      key,
      startS: 2.5,
      durationS: 3,
      output,
      workRoot,
    });
    expect(bytes).toBe((await stat(output)).size);
    expect(bytes).toBeGreaterThan(1000);
    const info = await probe(output);
    expect(info.streams.map((s) => s.codec_type).sort()).toEqual(["audio", "video"]);
    expect(Math.abs(Number(info.format.duration) - 3)).toBeLessThanOrEqual(0.5);
    expect(await readdir(workRoot)).toEqual([]);
  }, 60_000);

  it("fails with a wrong key, writes no output and leaves the scratch folder empty", async () => {
    const output = path.join(root, "clips", "wrong-key.mp4");
    await expect(
      cutClip({
        assetDir,
        videoRendition: "144p",
        audioRendition: "audio",
        key: randomBytes(16),
        startS: 0,
        durationS: 2,
        output,
        workRoot,
      }),
    ).rejects.toThrow();
    await expect(stat(output)).rejects.toMatchObject({ code: "ENOENT" });
    expect(await readdir(workRoot)).toEqual([]);
  });

  it("refuses a span beyond the video before touching any file", async () => {
    await expect(
      cutClip({
        assetDir,
        videoRendition: "144p",
        audioRendition: "audio",
        key,
        startS: 9,
        durationS: 5,
        output: path.join(root, "clips", "beyond.mp4"),
        workRoot,
      }),
    ).rejects.toThrow(/beyond the video/);
    expect(await readdir(workRoot)).toEqual([]);
  });
});

describe("clipSourceFiles", () => {
  const playlist: MediaPlaylist = {
    mapUri: "init_0.mp4",
    segments: [4, 4, 4, 2].map((durationS, i) => ({ uri: `seg_${i}.m4s`, durationS, sequence: i })),
  };

  it("names the init segment and only the segments covering the span", () => {
    expect(clipSourceFiles(playlist, 5, 2)).toEqual(["init_0.mp4", "seg_1.m4s"]);
    expect(clipSourceFiles(playlist, 3, 6)).toEqual([
      "init_0.mp4",
      "seg_0.m4s",
      "seg_1.m4s",
      "seg_2.m4s",
    ]);
  });

  it("refuses a span beyond the video and a playlist without an init segment", () => {
    expect(() => clipSourceFiles(playlist, 13, 2)).toThrow(/beyond the video/);
    expect(() => clipSourceFiles({ ...playlist, mapUri: undefined }, 0, 1)).toThrow(
      /no init segment/,
    );
  });
});
