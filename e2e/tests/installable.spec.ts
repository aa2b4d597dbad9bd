import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Page, chromium } from "@playwright/test";
import { CHROMIUM_ARGS } from "../playwright.config.ts";
import { expect, keepScreenshot, test } from "./fixtures.ts";

// Issue 19: an installable app (Chromium's own installability check), whose shell opens with
// no connection and says "You are offline" instead of a blank page.

test.use({ serviceWorkers: "allow" });

const offlineHeading = (page: Page) => page.getByRole("heading", { name: "You are offline" });

test("Chromium finds nothing in the way of installing the app", async ({ baseURL }, info) => {
  // A profile of its own: Chromium installs nothing from an incognito one (Playwright's usual).
  const profile = mkdtempSync(path.join(tmpdir(), "tazama-install-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
    baseURL,
    serviceWorkers: "allow",
    ...(info.project.name === "mobile"
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } }),
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/");
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send("Page.getAppManifest");
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    await expect
      .poll(async () => (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors, {
        timeout: 20_000,
      })
      .toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("the app opens with no connection and says it is offline, never a blank page", async ({
  page,
  context,
  consoleErrors,
}, info) => {
  test.setTimeout(120_000);
  await page.goto("/");
  // The worker installs a couple of seconds after the page has loaded and takes the page over.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 15_000,
    })
    .toBe(true);

  await context.setOffline(true);
  // A page of the shell (home) and a page whose code was never fetched both say so.
  await page.goto("/");
  await expect(offlineHeading(page)).toBeVisible();
  await expect(page.getByRole("link", { name: "Tazama" }).first()).toBeVisible();
  await keepScreenshot(page, "offline", info.project.name);
  // A page whose code may never have been fetched says the same.
  await page.goto("/movies");
  await expect(offlineHeading(page)).toBeVisible();

  // Back online, the page opens by itself.
  await context.setOffline(false);
  await expect(offlineHeading(page)).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Movies" })).toBeVisible();
  // The heading shows from the server's markup first: the page is "open" once its code is in.
  await page.waitForSelector("html[data-app-started]", { state: "attached" });
  await page.waitForLoadState("networkidle");

  // A page open when the connection goes keeps what it has, under a banner.
  await context.setOffline(true);
  await expect(page.getByRole("status").getByText(/^You are offline\./)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Movies" })).toBeVisible();
  await context.setOffline(false);

  // What failed for want of a connection is the test's own doing, not the app's.
  const offlineFailures = consoleErrors.filter((e) =>
    /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch dynamically imported module/.test(e),
  );
  for (const failure of offlineFailures) consoleErrors.splice(consoleErrors.indexOf(failure), 1);
});
