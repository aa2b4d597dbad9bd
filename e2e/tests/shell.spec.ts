import { BOTH_SIZES, DESKTOP, expect, test } from "./fixtures.ts";

test(
  "the footer shows this year and opens Terms & Conditions in a new tab",
  BOTH_SIZES,
  async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Tazama`);
    const terms = footer.getByRole("link", { name: "Terms & Conditions" });
    await expect(terms).toHaveAttribute("href", "/privacy");
    await expect(terms).toHaveAttribute("target", "_blank");
  },
);

test("each route has its own page title and one main landmark", async ({ page }) => {
  const titles: [string, string][] = [
    ["/", "Tazama — African movies and series"],
    ["/movies", "Movies — Tazama"],
    ["/series", "Series — Tazama"],
    ["/about", "About — Tazama"],
    ["/privacy", "Terms & Conditions — Tazama"],
    ["/coming-soon?category=Games", "Games is coming soon — Tazama"],
  ];
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("banner")).toHaveCount(1);
  }
});

test("a category of the bar leads to coming-soon naming it", async ({ page }) => {
  await page.goto("/");
  const categories = page.getByRole("navigation", { name: "Categories" });
  await categories.getByRole("link", { name: "Podcasts" }).click();
  await expect(page).toHaveURL("/coming-soon?category=Podcasts");
  await expect(
    page.getByRole("heading", { level: 1, name: "Podcasts is coming soon" }),
  ).toBeVisible();
  await expect(categories.getByRole("link", { name: "Podcasts" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test(
  "the skip link moves focus to the content, with a visible focus ring",
  DESKTOP,
  async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    // The next Tab lands on a link of the page; its outline is drawn.
    await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el) return "none";
      const style = getComputedStyle(el);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
    expect(outline).not.toMatch(/^none|0px$/);
  },
);

test("mobile: the menu opens, and closes on a route change", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: "Registration" })).toBeVisible();
  await menu
    .getByRole("navigation", { name: "Mobile" })
    .getByRole("link", { name: "About" })
    .click();
  await expect(page).toHaveURL("/about");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "About" })).toBeVisible();

  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(menu).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
});

test(
  "desktop: the top bar has the nav, Events, the app button and Log in / Join for Free",
  DESKTOP,
  async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "About" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "My Membership" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Join for Free" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get the app" })).toHaveAttribute(
      "target",
      "_blank",
    );
  },
);

test(
  "a page opened at another address than the public one moves to it (one canonical host)",
  DESKTOP,
  async ({ page }) => {
    const port = process.env.E2E_PORT ?? "3999";
    await page.goto(`http://localhost:${port}/about?from=elsewhere`);
    await expect(page).toHaveURL(`http://127.0.0.1:${port}/about?from=elsewhere`);
    await expect(page.getByRole("heading", { level: 1, name: "About" })).toBeVisible();
  },
);
