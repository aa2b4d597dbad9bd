import { mkdtemp, rm } from "node:fs/promises";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectLadder } from "./ladder.ts";
import { FLOOR_SHARE, PROBE_CRFS } from "./per-title.ts";
import { analyseTitle, decodeSamples, measureSsim, probeRungs } from "./per-title-probe.ts";
import { runTool } from "./run-tool.ts";
import { probeFile } from "./transcode.ts";

let root: string;
let flat: string;
let grain: string;

/** A 4 s 320×240 clip (144p and 240p rungs) from a lavfi source. */
async function clip(name: string, graph: string): Promise<string> {
  const file = path.join(root, `${name}.mp4`);
  await runTool("ffmpeg", [
    ...["-v", "error", "-y", "-f", "lavfi", "-t", "4", "-i", `${graph},format=yuv420p`],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-crf", "12", file],
  ]);
  return file;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "tazama-per-title-"));
  [flat, grain] = await Promise.all([
    clip(
      "flat",
      "color=c=0x336699:s=320x240:r=25,drawbox=x='100+20*sin(t)':y=60:w=80:h=120:color=0xeeaa66:t=fill",
    ),
    clip("grain", "testsrc2=s=320x240:r=25,noise=alls=40:allf=t+u"),
  ]);
}, 60_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("per-title analysis on tiny real clips", () => {
  it("probes each rung at two CRFs: fewer bits give a lower SSIM", async () => {
    const probe = await probeFile(grain);
    const rungs = selectLadder(probe.height);
    const points = await probeRungs({
      source: grain,
      probe,
      rungs,
      windows: [{ startS: 1, durationS: 1 }],
      workDir: path.join(root, "probe-grain"),
    });
    expect(points).toHaveLength(2);
    for (const rung of points) {
      expect(rung).toHaveLength(PROBE_CRFS.length);
      const [fine, coarse] = rung as [(typeof rung)[0], (typeof rung)[0]];
      expect(fine.bitrate).toBeGreaterThan(coarse.bitrate);
      expect(fine.ssim).toBeGreaterThan(coarse.ssim);
      expect(coarse.ssim).toBeGreaterThan(0.3);
      expect(fine.ssim).toBeLessThan(1);
    }
  }, 60_000);

  it("decodes the windows once: the probes start each with a keyframe, the SSIM reads the same frames", async () => {
    const probe = await probeFile(grain);
    const windows = [
      { startS: 0.4, durationS: 1 },
      { startS: 2.4, durationS: 1 },
    ];
    const workDir = path.join(root, "probe-joins");
    const samples = await decodeSamples({
      source: grain,
      windows,
      fps: probe.fps,
      file: path.join(root, "joins.nut"),
    });
    await probeRungs({
      source: grain,
      probe,
      rungs: selectLadder(probe.height),
      windows,
      workDir,
      samples,
    });
    const { stdout } = await promisify(execFile)("ffprobe", [
      ...["-v", "error", "-f", "h264", "-i", path.join(workDir, `144p-${PROBE_CRFS[0]}.h264`)],
      ...["-show_entries", "frame=pict_type", "-of", "csv=p=0"],
    ]);
    // One line per frame (a frame's side data adds blank ones).
    const types = stdout.split("\n").flatMap((l) => (/^[IPB]/.test(l) ? [l[0]] : []));
    const keys = types.flatMap((t, n) => (t === "I" ? [n] : []));
    // 50 frames: a keyframe where each window starts (frame 25 is a cut, not a GOP's end).
    expect(keys).toEqual([0, 25]);
    // The decoded windows measure as seeking into the source does, frame for frame.
    const coarse = { file: path.join(workDir, `144p-${PROBE_CRFS[1]}.h264`), height: 144 };
    const encoded = [{ ...coarse, samplesOnly: true, format: "h264" as const }];
    const [read] = await measureSsim({
      source: grain,
      samples,
      fps: 25,
      windows,
      encoded,
      statsDir: root,
    });
    const [sought] = await measureSsim({
      source: grain,
      fps: 25,
      windows,
      encoded,
      statsDir: root,
    });
    expect(read!.frames).toBe(50);
    expect(read).toEqual(sought);
  }, 60_000);

  it("gives a flat picture its floor and grain today's bitrates", async () => {
    const analyse = async (source: string, name: string) => {
      const probe = await probeFile(source);
      const rungs = selectLadder(probe.height);
      return analyseTitle({ source, probe, rungs, workDir: path.join(root, name) });
    };
    const [simple, complex] = await Promise.all([
      analyse(flat, "a-flat"),
      analyse(grain, "a-grain"),
    ]);
    expect(simple.windows).toEqual([{ startS: 1.5, durationS: 1 }]);
    expect(simple.ladder.map((r) => r.videoBitrate)).toEqual([
      Math.round((144_000 * FLOOR_SHARE) / 1000) * 1000,
      Math.round((344_000 * FLOOR_SHARE) / 1000) * 1000,
    ]);
    expect(complex.ladder.map((r) => r.videoBitrate)).toEqual([144_000, 344_000]);
  }, 60_000);

  it("measures a file against itself as 1 and a coarse encode of it lower", async () => {
    const coarse = path.join(root, "coarse.mp4");
    await runTool("ffmpeg", [
      ...["-v", "error", "-y", "-i", flat, "-vf", "scale=-2:120"],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-crf", "45", coarse],
    ]);
    const [same, worse] = await measureSsim({
      source: flat,
      fps: 25,
      encoded: [
        { file: flat, height: 240 },
        { file: coarse, height: 120 },
      ],
      statsDir: root,
    });
    expect(same).toEqual({ ssim: 1, frames: 100 });
    expect(worse!.frames).toBe(100);
    expect(worse!.ssim).toBeLessThan(0.998);
    // On windows: only their frames are compared.
    const [windowed] = await measureSsim({
      source: flat,
      fps: 25,
      windows: [
        { startS: 0.5, durationS: 1 },
        { startS: 2.5, durationS: 1 },
      ],
      encoded: [{ file: coarse, height: 120 }],
      statsDir: root,
    });
    expect(windowed!.frames).toBe(50);
  }, 60_000);
});
