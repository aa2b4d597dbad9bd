// bench/web bundle size, counted twice:
// 1. The build's own count: the gzip size of the JS the browser loads to start the app on `/`
//    (entry, modulepreloads, the app chunk the entry imports, and their static imports; route and
//    other lazy chunks excluded). Budget 140 KB in at most 15 files (DESIGN §7, issue 12).
// 2. As a viewer pays (issue 41): the real server on a fresh embedded database, Debian's
//    Chromium, one cold page at a time, every script fetched until the network is idle (lazy
//    chunks, the catalogue loaded at idle), compressed as sent, prefetches aside. Budget 120 KB in
//    at most 15 files on each page: `/`, `/movies`, `/view/{ref}`, `/series/{ref}`, `/screenings`,
//    `/downloads` (signed out, and signed in: its account's devices), `/search`, `/search?q=` (a
//    movie's title). Exits 1 when a page is over it.
//    `--static` counts the build only; `--pages /downloads,/view` measures only those pages.
//   npm run bench:bundle [-- --dist /tmp/some-dist --port 4112 --static]   (build it first)
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { type APIRequestContext, chromium } from "@playwright/test";
import { SERIES } from "@tazama/db";
import { CHROMIUM_ARGS } from "../../e2e/playwright.config.ts";
import { serverReady, startAppServer } from "../lib/app-server.ts";
import { abPages } from "./ab.ts";
import {
  type FetchedResource,
  INITIAL_JS_BUDGET,
  VIEWER_JS_BUDGET,
  initialGraph,
  initialScripts,
  overBudget,
  viewerScripts,
} from "./initial-js.ts";

const root = path.resolve(import.meta.dirname, "../..");
/** How long without a request counts as the network being idle (the idle load waits up to 2 s). */
const QUIET_MS = 3_000;
/** `/downloads` as a signed-in viewer with no download on the device sees it (their devices). */
const SIGNED_IN_DOWNLOADS = "/downloads (signed in)";
const { values } = parseArgs({
  options: {
    dist: { type: "string", default: process.env.WEB_DIST_DIR ?? "apps/web/dist" },
    port: { type: "string", default: "4112" },
    data: { type: "string", default: path.join(tmpdir(), "tazama-bench-bundle") },
    static: { type: "boolean", default: false },
    /** Only these pages, comma-separated: `/downloads,/view` (a prefix names its page). */
    pages: { type: "string" },
  },
});
const dist = path.resolve(root, values.dist);
const html = readFileSync(path.join(dist, "index.html"), "utf8");
const read = (url: string) => readFileSync(path.join(dist, url), "utf8");
// The entry (boot.ts) imports the app itself with import(): after the first paint on a
// server-rendered page, at once on the others. Either way it is the page's initial JS. Its other
// dynamic import, the early stream, runs on a cold /watch page only: not `/`'s.
const manifest = JSON.parse(read("/.vite/manifest.json")) as Record<
  string,
  { file: string; dynamicImports?: string[] }
>;
const started = (manifest["index.html"]?.dynamicImports ?? [])
  .filter((key) => key !== "src/early-stream.ts")
  .map((key) => `/${manifest[key]?.file ?? key}`);
const files = initialGraph([...initialScripts(html), ...started], read);

let total = 0;
for (const url of files) {
  const gzip = gzipSync(readFileSync(path.join(dist, url)), { level: 9 }).length;
  total += gzip;
  console.log(`${(gzip / 1024).toFixed(1).padStart(7)} KB  ${url}`);
}
const over = overBudget(total, files.length);
console.log(
  `initial JS on / (the build's count): ${(total / 1024).toFixed(1)} KB gzip in ${files.length} files ` +
    `(budget ${INITIAL_JS_BUDGET.bytes / 1024} KB in ${INITIAL_JS_BUDGET.files} files) ` +
    (over.length === 0 ? "ok" : `OVER BUDGET: ${over.join(", ")}`),
);
if (over.length > 0) process.exitCode = 1;
if (!values.static) await viewerCount();

/**
 * The refs of a movie and a series of the seeded catalogue: the series from the catalogue's
 * episodes, else the seed's first series (with DEMO_MEDIA off its episodes have no video yet, so
 * the catalogue lists none; its page shows them all the same). Undefined when that page is
 * missing (a movie's ref is no series page). And a search for the movie's title.
 */
async function refs(
  origin: string,
): Promise<{ movie: string; series: string | undefined; search: string }> {
  const response = await fetch(`${origin}/api/tazama-app-cache?build=1&platform=web`);
  const body = (await response.json()) as {
    content: { ref: string; title: string; type: string; seriesRef?: string | null }[];
  };
  const item = body.content.find((entry) => entry.type === "Movie");
  if (!item) throw new Error("the catalogue has no movie");
  const movie = item.ref;
  // A search with results: the movie's title (the results page the server draws).
  const search = `/search?q=${encodeURIComponent(item.title)}`;
  const series = body.content.find((item) => item.seriesRef)?.seriesRef ?? SERIES[0]?.ref;
  const found = series !== undefined && (await fetch(`${origin}/series/${series}`)).ok;
  return { movie, series: found ? series : undefined, search };
}

/** Signs a new viewer up through the API; the session lands in the context's cookies. */
async function signUp(request: APIRequestContext, origin: string): Promise<void> {
  const stamp = `${Date.now()}`.slice(-8);
  const response = await request.post(`${origin}/api/v1/users/signup`, {
    data: {
      name: "Bench Viewer",
      email: `bench.viewer.${stamp}@example.com`,
      phone_number: `+2547${stamp}`,
      password: "kibera-sunrise-2024",
      affiliateCodeUsed: null,
      source: "tazama-web",
      locale: "en",
    },
  });
  if (response.status() !== 201) {
    throw new Error(`sign-up: ${response.status()} ${await response.text()}`);
  }
}

async function viewerCount() {
  // As bench:web starts it: a fresh embedded database, no background transcoding.
  const server = startAppServer({
    port: values.port,
    dataDir: values.data,
    distDir: dist,
    freshDatabase: true,
    env: { DEMO_MEDIA: "false" },
  });
  try {
    await serverReady(server, 240_000);
    const { movie, series, search } = await refs(server.origin);
    if (!series) {
      console.log("no series page in the catalogue: /series/{ref} not measured");
      process.exitCode = 1;
    }
    const all = [
      "/",
      "/movies",
      `/view/${movie}`,
      ...(series ? [`/series/${series}`] : []),
      "/screenings",
      "/downloads",
      SIGNED_IN_DOWNLOADS,
      "/search",
      search,
    ];
    const pathOf = (label: string) => (label === SIGNED_IN_DOWNLOADS ? "/downloads" : label);
    const chosen = new Set(abPages([...new Set(all.map(pathOf))], values.pages));
    const pages = all.filter((label) => chosen.has(pathOf(label)));
    const browser = await chromium.launch({
      executablePath: "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    });
    try {
      for (const label of pages) {
        const signedIn = label === SIGNED_IN_DOWNLOADS;
        const page = pathOf(label);
        // A cold visit: a new profile (no cache, no service worker) on a phone's screen.
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          isMobile: true,
          hasTouch: true,
          deviceScaleFactor: 2,
          serviceWorkers: "block",
        });
        // A new account's (a sign-up through the API: its cookies land in the context, no script).
        if (signedIn) await signUp(context.request, server.origin);
        const tab = await context.newPage();
        const fetched: Promise<FetchedResource>[] = [];
        let inFlight = 0;
        let lastActivity = Date.now();
        const settle = () => {
          inFlight -= 1;
          lastActivity = Date.now();
        };
        tab.on("request", () => {
          inFlight += 1;
          lastActivity = Date.now();
        });
        tab.on("requestfailed", settle);
        tab.on("requestfinished", settle);
        tab.on("requestfinished", (request) => {
          fetched.push(
            (async () => ({
              url: request.url(),
              resourceType: request.resourceType(),
              purpose: (await request.allHeaders())["sec-purpose"],
              bytes: (await request.sizes()).responseBodySize,
            }))(),
          );
        });
        await tab.goto(`${server.origin}${page}`, { waitUntil: "networkidle" });
        // Network idle as a viewer's phone reaches it: after the app has started (a server-rendered
        // page starts it after its first paint, so the page may look idle before), and after the
        // catalogue the app loads when idle: no request in flight for QUIET_MS.
        await tab.waitForSelector("html[data-app-started]", { state: "attached", timeout: 60_000 });
        while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        const scripts = viewerScripts(await Promise.all(fetched));
        await context.close();
        const bytes = scripts.reduce((sum, script) => sum + script.bytes, 0);
        const pageOver = overBudget(bytes, scripts.length, VIEWER_JS_BUDGET);
        if (pageOver.length > 0) process.exitCode = 1;
        console.log(
          `${label.padEnd(28)} ${(bytes / 1024).toFixed(1).padStart(6)} KB in ${String(scripts.length).padStart(2)} scripts ` +
            `(budget ${VIEWER_JS_BUDGET.bytes / 1024} KB in ${VIEWER_JS_BUDGET.files}) ` +
            (pageOver.length === 0 ? "ok" : `OVER BUDGET: ${pageOver.join(", ")}`),
        );
        for (const script of scripts) {
          console.log(
            `    ${(script.bytes / 1024).toFixed(1).padStart(6)} KB  ${new URL(script.url).pathname}`,
          );
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    server.stop();
  }
}
