// bench/start: how long the embedded default (`npm start`: one process, PGlite, files on disk)
// takes to answer /readyz 200, against a baseline checkout measured in the same run (issue 20:
// "the embedded default is unchanged and still starts in the same time"). Two cases, alternating
// baseline and this tree run by run so that the machine's noise falls on both alike:
//   first start — an empty DATA_DIR (migrations, demo catalogue, search index, demo art);
//   next start  — the same DATA_DIR again.
// The server runs as `npm start` runs it, built web app given (WEB_DIST_DIR), without ffmpeg
// (FFMPEG_PATH=/nonexistent: no transcode competes for the CPU; the newcomer's case).
//   git worktree add /tmp/base <commit> && (cd /tmp/base && npm ci)
//   npm run bench:start -- --baseline /tmp/base [--runs 5 --dist apps/web/dist --port 4320]
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const root = path.resolve(import.meta.dirname, "../..");
const { values } = parseArgs({
  options: {
    baseline: { type: "string" },
    runs: { type: "string", default: "5" },
    dist: { type: "string", default: "apps/web/dist" },
    port: { type: "string", default: "4320" },
  },
});
if (!values.baseline) {
  console.error("--baseline <checkout with node_modules> is required");
  process.exit(2);
}
const trees = { baseline: path.resolve(values.baseline), current: root };
const runs = Number(values.runs);
const origin = `http://127.0.0.1:${values.port}`;

function start(tree: string, dataDir: string): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
    cwd: tree,
    detached: true,
    stdio: "ignore",
    env: {
      ...process.env,
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      PORT: values.port,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      FFMPEG_PATH: "/nonexistent",
      FFPROBE_PATH: "/nonexistent",
      WEB_DIST_DIR: path.resolve(root, values.dist),
    },
  });
}

/** Milliseconds from spawn to /readyz 200 (polled every 25 ms), then the process group stops. */
async function timeToReady(tree: string, dataDir: string): Promise<number> {
  const began = performance.now();
  const child = start(tree, dataDir);
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${tree}: exited ${child.exitCode}`);
      if (performance.now() - began > 300_000) throw new Error(`${tree}: not ready in 300 s`);
      const ok = await fetch(`${origin}/readyz`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return performance.now() - began;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid!, "SIGTERM");
    await exited;
  }
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

type Tree = keyof typeof trees;
const times: Record<Tree, { first: number[]; next: number[] }> = {
  baseline: { first: [], next: [] },
  current: { first: [], next: [] },
};
const loads: number[] = [];
for (let run = 1; run <= runs; run += 1) {
  // Alternate which goes first, so neither always meets a warmer disk cache.
  const order: Tree[] = run % 2 ? ["baseline", "current"] : ["current", "baseline"];
  for (const tree of order) {
    const dataDir = mkdtempSync(path.join(tmpdir(), `tazama-bench-start-${tree}-`));
    try {
      loads.push(loadavg()[0]!);
      const first = await timeToReady(trees[tree], dataDir);
      const next = await timeToReady(trees[tree], dataDir);
      times[tree].first.push(first);
      times[tree].next.push(next);
      console.log(
        `run ${run} ${tree.padEnd(8)} first ${(first / 1000).toFixed(2)} s, next ${(next / 1000).toFixed(2)} s`,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

console.log(`\nmedian of ${runs} runs (load average ${median(loads).toFixed(1)}):`);
for (const phase of ["first", "next"] as const) {
  const base = median(times.baseline[phase]);
  const now = median(times.current[phase]);
  console.log(
    `  ${phase} start: baseline ${(base / 1000).toFixed(2)} s, this tree ${(now / 1000).toFixed(2)} s, ratio ${(now / base).toFixed(2)}`,
  );
}
