import { cp, mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  AV1_PROBE_CRFS,
  type Av1ProbePoint,
  type Av1Rung,
  av1Gop,
  av1Rungs,
  buildAv1Args,
  buildAv1ProbeArgs,
  chooseAv1Crf,
} from "./av1.ts";
import {
  type RenditionInfo,
  hasOpusMaster,
  markOpusMaster,
  writeAv1MasterPlaylist,
  writeOpusMasterPlaylist,
} from "./hls.ts";
import { publishFolder } from "./hls-folder.ts";
import {
  AV1_MASTER_PLAYLIST,
  AV1_PREFIX,
  OPUS_MASTER_PLAYLIST,
  isAv1,
  selectLadder,
} from "./ladder.ts";
import { type LadderRung, type SampleWindow, fixedLadder, sampleWindows } from "./per-title.ts";
import { decodeSamples, measureSsim, samplesInput } from "./per-title-probe.ts";
import type { ProbeResult } from "./probe.ts";
import { runTool } from "./run-tool.ts";
import {
  type TranscodeOptions,
  type TranscodeResult,
  finishVideoRungs,
  justRun,
  measureRenditions,
  probeFile,
  round4,
  runEncode,
  withWorkFolder,
} from "./transcode.ts";

/**
 * Where the AV1 renditions go. Without `currentDir`, into `outDir` beside what it holds: the
 * folder as it plays (its H.264 rungs, audio and master playlist are not touched), or an empty one
 * whose files are then added to the bucket's copy of it; a folder that has AV1 already is never
 * written again (a file once served is never changed: it is cached as immutable). With
 * `currentDir` (AV1 made again), a copy of it with new AV1 renditions is published to `outDir`,
 * a new folder.
 */
export interface Av1Options extends TranscodeOptions {
  /** What the folder holds (as measured when it was made). */
  current: readonly RenditionInfo[];
  /** The folder as it plays, copied into `outDir` with its AV1 renditions replaced. */
  currentDir?: string;
  /** The title's H.264 ladder as recorded (the fixed one without it): each AV1 rung's cap. */
  recordedLadder?: readonly LadderRung[];
}

type Tools = Pick<TranscodeOptions, "ffmpeg" | "niceness" | "signal">;

/** Each rung's samples at the probe CRFs, measured: the points its CRF is chosen from. */
async function probeAv1(
  options: Tools & {
    source: string;
    probe: ProbeResult;
    rungs: readonly Av1Rung[];
    dir: string;
    windows: readonly SampleWindow[];
    samples: string;
  },
): Promise<Av1ProbePoint[][]> {
  const { probe, rungs, dir, windows, samples } = options;
  await mkdir(dir, { recursive: true });
  const files = rungs.map((r) =>
    AV1_PROBE_CRFS.map((crf) => path.join(dir, `${r.name}-${crf}.ivf`)),
  );
  const { inputs, joined } = samplesInput(samples, 0, probe.fps);
  const args = buildAv1ProbeArgs({ inputs, joined, rungs, files, gop: av1Gop(probe) });
  await runTool(options.ffmpeg ?? "ffmpeg", args, options);
  const measured = await measureSsim({
    ...options,
    samples,
    fps: probe.fps,
    windows,
    statsDir: dir,
    encoded: rungs.flatMap((rung, r) =>
      files[r]!.map((file) => ({ file, height: rung.height, samplesOnly: true })),
    ),
  });
  return Promise.all(
    rungs.map((_, r) =>
      Promise.all(
        AV1_PROBE_CRFS.map(async (crf, c) => {
          const m = measured[r * AV1_PROBE_CRFS.length + c]!;
          const { size } = await stat(files[r]![c]!);
          return { crf, bitrate: Math.round((size * 8 * probe.fps) / m.frames), ssim: m.ssim };
        }),
      ),
    ),
  );
}

/**
 * Adds AV1 renditions of the rungs up to 480p to a published folder (ADR 0083): their CRFs from
 * probe encodes of the samples, one ffmpeg run for all of them, each measured (SSIM on the samples)
 * and encrypted with the folder's key, then added to the folder with the AV1 master playlist last,
 * or published in a copy of it (see Av1Options). Nothing a player of the H.264 master fetches
 * changes; the result's renditions are the folder's with the new AV1 ones. A folder with Opus that
 * was made before the Opus master gains `master-opus.m3u8` too (ADR 0083). The result's ladder is
 * the recorded one with an entry per AV1 rung (its measured video bits/s and SSIM).
 */
export async function addAv1Renditions(options: Av1Options): Promise<TranscodeResult> {
  const started = performance.now();
  const ffprobe = options.ffprobe ?? "ffprobe";
  const step = options.step ?? justRun;
  const probe = await step("probe", () => probeFile(options.source, ffprobe));
  const h264 = (options.recordedLadder ?? fixedLadder(selectLadder(probe.height))).filter(
    (r) => !r.name.startsWith(AV1_PREFIX),
  );
  const rungs = av1Rungs(h264);
  if (rungs.length === 0) throw new Error("this video has no rung AV1 is made for");
  if (options.currentDir === undefined && options.current.some((r) => isAv1(r))) {
    throw new Error("AV1 is made again into a new folder, never over the files served");
  }
  const tools: Tools = {
    ffmpeg: options.ffmpeg,
    niceness: options.niceness,
    signal: options.signal,
  };
  return withWorkFolder(options.workRoot, async (work) => {
    const out = path.join(work, "out");
    await mkdir(out);
    let at = performance.now();
    // The sample windows decoded once, for the probes and the measure of the result.
    const windows = sampleWindows(probe.durationS);
    const dir = path.join(work, "probe");
    const points = await step("analyse", async () => {
      await mkdir(dir, { recursive: true });
      const samples = await decodeSamples({
        ...tools,
        source: options.source,
        windows,
        fps: probe.fps,
        file: path.join(dir, "samples.nut"),
      });
      return probeAv1({ ...tools, source: options.source, probe, rungs, dir, windows, samples });
    });
    const chosen = rungs.map((r, i) => ({
      ...r,
      crf: chooseAv1Crf(points[i]!, r.targetSsim, r.capBitrate),
    }));
    let analysisMs = performance.now() - at;
    const args = buildAv1Args({ source: options.source, probe, rungs: chosen, outDir: out });
    await step("encode", () => runEncode(options, args, probe.durationS));
    at = performance.now();
    const samples = path.join(dir, "samples.nut");
    const measured = await step("measure", () =>
      measureRenditions(options, { out, rungs: chosen, windows, fps: probe.fps, work, samples }),
    );
    analysisMs += performance.now() - at;
    const made = await step("package", async () => {
      const infos = await finishVideoRungs(options, chosen, out, probe.fps);
      const other = infos.find((info) => !isAv1(info));
      if (other) throw new Error(`${other.name} did not come out in AV1`);
      return infos;
    });
    let renditions = [...options.current.filter((r) => !isAv1(r)), ...made];
    // A folder made before the Opus master (ADR 0083) gains it here where the video has Opus; one
    // that has it keeps it as served (it names only files this job does not change).
    const opusMaster = hasOpusMaster(options.current)
      ? undefined
      : writeOpusMasterPlaylist(renditions);
    if (opusMaster) renditions = markOpusMaster(renditions);
    await step("publish", async () => {
      const master = path.join(out, AV1_MASTER_PLAYLIST);
      await writeFile(master, writeAv1MasterPlaylist(renditions)!);
      const opus = path.join(out, OPUS_MASTER_PLAYLIST);
      if (opusMaster) await writeFile(opus, opusMaster);
      if (options.currentDir === undefined) {
        // Into the folder as it plays: the AV1 renditions, then the masters that name them.
        for (const r of made) {
          await publishFolder(path.join(out, r.name), path.join(options.outDir, r.name));
        }
        if (opusMaster) await publishFolder(opus, path.join(options.outDir, OPUS_MASTER_PLAYLIST));
        await publishFolder(master, path.join(options.outDir, AV1_MASTER_PLAYLIST));
        return;
      }
      const next = path.join(work, "next");
      await cp(options.currentDir, next, { recursive: true });
      for (const old of options.current.filter((r) => isAv1(r))) {
        await rm(path.join(next, old.name), { recursive: true, force: true });
      }
      for (const r of made) await rename(path.join(out, r.name), path.join(next, r.name));
      if (opusMaster) await rename(opus, path.join(next, OPUS_MASTER_PLAYLIST));
      await rename(master, path.join(next, AV1_MASTER_PLAYLIST));
      await publishFolder(next, options.outDir);
    });
    const ladder: LadderRung[] = [
      ...h264,
      ...chosen.map((r, i) => ({
        name: r.name,
        height: r.height,
        videoBitrate: made[i]!.averageBandwidth,
        fixedVideoBitrate: r.fixedVideoBitrate,
        targetSsim: r.targetSsim,
        ssim: round4(measured[i]!.ssim),
      })),
    ];
    return {
      probe,
      renditions,
      ladder,
      elapsedMs: Math.round(performance.now() - started),
      analysisMs: Math.round(analysisMs),
    };
  });
}
