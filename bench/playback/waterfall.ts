// The requests of one cold open of /watch/{ref}?kind=trailer at 1.6 Mbps / 150 ms RTT, in order:
// when each started and finished (seconds from the first), its bytes on the wire and its kind,
// then the first frame and the total. What bench:playback's (b) times, taken apart, to see which
// bytes and which waits stand before the first frame. Against a running server:
//   npx tsx bench/playback/waterfall.ts [--origin http://127.0.0.1:4303] [--ref oshodi-overtime]
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS } from "../../e2e/playwright.config.ts";

const { values } = parseArgs({
  options: {
    origin: { type: "string", default: "http://127.0.0.1:4303" },
    ref: { type: "string", default: "oshodi-overtime" },
  },
});

interface Request {
  url: string;
  type: string;
  start: number;
  end?: number;
  bytes?: number;
}

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [...CHROMIUM_ARGS, "--autoplay-policy=no-user-gesture-required"],
});
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
  });
  const requests = new Map<string, Request>();
  cdp.on("Network.requestWillBeSent", (e) => {
    requests.set(e.requestId, { url: e.request.url, type: e.type ?? "", start: e.timestamp });
  });
  cdp.on("Network.loadingFinished", (e) => {
    const request = requests.get(e.requestId);
    if (request) Object.assign(request, { end: e.timestamp, bytes: e.encodedDataLength });
  });
  const started = Date.now();
  await page.goto(`${values.origin}/watch/${encodeURIComponent(values.ref)}?kind=trailer`);
  await page.waitForFunction(() => (document.querySelector("video")?.currentTime ?? 0) > 0, null, {
    timeout: 60_000,
  });
  const firstFrameMs = Date.now() - started;
  const list = [...requests.values()].sort((a, b) => a.start - b.start);
  const zero = list[0]?.start ?? 0;
  let total = 0;
  for (const r of list) {
    total += r.bytes ?? 0;
    const end = r.end === undefined ? "   -" : (r.end - zero).toFixed(2);
    const path = r.url.replace(/^https?:\/\/[^/]+/, "").slice(0, 80);
    console.log(
      `${(r.start - zero).toFixed(2)} → ${end}  ${String(Math.round((r.bytes ?? 0) / 1024)).padStart(4)} KB  ${r.type.padEnd(10)} ${path}`,
    );
  }
  console.log(
    `first frame ${(firstFrameMs / 1000).toFixed(2)} s · ${Math.round(total / 1024)} KB in ${list.length} requests`,
  );
} finally {
  await browser.close();
}
