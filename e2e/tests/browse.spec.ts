import { DESKTOP, expect, test } from "./fixtures.ts";

test("home → genre → title: a row's See all opens the genre, a poster opens the title", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Tazama — African movies and series");
  const seeAll = page.getByRole("link", { name: "See all: Drama" });
  await seeAll.click();
  await expect(page).toHaveURL(/\/genres\/drama\?genre=Drama$/);
  await expect(page.getByRole("heading", { level: 1, name: "Drama" })).toBeVisible();
  await expect(page).toHaveTitle("Drama movies — Tazama");
  // Movies is the active category on a genre page; Drama the active genre.
  await expect(
    page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Movies" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(
    page.getByRole("navigation", { name: "Movie genres" }).getByRole("link", { name: "Drama" }),
  ).toHaveAttribute("aria-current", "page");

  const poster = page.getByRole("main").getByRole("listitem").first().getByRole("link");
  const name = (await poster.getByRole("img").getAttribute("alt")) ?? "";
  expect(name).not.toBe("");
  await poster.click();
  await expect(page).toHaveURL(/\/view\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name} — Tazama`);
  await expect(page.getByRole("link", { name: "Drama" }).first()).toBeVisible();
});

test("the genre bar's arrows move it by 300 px", DESKTOP, async ({ page }) => {
  // At 640 px (the narrowest width with arrows) the bar overflows by more than one step.
  await page.setViewportSize({ width: 640, height: 800 });
  await page.goto("/movies");
  const bar = page.getByTestId("genre-scroller");
  await expect(bar.getByRole("link")).not.toHaveCount(1);
  // The bar's width is final once its fonts are in (a late font once widened it by 72 px).
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  const measure = () => bar.evaluate((el) => el.scrollWidth - el.clientWidth);
  await expect.poll(measure).toBeGreaterThan(300);
  const scrollLeft = () => bar.evaluate((el) => el.scrollLeft);
  const right = page.getByRole("button", { name: "Scroll genres right" });
  const left = page.getByRole("button", { name: "Scroll genres left" });

  // At the start only the right arrow can move it.
  await expect(left).toBeDisabled();
  await expect(right).toBeEnabled();
  await right.click();
  await expect.poll(scrollLeft).toBe(300);
  await expect(left).toBeEnabled();
  await right.click();
  // The second step stops at the end of the bar (measured again: it is what the arrow saw).
  await expect.poll(async () => Math.min(600, await measure()) - (await scrollLeft())).toBe(0);
  const end = await scrollLeft();
  if ((await measure()) <= 600) await expect(right).toBeDisabled();
  await left.click();
  await expect.poll(scrollLeft).toBe(end - 300);
});

test("the genre bar shows no arrows when every genre fits", DESKTOP, async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 900 });
  await page.goto("/series");
  const bar = page.getByTestId("genre-scroller");
  await expect(bar.getByRole("link")).not.toHaveCount(1);
  expect(await bar.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  await expect(page.getByRole("button", { name: "Scroll genres right" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Scroll genres left" })).toBeHidden();
});

test("the genre bar has no arrows on a phone", async ({ page }) => {
  await page.goto("/movies");
  await expect(page.getByTestId("genre-scroller").getByRole("link").nth(1)).toBeVisible();
  await expect(page.getByRole("button", { name: "Scroll genres right" })).toBeHidden();
});

test("a series card opens the series' page, its episodes by number, each opening its page", async ({
  page,
}) => {
  await page.goto("/series");
  await expect(page.getByRole("heading", { level: 1, name: "Series" })).toBeVisible();
  await page.getByRole("main").getByRole("listitem").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/series\/[a-z0-9-]+$/);
  const episodes = page.getByRole("region", { name: /Episodes/ }).getByRole("listitem");
  await expect(episodes.first()).toBeVisible();
  const links = await episodes.getByRole("link").allInnerTexts();
  const numbers = links.map((t) => Number(/^Episode\s(\d+)$/.exec(t)?.[1] ?? Number.NaN));
  expect(numbers.every((n) => Number.isFinite(n))).toBe(true);
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  await episodes.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/view\/[a-z0-9-]+-ep-1$/);
  // The episode's page names its series, a link back to the series' page.
  const seriesLink = page
    .getByRole("region", { name: /Episodes/ })
    .getByRole("link")
    .first();
  await seriesLink.click();
  await expect(page).toHaveURL(/\/series\/[a-z0-9-]+$/);
});
