import { expect, test } from "./fixtures.ts";

// "a" is in nearly every title or synopsis of the demo catalogue: far more than 10 results.
const BROAD_QUERY = "a";

test("desktop: the dropdown shows the first 10 results with the note", async ({ page }, info) => {
  test.skip(info.project.name === "mobile", "phones get the spotlight instead of a dropdown");
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
});

test("desktop: an unmatched query says so", async ({ page }, info) => {
  test.skip(info.project.name === "mobile", "phones get the spotlight instead of a dropdown");
  await page.goto("/");
  await page.getByRole("combobox", { name: "Search" }).fill("zzqqxx no such title");
  await expect(page.getByText("No results found")).toBeVisible();
  await expect(page.getByText("Try different keywords")).toBeVisible();
});

test("mobile: the spotlight opens, lists every result, closes on Escape and on the backdrop", async ({
  page,
}, info) => {
  test.skip(info.project.name === "desktop", "the spotlight is the small-screen search");
  await page.goto("/");
  const icon = page.getByRole("button", { name: "Search" });
  await icon.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const input = dialog.getByRole("combobox", { name: "Search" });
  await expect(input).toBeFocused();
  await input.fill(BROAD_QUERY);
  const note = dialog.getByText(/^Showing first 10 of \d+ results$/);
  await expect(note).toBeVisible();
  const total = Number(/of (\d+) results/.exec((await note.textContent()) ?? "")?.[1]);
  expect(total).toBeGreaterThan(10);
  await expect(dialog.getByRole("option")).toHaveCount(total);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(icon).toHaveAttribute("aria-expanded", "false");

  await icon.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Clear search" }).click();
  await expect(dialog.getByText("Start typing to search")).toBeVisible();
  // The bottom of the screen is backdrop while the panel only holds the hint.
  const viewport = page.viewportSize();
  await page.mouse.click(viewport!.width / 2, viewport!.height - 20);
  await expect(dialog).toBeHidden();
});
