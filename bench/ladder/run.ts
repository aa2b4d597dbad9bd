// bench/ladder: today's fixed H.264 ladder against the per-title ladder (ADR 0077) and the AV1
// rungs the av1 job adds to it (ADR 0083), on varied 720p sources the bench makes itself with ffmpeg (60 s each): per source and
// rung, video bytes per hour and SSIM against the source scaled to the rung (whole video); then
// the totals against issue 43's goals, and the transcode time per minute of source, fixed and
// per-title measured alternately in the same run. Results also go to bench/results/.
//   npm run bench:ladder [-- --seconds 60 --sources talk,animation,grain,motion,dark]
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  AUDIO_BITRATE,
  addAv1Renditions,
  OPUS_BITRATE,
  type RenditionInfo,
  decryptSegment,
  measureSsim,
  parseMediaPlaylist,
  runTool,
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

type H264Run = Awaited<ReturnType<typeof h264Ladder>>;

/** Each video rendition of a folder decrypted and measured whole: bytes per hour and SSIM. */
async function measureWhole(
  source: string,
  label: string,
  dir: string,
  key: Buffer,
  video: readonly RenditionInfo[],
): Promise<RungFigures[]> {
  const files = await Promise.all(
    video.map(async (r) => {
      const file = path.join(root, `${label}-${r.name}.mp4`);
      await assemble(path.join(dir, r.name), key, file);
      return file;
    }),
  );
  const measured = await measureSsim({
    source,
    fps: video[0]?.fps ?? 25,
    encoded: video.map((r, i) => ({ file: files[i]!, height: r.height })),
    statsDir: root,
  });
  return video.map((r, i) => ({
    rung: `${r.height}p`,
    height: r.height,
    bytesPerHour: perHour(r.bytes, r.durationS),
    ssim: measured[i]!.ssim,
  }));
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
  const measured = await measureWhole(source, `${name}-${ladder}`, outDir, key, video);
  const rungs: RungFigures[] = measured.map((m, i) => ({
    ...m,
    rung: video[i]!.name,
    bitrate: result.ladder[i]!.videoBitrate,
  }));
  const audio = result.renditions.filter((r) => r.height === 0);
  // The per-title folder gains AV1 next; the fixed one is done with.
  if (!values.keep && ladder === "fixed") await rm(outDir, { recursive: true, force: true });
  return {
    outDir,
    key,
    renditions: result.renditions,
    rungs,
    audioBytesPerHour: Object.fromEntries(
      audio.map((a) => [a.name, perHour(a.bytes, a.durationS)]),
    ),
    elapsedMs: result.elapsedMs,
    analysisMs: result.analysisMs,
    probeLadder: result.ladder,
  };
}

/**
 * The product's AV1 renditions (ADR 0083) added to the per-title folder, as the av1 job does:
 * each measured (SSIM against the source scaled to it, the whole video) and priced per hour.
 */
async function av1Renditions(source: string, name: string, perTitle: H264Run) {
  const result = await addAv1Renditions({
    source,
    outDir: perTitle.outDir,
    workRoot: path.join(root, "work"),
    key: perTitle.key,
    keyUri: "../key",
    current: perTitle.renditions,
    recordedLadder: perTitle.probeLadder,
  });
  const made = result.renditions.filter((r) => r.height > 0 && r.codecs.startsWith("av01"));
  const rungs = await measureWhole(source, name, perTitle.outDir, perTitle.key, made);
  return { elapsedMs: result.elapsedMs, rungs };
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
  // Alternate which ladder runs first: the machine's load drifts.
  const order =
    index % 2 === 0 ? (["fixed", "per-title"] as const) : (["per-title", "fixed"] as const);
  const runs: Record<string, Awaited<ReturnType<typeof h264Ladder>>> = {};
  for (const ladder of order) runs[ladder] = await h264Ladder(source, name, ladder);
  const fixed = runs.fixed!;
  const perTitle = runs["per-title"]!;
  const av1Run = await av1Renditions(source, name, perTitle);
  const av1 = av1Run.rungs;
  if (!values.keep) await rm(perTitle.outDir, { recursive: true, force: true });
  (report.sources as Record<string, unknown>)[name] = {
    fixed: { ...fixed, renditions: undefined },
    perTitle: { ...perTitle, renditions: undefined },
    av1,
  };

  rows.push(
    `\n${name}: rung | fixed MB/h SSIM | per-title MB/h SSIM (saving) | AV1 MB/h SSIM (vs fixed)`,
  );
  for (const [i, f] of fixed.rungs.entries()) {
    const p = perTitle.rungs[i]!;
    const a = av1.find((x) => x.height === f.height);
    rows.push(
      `  ${f.rung.padEnd(5)} | ${fmt(f.bytesPerHour)} ${f.ssim.toFixed(4)} | ${fmt(p.bytesPerHour)} ${p.ssim.toFixed(4)} (${pct(p.bytesPerHour, f.bytesPerHour)})` +
        (a
          ? ` | ${fmt(a.bytesPerHour)} ${a.ssim.toFixed(4)} (${pct(a.bytesPerHour, f.bytesPerHour)})`
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
  totals.av1Ms += av1Run.elapsedMs;
  rows.push(
    `  audio: AAC ${fmt(aac)} MB/h, Opus ${fmt(opus)} MB/h; transcode fixed ${(fixed.elapsedMs / 1000).toFixed(1)} s, per-title ${(perTitle.elapsedMs / 1000).toFixed(1)} s (analysis ${(perTitle.analysisMs / 1000).toFixed(1)} s), AV1 144–480p ${(av1Run.elapsedMs / 1000).toFixed(1)} s`,
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
