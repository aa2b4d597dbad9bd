import { topUp } from "./checkout.ts";
import { expect, keepScreenshot, licenceChecksFromOwnAddress, test } from "./fixtures.ts";
import { untilOfflineReady } from "./offline.ts";
import { nairaTitle, waitUntilOnSale } from "./pages.ts";

// Issue 19, offline downloads: rent a title, download it (quality with its size, progress), go
// offline, play it from the start from this device; its licence refuses it once the rental's
// 48 h from that first play are over, and on a clock rolled back; back online, the first
// offline play reaches the server.

test.use({ serviceWorkers: "allow" });

const HOUR = 3_600_000;

test("a rented title downloads, plays offline from the start, and its licence ends with the rental", async ({
  page,
  context,
  consoleErrors,
  signUpViewer,
}, info) => {
  test.setTimeout(480_000);
  await licenceChecksFromOwnAddress(page);
  await signUpViewer(`Kofi downloads${info.project.name}`);
  const title = await nairaTitle(page);
  await topUp(page, 200_000);
  await waitUntilOnSale(page, title.ref);
  const rented = await page.request.post("/api/v1/users/buy", {
    headers: { "idempotency-key": crypto.randomUUID() },
    data: { ref: title.ref, kind: "rent" },
  });
  expect(rented.status(), await rented.text()).toBe(201);
  // On a fresh data folder the demo media may still be transcoding.
  await expect
    .poll(
      async () => (await page.request.get(`/api/v1/users/downloads/options/${title.ref}`)).status(),
      { timeout: 420_000, intervals: [2_000] },
    )
    .toBe(200);

  await page.goto(`/view/${title.ref}`);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 15_000,
    })
    .toBe(true);
  await page.getByRole("button", { name: "Download", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Download ${title.title}` });
  const qualities = dialog.getByRole("radio");
  await expect(qualities.first()).toBeChecked();
  for (const label of await dialog.locator("label").allTextContents()) {
    if (/^\d+p/.test(label)) expect(label).toMatch(/^\d+p · [\d.]+ (?:kB|MB)$/);
  }
  await expect(dialog.getByRole("checkbox", { name: "Only on Wi-Fi" })).toBeChecked();
  await expect(dialog.getByText(/free on this device\.$/)).toBeVisible();
  await keepScreenshot(page, "download-dialog", info.project.name);
  await dialog.getByRole("button", { name: /^Download [\d.]+ (?:kB|MB)$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("link", { name: "Downloaded", exact: true })).toBeVisible({
    timeout: 120_000,
  });
  // Downloading is not playing: the rental has not started.
  const rental = async () =>
    (
      (await (await page.request.get("/api/v1/purchases")).json()) as {
        rented: { ref: string; firstPlayedAt: string | null }[];
      }
    ).rented.find((r) => r.ref === title.ref)!;
  expect((await rental()).firstPlayedAt).toBeNull();

  await page.goto("/downloads");
  const list = page.getByRole("list", { name: "Downloads on this device" });
  await expect(list.getByRole("heading", { name: title.title })).toBeVisible();
  await expect(list.getByText(/^Downloaded · [\d.]+ (?:kB|MB)$/)).toBeVisible();
  await expect(list.getByText(/Rental: 48 h from your first play/)).toBeVisible();
  await expect(page.getByText(/^1 of 5 devices · 1 of 25 downloads/)).toBeVisible();
  await keepScreenshot(page, "downloads", info.project.name);
  // Every file the offline pages need is kept by the service worker.
  await untilOfflineReady(page);

  await context.setOffline(true);
  const network: string[] = [];
  page.on("request", (request) => {
    if (/\/media\//.test(request.url())) network.push(request.url());
  });
  await page.goto("/downloads");
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeHidden();
  await list.getByRole("link", { name: "Play" }).click();
  await expect(page).toHaveURL(/\/downloads\/[0-9a-f-]{36}$/);
  const downloadUrl = page.url();
  const video = page.getByTestId("video");
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    void v.play();
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(2);
  // From the start, with picture, and nothing from the network.
  expect(await video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  expect(network).toEqual([]);
  await keepScreenshot(page, "download-offline-play", info.project.name);
  await video.evaluate((v: HTMLVideoElement) => {
    v.pause();
  });

  // 49 hours later the rental's 48 h from that first play are over.
  await page.clock.setFixedTime(Date.now() + 49 * HOUR);
  await page.goto(downloadUrl);
  await expect(page.getByText("Your rental has ended.")).toBeVisible();
  // A clock set back to stretch it is refused too.
  await page.clock.setFixedTime(Date.now() - 48 * HOUR);
  await page.goto(downloadUrl);
  await expect(page.getByText(/This device's clock is behind/)).toBeVisible();
  await keepScreenshot(page, "download-refused", info.project.name);

  // Back online, the offline first play starts the rental on the server.
  await context.setOffline(false);
  await page.goto("/downloads");
  await expect.poll(async () => (await rental()).firstPlayedAt, { timeout: 15_000 }).not.toBeNull();

  const offlineFailures = consoleErrors.filter((e) =>
    /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch/.test(e),
  );
  for (const failure of offlineFailures) consoleErrors.splice(consoleErrors.indexOf(failure), 1);
});
