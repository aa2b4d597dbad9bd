// bench/ladder: today's fixed H.264 ladder against the per-title ladder (ADR 0077) and AV1 low
// rungs, on varied 720p sources the bench makes itself with ffmpeg (60 s each): per source and
// rung, video bytes per hour and SSIM against the source scaled to the rung (whole video); then
// the totals against issue 43's goals, and the transcode time per minute of source, fixed and
// per-title measured alternately in the same run. Results also go to bench/results/.
//   npm run bench:ladder [-- --seconds 60 --sources talk,animation,grain,motion,dark]
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  AUDIO_BITRATE,
  OPUS_BITRATE,
  type RenditionInfo,
  bitsForTarget,
  decryptSegment,
  measureSsim,
  parseMediaPlaylist,
  probeFile,
  runTool,
  sampleInputs,
  sampleWindows,
  ssimDb,
  targetSsim,
  transcodeToHls,
  videoBitrate,
} from "@tazama/media";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "60" },
    sources: { type: "string", default: "talk,animation,grain,motion,dark" },
    keep: { type: "boolean", default: false },
  },
});
const seconds = Number(values.seconds);
if (!(seconds >= 5)) throw new Error("--seconds must be at least 5");

execFileSync("bash", ["scripts/ensure-system-deps.sh", "ffmpeg"], { stdio: "inherit" });

/** Five kinds of picture, 1280×720 at 25 fps, each with a tone (the audio is the same for all). */
const SOURCES: Record<string, string> = {
  // A still backdrop, one figure swaying slightly, a caption: a talking head.
  talk: "gradients=s=1280x720:r=25:speed=0.005:c0=0x30404a:c1=0x8a6a50,drawbox=x='420+30*sin(t/2)':y=160:w=360:h=560:color=0xc89878@1:t=fill,drawbox=x='520+30*sin(t/2)':y=220:w=160:h=200:color=0xe0b090@1:t=fill,drawbox=x=0:y=620:w=1280:h=100:color=0x202020@0.8:t=fill",
  // Flat colour, hard edges, moving parts: an animation.
  animation: "testsrc2=s=1280x720:r=25",
  // Moving detail under strong temporal grain: film grain.
  grain: "testsrc2=s=1280x720:r=25,noise=alls=10:allf=t+u",
  // Fractal detail panning fast: fast motion.
  motion:
    "mandelbrot=s=1280x720:r=25:maxiter=100:start_scale=0.5:end_scale=0.5,scroll=h=0.006:v=0.003",
  // A dim scene with little contrast and a little grain: a dark scene.
  dark: "testsrc2=s=1280x720:r=25,eq=brightness=-0.32:contrast=0.45,noise=alls=4:allf=t+u",
};
const names = values.sources.split(",").filter((n) => SOURCES[n]);
const AV1_RUNGS = [144, 240, 360, 480];
const AV1_PRESET = 10;
const AV1_PROBE_CRFS = [38, 50];

const root = await mkdtemp(path.join(tmpdir(), "tazama-bench-ladder-"));
const perHour = (bytes: number, durationS: number) => (bytes / durationS) * 3600;
const gb = (bytes: number) => bytes / 1e9;

async function makeSource(name: string): Promise<string> {
  const file = path.join(root, `${name}.mp4`);
  await runTool("ffmpeg", [
    ...["-hide_banner", "-nostdin", "-loglevel", "error", "-y"],
    ...["-f", "lavfi", "-t", String(seconds), "-i", `${SOURCES[name]},format=yuv420p`],
    ...["-f", "lavfi", "-t", String(seconds), "-i", "sine=frequency=330:sample_rate=48000"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-crf", "16", "-c:a", "aac", "-b:a", "128k"],
    ...["-shortest", file],
  ]);
  return file;
}

/** A rendition's init and segments decrypted into one MP4 (what a player decodes). */
async function assemble(dir: string, key: Buffer, out: string): Promise<void> {
  const playlist = parseMediaPlaylist(await readFile(path.join(dir, "index.m3u8"), "utf8"));
  const parts: Buffer[] = [await readFile(path.join(dir, playlist.mapUri!))];
  for (const [sequence, segment] of playlist.segments.entries()) {
    parts.push(decryptSegment(await readFile(path.join(dir, segment.uri)), key, sequence));
  }
  await writeFile(out, Buffer.concat(parts));
}

interface RungFigures {
  rung: string;
  height: number;
  bytesPerHour: number;
  ssim: number;
  bitrate?: number;
  crf?: number;
}

async function h264Ladder(source: string, name: string, ladder: "fixed" | "per-title") {
  const outDir = path.join(root, `${name}-${ladder}`);
  const key = randomBytes(16);
  const result = await transcodeToHls({
    source,
    outDir,
    workRoot: path.join(root, "work"),
    key,
    keyUri: "../key",
    ladder,
  });
  const video = result.renditions.filter((r) => r.height > 0);
  const files = await Promise.all(
    video.map(async (r) => {
      const file = path.join(root, `${name}-${ladder}-${r.name}.mp4`);
      await assemble(path.join(outDir, r.name), key, file);
      return file;
    }),
  );
  const measured = await measureSsim({
    source,
    fps: result.probe.fps,
    encoded: video.map((r, i) => ({ file: files[i]!, height: r.height })),
    statsDir: root,
  });
  const rungs: RungFigures[] = video.map((r: RenditionInfo, i) => ({
    rung: r.name,
    height: r.height,
    bytesPerHour: perHour(r.bytes, r.durationS),
    ssim: measured[i]!.ssim,
    bitrate: result.ladder[i]!.videoBitrate,
  }));
  const audio = result.renditions.filter((r) => r.height === 0);
  if (!values.keep) await rm(outDir, { recursive: true, force: true });
  return {
    rungs,
    audioBytesPerHour: Object.fromEntries(
      audio.map((a) => [a.name, perHour(a.bytes, a.durationS)]),
    ),
    elapsedMs: result.elapsedMs,
    analysisMs: result.analysisMs,
    probeLadder: result.ladder,
  };
}

const scaleTo = (height: number) => `scale=-2:${height}:flags=bicubic,format=yuv420p`;
const av1Args = (crf: number) => [
  ...["-c:v", "libsvtav1", "-preset", String(AV1_PRESET), "-crf", String(crf)],
  ...["-g", "50", "-an"],
];

/**
 * AV1 at a rung: two CRFs on the per-title samples, the CRF for `target` (SSIM)
 * interpolated (SSIM dB over CRF), then the whole source at it, measured.
 */
async function av1Rung(source: string, name: string, height: number, fps: number, target: number) {
  const durationS = seconds;
  const windows = sampleWindows(durationS);
  const started = performance.now();
  const { inputs, joined } = sampleInputs(source, windows, fps);
  const probes: { crf: number; bitrate: number; ssim: number }[] = [];
  for (const crf of AV1_PROBE_CRFS) {
    const file = path.join(root, `${name}-av1-probe-${height}-${crf}.mp4`);
    await runTool("ffmpeg", [
      ...["-hide_banner", "-nostdin", "-loglevel", "error", "-y", ...inputs],
      ...["-filter_complex", `${joined},${scaleTo(height)}[j]`, "-map", "[j]"],
      ...av1Args(crf),
      file,
    ]);
    const [m] = await measureSsim({
      source,
      fps,
      windows,
      encoded: [{ file, height, samplesOnly: true }],
      statsDir: root,
    });
    probes.push({ crf, bitrate: ((await stat(file)).size * 8 * fps) / m!.frames, ssim: m!.ssim });
  }
  const [a, b] = probes as [(typeof probes)[0], (typeof probes)[0]];
  const slope = (ssimDb(b.ssim) - ssimDb(a.ssim)) / (b.crf - a.crf);
  const crf = Math.max(
    1,
    Math.min(63, Math.floor(a.crf + (ssimDb(target) - ssimDb(a.ssim)) / (slope || -1))),
  );
  const file = path.join(root, `${name}-av1-${height}.mp4`);
  await runTool("ffmpeg", [
    ...["-hide_banner", "-nostdin", "-loglevel", "error", "-y", "-i", source],
    ...["-vf", scaleTo(height), ...av1Args(crf)],
    file,
  ]);
  const elapsedMs = performance.now() - started;
  const [m] = await measureSsim({ source, fps, encoded: [{ file, height }], statsDir: root });
  return {
    rung: `${height}p`,
    height,
    crf,
    bytesPerHour: perHour((await stat(file)).size, durationS),
    ssim: m!.ssim,
    elapsedMs,
    estimate: bitsForTarget(probes, target),
  };
}

const report: Record<string, unknown> = { seconds, load: loadavg(), sources: {} };
const rows: string[] = [];
const totals = {
  fixed: 0,
  perTitle: 0,
  fixedLow: 0,
  av1Low: 0,
  fixedMs: 0,
  perTitleMs: 0,
  analysisMs: 0,
  av1Ms: 0,
  saverFixed: [] as number[],
  saverPerTitle: [] as number[],
  saverPerTitleOpus: [] as number[],
  saverAv1Opus: [] as number[],
  worse: [] as string[],
  av1Worse: [] as string[],
};
const pct = (a: number, b: number) => `${((1 - a / b) * 100).toFixed(1)} %`;
const fmt = (n: number) => (n / 1e6).toFixed(1).padStart(7);

for (const [index, name] of names.entries()) {
  const source = await makeSource(name);
  const probe = await probeFile(source);
  // Alternate which ladder runs first: the machine's load drifts.
  const order =
    index % 2 === 0 ? (["fixed", "per-title"] as const) : (["per-title", "fixed"] as const);
  const runs: Record<string, Awaited<ReturnType<typeof h264Ladder>>> = {};
  for (const ladder of order) runs[ladder] = await h264Ladder(source, name, ladder);
  const fixed = runs.fixed!;
  const perTitle = runs["per-title"]!;
  const av1 = [];
  for (const height of AV1_RUNGS) {
    // The rung's target, or what today's H.264 rung reaches when that is less (grain).
    const today = fixed.rungs.find((r) => r.height === height)?.ssim ?? 1;
    const target = Math.min(targetSsim(height), today);
    av1.push(await av1Rung(source, name, height, probe.fps, target));
  }
  (report.sources as Record<string, unknown>)[name] = { fixed, perTitle, av1 };

  rows.push(
    `\n${name}: rung | fixed MB/h SSIM | per-title MB/h SSIM (saving) | AV1 MB/h SSIM (vs fixed)`,
  );
  for (const [i, f] of fixed.rungs.entries()) {
    const p = perTitle.rungs[i]!;
    const a = av1.find((x) => x.height === f.height);
    rows.push(
      `  ${f.rung.padEnd(5)} | ${fmt(f.bytesPerHour)} ${f.ssim.toFixed(4)} | ${fmt(p.bytesPerHour)} ${p.ssim.toFixed(4)} (${pct(p.bytesPerHour, f.bytesPerHour)})` +
        (a
          ? ` | ${fmt(a.bytesPerHour)} ${a.ssim.toFixed(4)} crf ${a.crf} (${pct(a.bytesPerHour, f.bytesPerHour)})`
          : ""),
    );
    totals.fixed += f.bytesPerHour;
    totals.perTitle += p.bytesPerHour;
    // Equal or better: per rung, at least the fixed ladder's SSIM or the rung's target.
    if (p.ssim < Math.min(f.ssim, targetSsim(f.height)) - 0.0005) {
      totals.worse.push(`${name} ${f.rung}: ${p.ssim.toFixed(4)} < ${f.ssim.toFixed(4)}`);
    }
    if (a) {
      totals.fixedLow += f.bytesPerHour;
      totals.av1Low += a.bytesPerHour;
      if (a.ssim < Math.min(f.ssim, targetSsim(f.height)) - 0.0005) {
        totals.av1Worse.push(`${name} ${a.rung}: ${a.ssim.toFixed(4)} < ${f.ssim.toFixed(4)}`);
      }
    }
  }
  const aac = fixed.audioBytesPerHour.audio!;
  const opus = fixed.audioBytesPerHour.opus!;
  totals.saverFixed.push(fixed.rungs[0]!.bytesPerHour + aac);
  totals.saverPerTitle.push(perTitle.rungs[0]!.bytesPerHour + aac);
  totals.saverPerTitleOpus.push(perTitle.rungs[0]!.bytesPerHour + opus);
  totals.saverAv1Opus.push(av1[0]!.bytesPerHour + opus);
  totals.fixedMs += fixed.elapsedMs;
  totals.perTitleMs += perTitle.elapsedMs;
  totals.analysisMs += perTitle.analysisMs;
  totals.av1Ms += av1.reduce((n, a) => n + a.elapsedMs, 0);
  rows.push(
    `  audio: AAC ${fmt(aac)} MB/h, Opus ${fmt(opus)} MB/h; transcode fixed ${(fixed.elapsedMs / 1000).toFixed(1)} s, per-title ${(perTitle.elapsedMs / 1000).toFixed(1)} s (analysis ${(perTitle.analysisMs / 1000).toFixed(1)} s), AV1 144–480p ${(av1.reduce((n, a) => n + a.elapsedMs, 0) / 1000).toFixed(1)} s`,
  );
  console.log(rows.slice(-fixed.rungs.length - 2).join("\n"));
}

const minutes = (names.length * seconds) / 60;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const summary = {
  perTitleSaving: 1 - totals.perTitle / totals.fixed,
  perTitleSsimBelow: totals.worse,
  av1LowSaving: 1 - totals.av1Low / totals.fixedLow,
  av1SsimBelow: totals.av1Worse,
  dataSaverGbPerHour: {
    fixed: gb(mean(totals.saverFixed)),
    perTitle: gb(mean(totals.saverPerTitle)),
    perTitleOpus: gb(mean(totals.saverPerTitleOpus)),
    av1Opus: gb(mean(totals.saverAv1Opus)),
    worstPerTitleOpus: gb(Math.max(...totals.saverPerTitleOpus)),
  },
  secondsPerMinute: {
    fixed: totals.fixedMs / 1000 / minutes,
    perTitle: totals.perTitleMs / 1000 / minutes,
    analysis: totals.analysisMs / 1000 / minutes,
    av1LowRungs: totals.av1Ms / 1000 / minutes,
  },
  nominal: {
    aac: AUDIO_BITRATE,
    opus: OPUS_BITRATE,
    fixed144: videoBitrate({ name: "144p", height: 144, bandwidth: 200_000 }),
  },
};
report.summary = summary;
const s = summary;
console.log(`
Per-title H.264: ${(s.perTitleSaving * 100).toFixed(1)} % fewer video bytes than the fixed ladder over the set (goal ≥ 20 %); rungs below the fixed ladder's SSIM and their target: ${s.perTitleSsimBelow.length ? s.perTitleSsimBelow.join(", ") : "none"}
AV1 144–480p: ${(s.av1LowSaving * 100).toFixed(1)} % fewer than today's H.264 rungs (goal ≥ 40 %); below SSIM: ${s.av1SsimBelow.length ? s.av1SsimBelow.join(", ") : "none"}
Data saver (144p + audio), mean GB/h: fixed+AAC ${s.dataSaverGbPerHour.fixed.toFixed(3)}, per-title+AAC ${s.dataSaverGbPerHour.perTitle.toFixed(3)}, per-title+Opus ${s.dataSaverGbPerHour.perTitleOpus.toFixed(3)} (worst source ${s.dataSaverGbPerHour.worstPerTitleOpus.toFixed(3)}), AV1+Opus ${s.dataSaverGbPerHour.av1Opus.toFixed(3)} (goal ≤ 0.06)
Transcode, s per minute of source: fixed ${s.secondsPerMinute.fixed.toFixed(1)}, per-title ${s.secondsPerMinute.perTitle.toFixed(1)} (${((s.secondsPerMinute.perTitle / s.secondsPerMinute.fixed - 1) * 100).toFixed(1)} %, of which analysis ${s.secondsPerMinute.analysis.toFixed(1)}; goal ≤ +25 %), AV1 low rungs ${s.secondsPerMinute.av1LowRungs.toFixed(1)}
Load average at the end: ${loadavg()
  .map((l) => l.toFixed(1))
  .join(" ")}`);

const results = path.resolve("bench/results");
await mkdir(results, { recursive: true });
const out = path.join(results, `ladder-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
await writeFile(out, JSON.stringify(report, null, 2));
console.log(`Results: ${out}`);
if (!values.keep) await rm(root, { recursive: true, force: true });
