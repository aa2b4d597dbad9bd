import { expect, keepScreenshot, test } from "./fixtures.ts";
import { settleImages } from "./pages.ts";

// Cast and crew: a title page names its people, each name opens the titles they are in, and
// search finds a title by a person's name.

test("a cast member's name opens their page, which leads back to the title", async ({
  page,
}, info) => {
  await page.goto("/view/oshodi-overtime");
  const credits = page.getByRole("region", { name: "Cast & crew" });
  await expect(credits).toBeVisible();
  const lead = credits.getByRole("link").first();
  const name = (await lead.textContent())!;
  await lead.click();
  await expect(page).toHaveURL(/\/people\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  // The new page opens at its top, not where the title page was scrolled to.
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  await expect(page).toHaveTitle(`${name} — Tazama`);
  const titles = page.getByRole("list", { name: `Titles with ${name}` });
  await expect(titles.getByRole("link", { name: /Oshodi Overtime/ })).toBeVisible();
  await settleImages(page);
  await keepScreenshot(page, "person", info.project.name);
  await titles.getByRole("link", { name: /Oshodi Overtime/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oshodi Overtime");

  // Search by the person's name, without the accents or capitals.
  await page.goto(`/search?q=${encodeURIComponent(name.toLowerCase())}`);
  await expect(page.getByRole("link", { name: /Oshodi Overtime/ }).first()).toBeVisible();
});

test("an unknown person's page says so", async ({ page, consoleErrors }) => {
  await page.goto("/people/nobody-at-all");
  await expect(page.getByText("Person not found")).toBeVisible();
  const refusal = consoleErrors.findIndex((e) => e.includes("status of 404"));
  expect(refusal).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(refusal, 1);
});
