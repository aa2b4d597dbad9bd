import type { Page } from "@playwright/test";
import { seriousProblems } from "./axe.ts";
import { BOTH_SIZES, expect, test } from "./fixtures.ts";
import { catalogueRefs, settleImages } from "./pages.ts";

// axe-core (WCAG 2.1 A and AA rules) on every main screen at both sizes: no serious or critical
// problem. The script is injected into the page, so this file's contexts bypass the app's CSP.
test.use({ bypassCSP: true });

/** Every page's problems, asserted at the end of the test: one run names them all. */
const found: string[] = [];
test.beforeEach(() => {
  found.length = 0;
});
test.afterEach(() => {
  expect(found).toEqual([]);
});

async function expectAccessible(page: Page, path: string, ready: () => Promise<void>) {
  await page.goto(path);
  await ready();
  await settleImages(page);
  found.push(...(await seriousProblems(page)).map((problem) => `${path}: ${problem}`));
}

test(
  "public screens have no serious or critical accessibility problems",
  BOTH_SIZES,
  async ({ page }) => {
    // Fifteen pages, each loaded, settled and scanned by axe; as the run's first test it also meets
    // a cold server (artwork variants made on first request): ~45 s warm, over a minute cold.
    test.setTimeout(150_000);
    const { movie, episode } = await catalogueRefs(page);
    const h1 = () => expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expectAccessible(page, "/", async () => {
      await h1();
      await expect(page.locator("main h2").first()).toBeVisible();
    });
    await expectAccessible(page, "/movies", h1);
    await expectAccessible(page, "/series", h1);
    await expectAccessible(page, `/view/${movie.ref}`, h1);
    await expectAccessible(page, `/view/${episode.ref}`, h1);
    await expectAccessible(page, `/series/${episode.seriesRef ?? ""}`, async () => {
      await h1();
      await expect(page.getByRole("region", { name: "Episodes" })).toBeVisible();
    });
    await expectAccessible(page, "/login", h1);
    await expectAccessible(page, "/register", h1);
    await expectAccessible(page, "/search?q=lagos", h1);
    await expectAccessible(page, "/requests", h1);
    await expectAccessible(page, "/submit", h1);
    await expectAccessible(page, "/international-animation-day-registration", async () => {
      await h1();
      await expect(page.getByText("Registration has closed")).toBeVisible();
    });
    await expectAccessible(page, "/reset-password?token=no-such-token", async () => {
      await expect(page.getByText("This link can no longer be used")).toBeVisible();
    });
    const detail = (await (await page.request.get(`/api/v1/content/${movie.ref}`)).json()) as {
      content: { credits: { slug: string }[] };
    };
    const person = detail.content.credits[0]!.slug;
    await expectAccessible(page, `/people/${person}`, async () => {
      await h1();
      await expect(page.getByRole("list", { name: /^Titles with / })).toBeVisible();
    });
  },
);

test(
  "a signed-in viewer's screens have no serious or critical accessibility problems",
  BOTH_SIZES,
  async ({ page, signUpViewer }) => {
    await signUpViewer("Axe Checker");
    const h1 = () => expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expectAccessible(page, "/", async () => {
      await h1();
      await expect(page.locator("main h2").first()).toBeVisible();
    });
    await expectAccessible(page, "/my-membership", async () => {
      await h1();
      await expect(page.getByTestId("wallet-balance")).toBeVisible();
    });
    await expectAccessible(page, "/my-collection", h1);
    await expectAccessible(page, "/org", async () => {
      await h1();
      await expect(page.getByRole("form", { name: "Start an organisation" })).toBeVisible();
    });
    const { movie, episode } = await catalogueRefs(page);
    await expectAccessible(page, `/view/${movie.ref}`, h1);
    await expectAccessible(page, `/series/${episode.seriesRef ?? ""}`, async () => {
      await h1();
      await expect(page.getByRole("region", { name: "Episodes" })).toBeVisible();
    });
  },
);
