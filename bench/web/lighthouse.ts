// bench/web: Lighthouse 12, mobile preset (the default config: Moto G Power viewport, simulated
// slow 4G and 4× CPU), in Debian's Chromium, against the built app served by the real server on a
// fresh embedded database. Pages: `/`, `/movies` and `/view/{ref}` of a real title. Prints every
// category score and CLS; exits 1 when a performance score is under 94 (DESIGN §7).
//   npm run bench:web [-- --dist /tmp/some-dist --port 4111 --runs 1]   (build the web app first)
//
// With --against <git ref> (issue 41), an A/B in one run instead: the ref's build beside the
// working tree (`git worktree add` in the temp folder, its web app built there), both servers
// started, the two builds' Lighthouse runs alternating on `/`, `/movies`, `/view/{ref}`,
// `/series/{ref}`, `/screenings`, `/downloads`, `/search` and `/search?q=` (a search with results:
// a movie's title); it prints each page's First Contentful Paint and Total Blocking Time before →
// now (medians) and exits 1 when either is worse than the previous build's by more than 10 %.
// `--against last` takes the last tag, else HEAD~50. Use --runs 3 or more on a quiet machine;
// --pages /,/view measures only those.
//   npm run bench:web -- --against last --runs 3
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { SERIES } from "@tazama/db";
import { CHROMIUM_ARGS } from "../../e2e/playwright.config.ts";
import { type AppServer, serverReady, startAppServer } from "../lib/app-server.ts";
import { type PageRuns, abPages, abVerdict, defaultBaseRef, prepareBaseline } from "./ab.ts";

const TARGET = 94;
/** Runs Lighthouse could not measure that are run again, per page. */
const MAX_RETRIES = 3;
const { values } = parseArgs({
  options: {
    dist: { type: "string", default: process.env.WEB_DIST_DIR ?? "apps/web/dist" },
    port: { type: "string", default: "4111" },
    data: { type: "string", default: path.join(tmpdir(), "tazama-bench-web") },
    runs: { type: "string", default: "1" },
    /**
     * CPU slowdown instead of the preset's 4×. Only to tell a busy host from a slow app: the
     * verdict against the target is for the unmodified preset.
     */
    cpu: { type: "string" },
    /** A folder to keep each page's Lighthouse JSON report in. */
    save: { type: "string" },
    /** The previous build to compare with (a git ref, or "last"): the A/B mode. */
    against: { type: "string" },
    /** The previous build's server's port in the A/B mode. */
    "base-port": { type: "string", default: "4121" },
    /** Only these pages in the A/B mode, comma-separated: `/,/movies,/view` (a prefix names its page). */
    pages: { type: "string" },
  },
});
const origin = `http://127.0.0.1:${values.port}`;
const runs = Number(values.runs);
// Lighthouse's mobile preset (slow 4G, Moto G Power); only the CPU multiplier may be changed.
const MOBILE_SLOW_4G = {
  rttMs: 150,
  throughputKbps: 1.6 * 1024,
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 1.6 * 1024 * 0.9,
  uploadThroughputKbps: 750 * 0.9,
  cpuSlowdownMultiplier: 4,
};
const throttling =
  values.cpu === undefined
    ? undefined
    : { ...MOBILE_SLOW_4G, cpuSlowdownMultiplier: Number(values.cpu) };

async function firstRef(): Promise<string> {
  const response = await fetch(`${origin}/api/tazama-app-cache?build=1&platform=web`);
  const body = (await response.json()) as { content: { ref: string; type: string }[] };
  const movie = body.content.find((item) => item.type === "Movie");
  if (!movie) throw new Error("the catalogue has no movie");
  return movie.ref;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

if (values.against !== undefined) {
  await abRun(values.against);
} else {
  await singleRun();
}

/** A movie's and a series' refs in the current build's catalogue, and a search for the movie. */
async function refsOf(origin: string): Promise<{ movie: string; series: string; search: string }> {
  const response = await fetch(`${origin}/api/tazama-app-cache?build=1&platform=web`);
  const body = (await response.json()) as {
    content: { ref: string; title: string; type: string; seriesRef?: string | null }[];
  };
  const movie = body.content.find((item) => item.type === "Movie");
  if (!movie) throw new Error("the catalogue has no movie");
  // With DEMO_MEDIA off no episode plays, so the catalogue lists none: the seed's first series.
  const series = body.content.find((item) => item.seriesRef)?.seriesRef ?? SERIES[0]?.ref;
  // A search with results: the movie's title (the results page the server draws).
  const search = `/search?q=${encodeURIComponent(movie.title)}`;
  return { movie: movie.ref, series: series ?? movie.ref, search };
}

async function abRun(against: string) {
  const root = path.resolve(import.meta.dirname, "../..");
  const ref = against === "last" || against === "" ? defaultBaseRef(root) : against;
  console.log(`A/B: ${ref} (before) against the working tree (now)`);
  const base = prepareBaseline(root, ref);
  const env = { DEMO_MEDIA: "false" };
  const servers: Record<"before" | "now", AppServer> = {
    before: startAppServer({
      port: values["base-port"],
      dataDir: `${values.data}-base`,
      distDir: base.dist,
      root: base.root,
      freshDatabase: true,
      env,
    }),
    now: startAppServer({
      port: values.port,
      dataDir: values.data,
      distDir: values.dist,
      freshDatabase: true,
      env,
    }),
  };
  let worse = false;
  try {
    await Promise.all([serverReady(servers.before, 600_000), serverReady(servers.now, 240_000)]);
    const { movie, series, search } = await refsOf(servers.now.origin);
    const pages = abPages(
      [
        "/",
        "/movies",
        `/view/${movie}`,
        `/series/${series}`,
        "/screenings",
        "/downloads",
        "/search",
        search,
      ],
      values.pages,
    );
    const chrome = await chromeLauncher.launch({
      chromePath: "/usr/bin/chromium",
      chromeFlags: CHROMIUM_ARGS,
    });
    try {
      for (const page of pages) {
        const measured: Record<"before" | "now", PageRuns> = {
          before: { fcp: [], tbt: [] },
          now: { fcp: [], tbt: [] },
        };
        // A page the previous build does not have (its server answers 404) is not measured there:
        // the verdict calls it a new page.
        const inBase = (await fetch(`${servers.before.origin}${page}`)).status !== 404;
        for (let run = 0; run < runs; run += 1) {
          // Alternating, and each build first in turn: a machine that slows down mid-run
          // weighs on both alike.
          const order = run % 2 === 0 ? (["before", "now"] as const) : (["now", "before"] as const);
          for (const build of order.filter((b) => inBase || b === "now")) {
            const result = await lighthouse(`${servers[build].origin}${page}`, {
              port: chrome.port,
              output: "json",
              logLevel: "error",
              ...(throttling ? { throttling } : {}),
            });
            const audits = result?.lhr.audits;
            if (!audits || result.lhr.runtimeError) {
              console.log(`${page}: Lighthouse could not measure ${build}'s run; left out`);
              continue;
            }
            measured[build].fcp.push(audits["first-contentful-paint"]?.numericValue ?? Number.NaN);
            measured[build].tbt.push(audits["total-blocking-time"]?.numericValue ?? Number.NaN);
          }
        }
        const verdict = abVerdict(page, measured.before, measured.now);
        if (verdict.worse.length > 0) worse = true;
        console.log(
          `${verdict.line}  [load ${loadavg()[0]?.toFixed(1)}]` +
            (verdict.worse.length > 0 ? `  WORSE: ${verdict.worse.join(", ")}` : ""),
        );
      }
    } finally {
      chrome.kill();
    }
  } finally {
    servers.before.stop();
    servers.now.stop();
  }
  if (worse) process.exitCode = 1;
}

async function singleRun() {
  // As e2e/serve.mjs does: a fresh embedded database, artwork kept between runs, and no background
  // transcoding of demo video while pages are measured (it steals the CPU).
  const server = startAppServer({
    port: values.port,
    dataDir: values.data,
    distDir: values.dist,
    freshDatabase: true,
    env: { DEMO_MEDIA: "false" },
  });
  let failed = false;
  try {
    await serverReady(server, 240_000);
    const pages = ["/", "/movies", `/view/${await firstRef()}`];
    const chrome = await chromeLauncher.launch({
      chromePath: "/usr/bin/chromium",
      chromeFlags: CHROMIUM_ARGS,
    });
    try {
      for (const page of pages) {
        const scores: Record<string, number[]> = {};
        const cls: number[] = [];
        const benchmark: number[] = [];
        const lcp: number[] = [];
        let retries = MAX_RETRIES;
        for (let run = 0; run < runs; run += 1) {
          const result = await lighthouse(`${origin}${page}`, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            ...(throttling ? { throttling } : {}),
          });
          if (!result) throw new Error(`no Lighthouse result for ${page}`);
          // A run Lighthouse could not measure (e.g. NO_NAVSTART in its trace) has no scores: it
          // is run again rather than counted as 0.
          const error = result.lhr.runtimeError;
          if (error && retries > 0) {
            retries -= 1;
            run -= 1;
            console.log(`${page}: Lighthouse could not measure a run (${error.code}); again`);
            continue;
          }
          if (values.save) {
            mkdirSync(values.save, { recursive: true });
            const name = page === "/" ? "home" : page.slice(1).replaceAll("/", "-");
            writeFileSync(
              path.join(values.save, `${name}-${run + 1}.json`),
              result.report as string,
            );
          }
          const { categories, audits } = result.lhr;
          for (const [id, category] of Object.entries(categories)) {
            (scores[id] ??= []).push(Math.round((category.score ?? 0) * 100));
          }
          cls.push(audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN);
          benchmark.push(result.lhr.environment.benchmarkIndex);
          lcp.push(audits["largest-contentful-paint"]?.numericValue ?? Number.NaN);
        }
        const performance = median(scores.performance ?? [0]);
        if (performance < TARGET && !throttling) failed = true;
        const line = Object.entries(scores)
          .map(([id, xs]) => `${id} ${median(xs)}`)
          .join("  ");
        console.log(
          `${page.padEnd(28)} ${line}  CLS ${median(cls).toFixed(3)}  LCP ${(median(lcp) / 1000).toFixed(1)} s` +
            // Lighthouse slows the CPU 4× from what it measures: a busy host scores lower.
            `  [benchmarkIndex ${median(benchmark).toFixed(0)}, load ${loadavg()[0]?.toFixed(1)}]` +
            (throttling ? `  [CPU ${throttling.cpuSlowdownMultiplier}×, not the preset]` : "") +
            (performance < TARGET ? `  (performance under ${TARGET})` : ""),
        );
      }
    } finally {
      chrome.kill();
    }
  } finally {
    server.stop();
  }
  if (failed) process.exitCode = 1;
}
