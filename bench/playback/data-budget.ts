// bench/playback/data-budget: "use at most 100 MB for this film", held over 10 minutes of playback
// on a throttled network (issue 19). Two viewers watch the same 11-minute film at the same time,
// each in a browser context of its own at 8 Mbps down / 150 ms RTT (Chromium's emulation): one
// chooses "At most 100 MB" in the player, the other sets no limit (the control: what the same
// network would have spent). Every byte of /media the page received is counted from the network
// events (encoded length: what went over the wire). Every 60 s it prints each viewer's position,
// picture height and megabytes; at the end the totals, and exits 1 when the limited viewer went
// over 100 MB, played less than 9 of the 10 minutes, or the control spent no more than the limit
// (the limit would then have proved nothing).
//   npm run build -w @tazama/web
//   npm run bench:data-budget [-- --minutes 10 --data /tmp/tazama-bench-budget]
// The first run makes the film (ffmpeg, ~1 min) and transcodes it (the server's ladder: minutes).
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type Browser, type Page, chromium } from "@playwright/test";
import { CHROMIUM_ARGS } from "../../e2e/playwright.config.ts";
import { serverReady, startAppServer } from "../lib/app-server.ts";
import { ensureLongFilm, signUp } from "./long-film.ts";

const LIMIT_BYTES = 100e6;
const FILM_S = 660;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 8_000_000 / 8,
  uploadThroughput: 2_000_000 / 8,
};
const root = path.resolve(import.meta.dirname, "../..");
const { values } = parseArgs({
  options: {
    dist: { type: "string", default: process.env.WEB_DIST_DIR ?? "apps/web/dist" },
    port: { type: "string", default: "4304" },
    data: { type: "string", default: "/tmp/tazama-bench-budget" },
    minutes: { type: "string", default: "10" },
    ref: { type: "string", default: "highlife-at-the-palm-grove" },
  },
});
const runMs = Number(values.minutes) * 60_000;
mkdirSync(values.data, { recursive: true });

execFileSync("bash", ["scripts/ensure-system-deps.sh", "chromium", "ffmpeg"], {
  cwd: root,
  stdio: "inherit",
});

interface Viewer {
  label: string;
  page: Page;
  /** Bytes of /media received so far (what went over the wire). */
  bytes: () => number;
}

/** A signed-in viewer on the throttled network, the film playing muted from the start. */
async function startViewer(browser: Browser, origin: string, label: string, index: number) {
  const { cookie } = await signUp(origin, `Budget ${label}`, `10.251.1.${index + 10}`);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const [name, ...rest] = pair.split("=");
      return { name: name!, value: rest.join("="), url: origin };
    }),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  const media = new Set<string>();
  let bytes = 0;
  cdp.on("Network.requestWillBeSent", (event) => {
    if (new URL(event.request.url).pathname.startsWith("/media/")) media.add(event.requestId);
  });
  cdp.on("Network.loadingFinished", (event) => {
    if (media.has(event.requestId)) bytes += event.encodedDataLength;
  });
  await page.goto(`${origin}/watch/${values.ref}`);
  await page.waitForSelector("html[data-app-started]", { state: "attached" });
  const video = page.getByTestId("video");
  await video.waitFor();
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  return { label, page, bytes: () => bytes } satisfies Viewer;
}

/** The player's own menu, as a viewer uses it. */
async function chooseLimit(page: Page, item: string) {
  const player = page.getByTestId("player");
  for (let attempt = 0; attempt < 20; attempt += 1) {
    try {
      await player.hover({ position: { x: 200, y: 200 } });
      await player
        .getByRole("button", { name: "Data limit", exact: true })
        .click({ timeout: 2000 });
      await page
        .getByRole("menu", { name: "Data limit" })
        .getByRole("menuitemradio", { name: item })
        .click({ timeout: 2000 });
      return;
    } catch {
      await page.mouse.move(10 + attempt, 10);
    }
  }
  throw new Error(`could not choose "${item}"`);
}

const state = (page: Page) =>
  page.getByTestId("video").evaluate((v: HTMLVideoElement) => ({
    at: v.currentTime,
    height: v.videoHeight,
    paused: v.paused,
  }));

const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

const server = startAppServer({
  port: values.port,
  dataDir: values.data,
  distDir: values.dist,
  env: { DEMO_MEDIA: "false" },
  keepOutput: true,
});
/** Set once the run has its numbers; a run that stopped before them failed. */
let passed: boolean | undefined;
try {
  await serverReady(server);
  await ensureLongFilm(server, values.data, values.ref, FILM_S);
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  try {
    const limited = await startViewer(browser, server.origin, "limited", 0);
    await chooseLimit(limited.page, `At most ${LIMIT_BYTES / 1e6} MB`);
    const control = await startViewer(browser, server.origin, "no limit", 1);
    const started = Date.now();
    console.log(`\nplaying for ${values.minutes} min at 8 Mbps / 150 ms RTT`);
    while (Date.now() - started < runMs) {
      await new Promise((resolve) =>
        setTimeout(resolve, Math.min(60_000, runMs - (Date.now() - started))),
      );
      const line = [];
      for (const viewer of [limited, control]) {
        const s = await state(viewer.page);
        line.push(
          `${viewer.label}: ${s.at.toFixed(0)} s ${s.height}p ${mb(viewer.bytes())} MB${s.paused ? " (paused)" : ""}`,
        );
      }
      console.log(
        `${((Date.now() - started) / 60_000).toFixed(0).padStart(2)} min  ${line.join("   ")}`,
      );
    }
    const [end, controlEnd] = [await state(limited.page), await state(control.page)];
    const shown = await limited.page
      .getByRole("status", { name: "Data used for this film" })
      .textContent();
    console.log(`\n[load ${loadavg()[0]?.toFixed(1)}]`);
    console.log(
      `limit ${mb(LIMIT_BYTES)} MB: ${mb(limited.bytes())} MB over the wire for ${end.at.toFixed(0)} s of film; the player says "${shown}"`,
    );
    console.log(`no limit: ${mb(control.bytes())} MB for ${controlEnd.at.toFixed(0)} s of film`);
    const over = limited.bytes() > LIMIT_BYTES;
    const short = end.at < (runMs / 1000) * 0.9;
    const idle = control.bytes() <= LIMIT_BYTES;
    passed = !(over || short || idle);
    console.log(
      !passed
        ? `FAIL${over ? " (over the limit)" : ""}${short ? " (played too little)" : ""}${idle ? " (the control stayed under the limit: nothing proved)" : ""}`
        : "PASS: the limit held and the control shows it mattered",
    );
  } finally {
    await browser.close();
  }
} finally {
  server.stop();
}
if (!passed) process.exitCode = 1;
