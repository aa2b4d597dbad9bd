import { BOTH_SIZES, expect, keepScreenshot, test } from "./fixtures.ts";
import { catalogueRefs, settleImages } from "./pages.ts";

// One screenshot of every main page at each size (desktop 1280×800, mobile 390×844), each
// taken once the page's own heading is there and its visible images have loaded.
const pages: { name: string; path: string; heading: RegExp | string }[] = [
  { name: "movies", path: "/movies", heading: "Movies" },
  { name: "series", path: "/series", heading: "Series" },
  { name: "genre", path: "/genres/drama?genre=Drama", heading: "Drama" },
  { name: "about", path: "/about", heading: "About" },
  { name: "privacy", path: "/privacy", heading: "Terms & Conditions" },
  { name: "coming-soon", path: "/coming-soon?category=Music", heading: "Music is coming soon" },
  {
    name: "animation-day",
    path: "/international-animation-day-registration",
    heading: /Animation Day/,
  },
];

for (const { name, path, heading } of pages) {
  test(`screenshot: ${name}`, BOTH_SIZES, async ({ page }, info) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await settleImages(page);
    await keepScreenshot(page, name, info.project.name);
  });
}

test("screenshot: the view of a movie and of a series", BOTH_SIZES, async ({ page }, info) => {
  const { movie, episode } = await catalogueRefs(page);
  await page.goto(`/view/${movie.ref}`);
  await expect(page.getByRole("heading", { level: 1, name: movie.title })).toBeVisible();
  await expect(page).toHaveTitle(`${movie.title} — Tazama`);
  await settleImages(page);
  await keepScreenshot(page, "view-movie", info.project.name);

  await page.goto(`/view/${episode.ref}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Episodes/ })).toBeVisible();
  await settleImages(page);
  await keepScreenshot(page, "view-series", info.project.name);
});
