// bench/playback: video startup of a trailer at 1.6 Mbps down / 150 ms RTT (Chromium's network
// emulation over CDP), to the first rendered frame (requestVideoFrameCallback after `playing`;
// `timeupdate` with currentTime > 0 as a fallback). Two scenarios in the same run, 10 runs each, each
// run in a fresh browser context (empty cache, nothing remembered):
//   (a) play from the title page: load /view/{ref}, wait until the page is quiet and let the viewer
//       read for a moment, then click "Play trailer"; measured from the click (the industry's video
//       startup time: play request → first frame). The target, p50 ≤ 2 s (issue 6), applies here.
//   (b) cold open: navigation to /watch/{ref}?kind=trailer → first frame (app JS, hls.js and media
//       all on the wire; reported, not judged).
//   (c) the same cold open in a browser that opened it before (HTTP cache and service worker hold
//       the code; reported).
// Prints each run's step times (when the watch chunk, hls.js, the stream grant, master playlist,
// key and first segment had arrived), p50 and p95 of both, and exits 1 when (a)'s p50 is over 2 s.
// Debian's Chromium; the real server on its own data folder, which keeps the catalogue and demo
// transcodes between runs (the first run waits for them).
//   npm run build -- --outDir /tmp/dist (or use apps/web/dist)
//   npm run bench:playback [-- --dist /tmp/dist --port 4303 --data /tmp/e2e-h3 --runs 10 --only a,b]
// (`--only` runs a subset of the scenarios; (a)'s target is judged only when (a) runs.)
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type Browser, chromium } from "@playwright/test";
import { CHROMIUM_ARGS } from "../../e2e/playwright.config.ts";
import { serverReady, startAppServer } from "../lib/app-server.ts";

const TARGET_P50_MS = 2000;
/** A viewer reads the title page for a moment before pressing Play. */
const READING_MS = 1000;
/** 1.6 Mbps down, 750 kbps up, 150 ms round trip (Lighthouse's slow 4G numbers). */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const root = path.resolve(import.meta.dirname, "../..");
const { values } = parseArgs({
  options: {
    dist: { type: "string", default: process.env.WEB_DIST_DIR ?? "apps/web/dist" },
    port: { type: "string", default: "4303" },
    data: { type: "string", default: "/tmp/tazama-bench-playback" },
    runs: { type: "string", default: "10" },
    ref: { type: "string", default: "oshodi-overtime" },
    only: { type: "string", default: "a,b,c" },
  },
});
const origin = `http://127.0.0.1:${values.port}`;
const runs = Number(values.runs);

execFileSync("bash", ["scripts/ensure-system-deps.sh", "chromium", "ffmpeg"], {
  cwd: root,
  stdio: "inherit",
});

/** What bench/playback/first-frame.js records in the page. */
interface FirstFrame {
  ms: number;
  height: number;
  /** Bytes transferred from the press (or navigation) to the first frame, in KB. */
  kilobytes: number;
  /** When the watch chunk, hls.js, grant, master playlist, key and first segment had arrived (same
   * clock as `ms`: negative = fetched before Play was pressed). */
  steps: Record<string, number | null>;
}

/** Nearest-rank percentile. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

type Scenario = "title" | "cold" | "return";
const SCENARIOS: Record<Scenario, { short: string; label: string }> = {
  title: { short: "(a)", label: "(a) play from the title page, click → first frame" },
  cold: { short: "(b)", label: "(b) cold open of /watch, navigation → first frame" },
  return: {
    short: "(c)",
    label: "(c) /watch opened again in the same browser (its service worker holds the code)",
  },
};
const ALL: readonly Scenario[] = ["title", "cold", "return"];
/** The scenarios `--only` names by their letter (a, b, c), in the usual order. */
const ORDER = ALL.filter((scenario) =>
  values.only.split(",").some((letter) => SCENARIOS[scenario].short === `(${letter.trim()})`),
);
if (ORDER.length === 0) throw new Error(`--only ${values.only}: name some of a, b, c`);

/**
 * The files of the watch route and of hls.js in this build (chunks are named by hash alone):
 * first-frame.js times their arrival by these names.
 */
function playerChunks(dist: string): { route: string | null; hlsjs: string | null } {
  const manifestPath = path.resolve(root, dist, ".vite/manifest.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<
    string,
    { file: string }
  >;
  const find = (test: (source: string) => boolean) =>
    Object.entries(manifest).find(([source]) => test(source))?.[1].file ?? null;
  return {
    route: find((source) => source.endsWith("src/app/routes/watch.tsx")),
    hlsjs: find((source) => /[\\/]hls\.js[\\/]/.test(source)),
  };
}
const chunks = playerChunks(values.dist);

/** One run of a scenario in a fresh context (empty cache and storage). */
async function measure(browser: Browser, scenario: Scenario): Promise<FirstFrame> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript((files) => {
      (globalThis as { __benchChunks?: unknown }).__benchChunks = files;
    }, chunks);
    await context.addInitScript({ path: path.join(import.meta.dirname, "first-frame.js") });
    if (scenario === "return") {
      // An earlier visit on the same network: the player played once (and remembered what it
      // measured), and the service worker took over.
      const earlier = await context.newPage();
      const earlierCdp = await context.newCDPSession(earlier);
      await earlierCdp.send("Network.enable");
      await earlierCdp.send("Network.emulateNetworkConditions", NETWORK);
      await earlier.goto(`${origin}/watch/${values.ref}?kind=trailer`);
      await earlier.waitForFunction(() => (globalThis as { __firstFrame?: unknown }).__firstFrame);
      await earlier.waitForFunction(
        async () => (await navigator.serviceWorker.ready).active !== null,
      );
      await earlier.close();
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    if (scenario === "title") {
      await page.goto(`${origin}/view/${values.ref}`, { waitUntil: "load" });
      const play = page.getByRole("link", { name: "Play trailer", exact: true });
      await play.waitFor({ timeout: 60_000 });
      await page.waitForLoadState("networkidle", { timeout: 60_000 });
      await page.waitForTimeout(READING_MS);
      await play.click();
    } else {
      await page.goto(`${origin}/watch/${values.ref}?kind=trailer`, { waitUntil: "commit" });
    }
    // Function forms (run over CDP): the page's CSP forbids evaluating strings.
    const handle = await page.waitForFunction(
      // Serialised into the page: self-contained (the types vanish when compiled).
      () => (globalThis as { __firstFrame?: FirstFrame }).__firstFrame,
      null,
      { timeout: 60_000 },
    );
    return (await handle.jsonValue())!;
  } finally {
    await context.close();
  }
}

// The real server on its own data folder, kept between runs: the demo catalogue and its trailer
// transcodes are made once (minutes on a busy machine), then reused.
const server = startAppServer({ port: values.port, dataDir: values.data, distDir: values.dist });
try {
  await serverReady(server);
  const started = Date.now();
  await server.until(
    "the demo trailer",
    900_000,
    async () =>
      (
        await fetch(`${origin}/api/v1/content/stream/request`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ref: values.ref, kind: "trailer" }),
        })
      ).ok,
  );
  console.log(`trailer ready after ${((Date.now() - started) / 1000).toFixed(0)} s`);

  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    // Cold open: the player calls play() once the manifest is parsed, as a click on Play would allow.
    args: [...CHROMIUM_ARGS, "--autoplay-policy=no-user-gesture-required"],
  });
  const results: Record<Scenario, number[]> = { title: [], cold: [], return: [] };
  const kilobytesOf: Record<Scenario, number[]> = { title: [], cold: [], return: [] };
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const scenario of ORDER) {
        const { ms, height, kilobytes, steps } = await measure(browser, scenario);
        results[scenario].push(ms);
        kilobytesOf[scenario].push(kilobytes);
        console.log(
          `run ${String(run).padStart(2)} ${SCENARIOS[scenario].short}  first frame ` +
            `${(ms / 1000).toFixed(2)} s  (${height}p, ${kilobytes} KB)  ` +
            Object.entries(steps)
              .map(([step, at]) => `${step} ${at === null ? "-" : (at / 1000).toFixed(2)}`)
              .join("  "),
        );
      }
    }
  } finally {
    await browser.close();
  }
  const load = loadavg()[0]?.toFixed(1);
  console.log(`\n${runs} runs each at 1.6 Mbps / 150 ms RTT  [load ${load}]`);
  // Without (a) there is no target to miss.
  const failed = ORDER.includes("title") && percentile(results.title, 50) > TARGET_P50_MS;
  if (failed) process.exitCode = 1;
  for (const scenario of ORDER) {
    const p50 = percentile(results[scenario], 50);
    const p95 = percentile(results[scenario], 95);
    const judged = scenario === "title";
    console.log(
      `${SCENARIOS[scenario].label}: p50 ${(p50 / 1000).toFixed(2)} s  p95 ${(p95 / 1000).toFixed(2)} s` +
        `  p50 ${percentile(kilobytesOf[scenario], 50)} KB` +
        (judged
          ? `  (target p50 ≤ ${TARGET_P50_MS / 1000} s) ${failed ? "FAIL" : "PASS"}`
          : "  (reported)"),
    );
  }
} finally {
  server.stop();
}
