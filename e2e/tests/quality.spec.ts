import type { QualityReport } from "@tazama/contracts";
import { makeAdmin } from "./admin.ts";
import { expect, keepScreenshot, test } from "./fixtures.ts";
import { playMutedPast, waitForVideo } from "./player.ts";

// Issue 44: the player reports what a viewing was like, and the console shows it. A free film no
// other spec plays (and not in the demo's quality data), so its row is this viewing's alone.
const REF = "the-tortoise-who-borrowed-the-moon";
const TITLE = "The Tortoise Who Borrowed the Moon";

/**
 * A viewer's mobile link as the benches model it (bench/playback): 1.6 Mbps down, 750 kbps up,
 * 150 ms of latency, applied by Chromium to the page's requests.
 */
const MOBILE_LINK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};

/** "1.23 s" (the console's English) → ms. */
const msOf = (text: string) => Math.round(Number(text.replace(/\s*s$/, "")) * 1000);

test("a viewing's startup reaches /admin/quality within 10 % of what the page measured", async ({
  page,
  baseURL,
  signUpViewer,
}, info) => {
  test.setTimeout(480_000);
  await signUpViewer(`Nia Quality ${info.project.name}`);
  await waitForVideo(page, REF, "main");
  // A cold open of the player on a throttled link: the startup counts from the page's start (or
  // from Play, when the browser waits for one).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", MOBILE_LINK);
  await page.goto(`/watch/${REF}`);
  await playMutedPast(page, 3);
  const player = page.getByTestId("player");
  await expect(player).toHaveAttribute("data-startup-ms", /^\d+$/);
  const measured = Number(await player.getAttribute("data-startup-ms"));
  expect(measured).toBeGreaterThan(0);
  // What the page knew of its link (the Network Information API, which the throttle moves).
  const network = await page.evaluate(
    () =>
      (navigator as Navigator & { connection?: { effectiveType?: string } }).connection
        ?.effectiveType ?? "unknown",
  );

  // Leaving the page (pagehide) sends the viewing's last beacon.
  await page.goto("/");
  await cdp.send("Network.emulateNetworkConditions", {
    ...MOBILE_LINK,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  await makeAdmin(page, baseURL!);
  // The beacon is stored once the server answers it: wait for the aggregate.
  await expect
    .poll(
      async () => {
        const res = await page.request.get("/api/v1/admin/quality?days=1");
        const report = (await res.json()) as QualityReport;
        return report.byTitle.find((t) => t.ref === REF)?.plays ?? 0;
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  // The viewing is counted under the network type its page reported.
  const report = (await (
    await page.request.get("/api/v1/admin/quality?days=1")
  ).json()) as QualityReport;
  expect(report.byNetwork.find((n) => n.network === network)?.plays ?? 0).toBeGreaterThanOrEqual(1);

  await page.goto("/admin/quality?days=1");
  const byTitle = page.getByRole("table", { name: "By title" });
  const row = byTitle.getByRole("row").filter({ hasText: TITLE });
  await expect(row).toHaveCount(1);
  // Title, plays, startup p50, …
  const p50 = msOf((await row.getByRole("cell").nth(2).innerText()).trim());
  expect(Math.abs(p50 - measured) / measured).toBeLessThanOrEqual(0.1);
  await expect(page.getByRole("img", { name: "Startup time by day (p50 and p95)" })).toBeVisible();
  await keepScreenshot(page, "admin-quality", info.project.name);
});
