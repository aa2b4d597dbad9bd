import { expect, keepScreenshot, test } from "./fixtures.ts";

test("the built app loads at / with the catalogue and no console errors", async ({
  page,
}, info) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Tazama/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Drama", level: 2 })).toBeVisible();
  const posters = page.locator("main img[alt]:not([alt=''])");
  expect(await posters.count()).toBeGreaterThan(30);
  await expect(posters.first()).toHaveJSProperty("complete", true);
  expect(
    await posters.first().evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  await page.waitForLoadState("networkidle");
  await keepScreenshot(page, "home", info.project.name);
});

test("an unknown path shows the 404 page with status 404", async ({
  page,
  consoleErrors,
}, info) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  // Chromium logs the document's own 404 status; that one is expected here, nothing else is.
  const documentStatus = "Failed to load resource: the server responded with a status of 404";
  const expected = consoleErrors.filter((e) => e.startsWith(documentStatus));
  expect(expected).toHaveLength(1);
  consoleErrors.splice(consoleErrors.indexOf(expected[0]!), 1);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await keepScreenshot(page, "not-found", info.project.name);
});
