import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { catalogueRefs, waitUntilOnSale } from "./pages.ts";

// Issue 3: public pages arrive server-rendered (HTML + CSS paint them), then the browser hydrates
// that markup (the consoleErrors fixture fails on any hydration mismatch React reports).

/** Keeps the server's `main h1` as the document is parsed, before any module script runs. */
async function rememberServerHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("readystatechange", () => {
      if (document.readyState !== "interactive") return;
      (window as unknown as { serverHeading: Element | null }).serverHeading =
        document.querySelector("main h1");
    });
  });
}

/** Whether the heading on screen is still the node the server sent (hydrated, not re-created). */
function sameHeadingAsServer(page: Page) {
  return page.evaluate(() => {
    const kept = (window as unknown as { serverHeading: Element | null }).serverHeading;
    return kept !== null && kept === document.querySelector("main h1") && kept.isConnected;
  });
}

/** Proves the page took its handlers: search on a desktop, the menu on a phone. */
async function expectInteractive(page: Page, mobile: boolean) {
  if (mobile) {
    const menu = page.getByRole("dialog", { name: "Menu" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  } else {
    const search = page.getByRole("combobox", { name: "Search" });
    await search.fill("a");
    await expect(page.getByRole("listbox")).toBeVisible();
  }
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/, /movies, /view/{ref} and /series/{ref} are painted by the server with their titles and images", async ({
    page,
  }) => {
    const { movie } = await catalogueRefs(page);

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: movie.title })).toBeVisible();
    const hero = page.locator("main img").first();
    expect(await hero.getAttribute("srcset")).toContain(`${movie.ref}_land.jpg?w=640 640w`);
    await expect(page.locator('header a[href="/login"]')).toHaveText("Log in");

    await page.goto("/movies");
    await expect(page.getByRole("heading", { level: 1, name: "Movies" })).toBeVisible();
    const firstPoster = page.getByRole("list", { name: "All movies" }).locator("img").first();
    await expect(firstPoster).toHaveAttribute("alt", movie.title);
    await expect(firstPoster).toHaveJSProperty("complete", true);
    expect(await firstPoster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
      0,
    );

    await page.goto(`/view/${movie.ref}`);
    await expect(page.getByRole("heading", { level: 1, name: movie.title })).toBeVisible();
    // Whether the title is on sale (its film ready) is the browser's to ask: the server holds
    // the buy row's place, and draws no Buy that could vanish.
    await expect(page.getByTestId("purchase-pending")).toBeAttached();
    await expect(page.getByRole("link", { name: /^Buy / })).toHaveCount(0);

    // A series' page: its title and its episodes, by number.
    const { episode } = await catalogueRefs(page);
    const series = (
      (await (await page.request.get(`/api/v1/series/${episode.seriesRef ?? ""}`)).json()) as {
        series: { title: string; episodes: unknown[] };
      }
    ).series;
    await page.goto(`/series/${episode.seriesRef ?? ""}`);
    await expect(page.getByRole("heading", { level: 1, name: series.title })).toBeVisible();
    const episodes = page.getByRole("region", { name: "Episodes" });
    await expect(episodes.getByRole("listitem")).toHaveCount(series.episodes.length);
    await expect(episodes.getByRole("link", { name: "Episode 1", exact: true })).toBeVisible();
  });
});

test("every public page hydrates the server's markup and stays interactive", async ({
  page,
}, info) => {
  // Nine full page loads: a busy machine needs more than the default minute (CI, 2 cores).
  test.setTimeout(180_000);
  const { movie, episode } = await catalogueRefs(page);
  const mobile = info.project.name === "mobile";
  await rememberServerHeading(page);
  for (const url of [
    "/",
    "/movies",
    "/series",
    "/genres/drama?genre=Drama",
    "/seriesgenres/drama?genre=Drama",
    `/view/${movie.ref}`,
    `/view/${episode.ref}`,
    `/series/${episode.seriesRef ?? ""}`,
    "/about",
  ]) {
    await page.goto(url);
    await expectInteractive(page, mobile);
    expect(await sameHeadingAsServer(page), `${url}: the server's heading was hydrated`).toBe(true);
  }
});

test("the title page's Buy leads an anonymous viewer to log in, then back", async ({ page }) => {
  test.setTimeout(480_000);
  const { movie } = await catalogueRefs(page);
  await waitUntilOnSale(page, movie.ref);
  await page.goto(`/view/${movie.ref}`);
  await page.getByRole("link", { name: /^Buy / }).click();
  await expect(page).toHaveURL(/\/login\?/);
  expect(new URL(page.url()).searchParams.toString()).toContain(encodeURIComponent(movie.ref));
});
