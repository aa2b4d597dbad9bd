import { DESKTOP, expect, keepScreenshot, test } from "./fixtures.ts";

// "a" is in nearly every title or synopsis of the demo catalogue: far more than 10 results.
const BROAD_QUERY = "a";

test(
  "desktop: the dropdown shows the first 10 results with the note",
  DESKTOP,
  async ({ page }) => {
    await page.goto("/");
    const input = page.getByRole("combobox", { name: "Search" });
    await expect(input).toHaveAttribute("placeholder", "Search content...");
    await input.click();
    await expect(page.getByText("Start typing to search")).toBeVisible();
    await input.fill(BROAD_QUERY);
    const options = page.getByRole("listbox").getByRole("option");
    await expect(options).toHaveCount(10);
    const note = page.getByText(/^Showing first 10 of \d+ results$/);
    await expect(note).toBeVisible();
    const total = Number(/of (\d+) results/.exec((await note.textContent()) ?? "")?.[1]);
    expect(total).toBeGreaterThan(10);

    await input.press("ArrowDown");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/view\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  },
);

test(
  "desktop: the header's type-ahead folds accents and forgives a swapped pair (issue 42)",
  DESKTOP,
  async ({ page }) => {
    await page.goto("/");
    const input = page.getByRole("combobox", { name: "Search" });
    await input.fill("decale");
    const options = page.getByRole("listbox").getByRole("option");
    await expect(options.filter({ hasText: "Décalé Royal" })).toHaveCount(1);
    await expect(page.getByText("No results found")).toBeHidden();
    await input.fill("Ovretime");
    await expect(options.first()).toContainText("Oshodi Overtime");
  },
);

test("desktop: an unmatched query says so", DESKTOP, async ({ page }) => {
  await page.goto("/");
  await page.getByRole("combobox", { name: "Search" }).fill("zzqqxx no such title");
  await expect(page.getByText("No results found")).toBeVisible();
  await expect(page.getByText("Try different keywords")).toBeVisible();
});

test("mobile: the spotlight fills the screen, lists every result, closes on Escape, its button and Back", async ({
  page,
}, info) => {
  await page.goto("/");
  const icon = page.getByRole("button", { name: "Search" });
  await icon.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const viewport = page.viewportSize()!;
  const box = await dialog.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
  const input = dialog.getByRole("combobox", { name: "Search" });
  await expect(input).toBeFocused();
  await input.fill(BROAD_QUERY);
  const note = dialog.getByText(/^Showing first 10 of \d+ results$/);
  await expect(note).toBeVisible();
  const total = Number(/of (\d+) results/.exec((await note.textContent()) ?? "")?.[1]);
  expect(total).toBeGreaterThan(10);
  await expect(dialog.getByRole("option")).toHaveCount(total);
  await keepScreenshot(page, "search-spotlight", info.project.name);
  // The list scrolls inside the screen: its last result is reached by scrolling, not cut off.
  const last = dialog.getByRole("option").last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(icon).toHaveAttribute("aria-expanded", "false");

  await icon.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close search" }).click();
  await expect(dialog).toBeHidden();

  // The phone's Back button closes the spotlight and stays on the page.
  await icon.click();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  // A result replaces the spotlight's entry: Back from the title returns to the page, not to search.
  await icon.click();
  await dialog.getByRole("option").first().click();
  await expect(page).toHaveURL(/\/view\/[a-z0-9-]+$/);
  await expect(dialog).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog).toBeHidden();
});
