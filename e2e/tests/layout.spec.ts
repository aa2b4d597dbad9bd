import type { Page } from "@playwright/test";
import { DESKTOP, expect, test } from "./fixtures.ts";
import { makeAdmin } from "./admin.ts";
import { catalogueRefs } from "./pages.ts";

// Ten widths from a small phone to a wide desktop (issue 14: the header broke at 768–1100 px).
const WIDTHS = [320, 360, 390, 600, 768, 900, 1024, 1100, 1280, 1920];

/** The page's horizontal overflow and every visible header control outside the viewport. */
async function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      problems.push(`scrollWidth ${document.documentElement.scrollWidth} > ${width}`);
    }
    // Controls in a horizontal scroller (the category and genre bars) may lie beyond its edge.
    const inScroller = (el: HTMLElement) => {
      for (let node = el.parentElement; node; node = node.parentElement) {
        if (/auto|scroll/.test(getComputedStyle(node).overflowX)) return true;
      }
      return false;
    };
    const controls = document.querySelectorAll<HTMLElement>(
      "header a, header button, header input",
    );
    for (const el of Array.from(controls)) {
      if (inScroller(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(el).visibility === "hidden") continue;
      if (box.left < 0 || box.right > width + 0.5) {
        problems.push(
          `${el.textContent.trim() || el.getAttribute("aria-label") || el.tagName} at ${Math.round(box.left)}–${Math.round(box.right)}`,
        );
      }
    }
    const search = document.querySelector<HTMLElement>(
      'header input[type="search"], header input[aria-label^="Search"]',
    );
    if (
      search &&
      search.getBoundingClientRect().width > 0 &&
      search.getBoundingClientRect().width < 140
    ) {
      problems.push(`search box ${Math.round(search.getBoundingClientRect().width)} px wide`);
    }
    return problems;
  });
}

/**
 * The window at `width` px, once the page has answered the resize: two frames, by which the
 * media queries' listeners have re-rendered and the page has laid out.
 */
async function widenedTo(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            resolve();
          });
        });
      }),
  );
}

test(
  "no page scrolls sideways and the header fits at ten widths, signed out and in",
  DESKTOP,
  async ({ page, signUpViewer }) => {
    test.setTimeout(240_000);
    const { movie } = await catalogueRefs(page);
    const paths = ["/", "/movies", `/view/${movie.ref}`];
    // Each page is opened once, at the narrowest width, then widened step by step: the layout
    // follows the window as it does for a phone turned sideways (CSS and the app's media queries
    // answer a resize as they answer a load).
    const check = async (label: string) => {
      for (const path of paths) {
        await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        for (const width of WIDTHS) {
          await widenedTo(page, width);
          expect(await layoutProblems(page), `${label} ${path} at ${width} px`).toEqual([]);
        }
      }
    };
    await check("signed out");
    await signUpViewer("Oluwaseun Adebayo-Okonkwo Nwachukwu");
    paths.push("/my-membership", "/my-collection");
    await check("signed in");
  },
);

test(
  "signed in (an admin) at 1280, 1440 and 1680 px, in each of the five languages: the language picker shows and no header control is cut (issue 42 §4)",
  DESKTOP,
  async ({ page, baseURL, signUpViewer }) => {
    await signUpViewer("Oluwaseun Adebayo-Okonkwo Nwachukwu");
    // An admin: the longest bar a signed-in viewer has (Admin is one more link).
    await makeAdmin(page, baseURL!);
    for (const code of ["en", "fr", "sw", "ha", "yo"]) {
      // As the header's picker does for a signed-in viewer: the account's locale, and the cookie.
      const saved = await page.request.patch("/api/v1/users/me", {
        data: { locale: `${code}-NG` },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      await page.context().addCookies([{ name: "location", value: `${code}-NG`, url: baseURL! }]);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", code);
      // The picker is its own small chunk: it answers once hydrated.
      await expect(page.locator("header select[data-ready]")).toBeVisible();
      await page.evaluate(async () => {
        await document.fonts.ready;
      });
      // Wider, as a window is widened: the header lays itself out again.
      for (const width of [1280, 1440, 1680]) {
        await widenedTo(page, width);
        const cut = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          return Array.from(
            document.querySelectorAll<HTMLElement>(
              "header a, header button, header input, header select",
            ),
          )
            .filter((el) => {
              const box = el.getBoundingClientRect();
              return box.width > 0 && getComputedStyle(el).visibility !== "hidden";
            })
            .filter((el) => el.getBoundingClientRect().right > width)
            .map(
              (el) =>
                `${el.textContent.trim() || el.getAttribute("aria-label") || el.tagName} ends at ${Math.round(el.getBoundingClientRect().right)} > ${width}`,
            );
        });
        expect(cut, `in ${code} at ${width} px`).toEqual([]);
      }
    }
  },
);

test("header, category bar, hero and rows share one left edge", DESKTOP, async ({ page }) => {
  for (const width of [390, 1024, 1280, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("main h2").first()).toBeVisible();
    // The footer is its own lazy chunk: measured once it is in.
    await expect(page.locator("footer p").first()).toBeVisible();
    const edges = await page.evaluate(() => {
      const left = (selector: string) =>
        Math.round(document.querySelector(selector)?.getBoundingClientRect().left ?? -1);
      return {
        logo: left('header a[aria-label="Tazama home"]'),
        category: left('nav[aria-label="Categories"] a'),
        hero: left("main h1"),
        row: left("main h2"),
        footer: left("footer p"),
      };
    });
    const burger =
      width < 1280 ? await page.getByRole("button", { name: "Open menu" }).boundingBox() : null;
    // Below 80em the burger leads the top bar; the logo follows it.
    const lead = burger ? Math.round(burger.x) : edges.logo;
    expect({ ...edges, logo: lead }, `at ${width} px`).toEqual({
      logo: edges.hero,
      category: edges.hero,
      hero: edges.hero,
      row: edges.hero,
      footer: edges.hero,
    });
  }
});

test("phone menu: Logout closes it, and Events opens its dialog instead of sitting under it", async ({
  page,
  signUpViewer,
}) => {
  await signUpViewer("Wanjiku Menu");
  await page.goto("/");
  const menu = page.getByRole("dialog", { name: "Menu" });

  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole("button", { name: "Events" }).click();
  await expect(menu).toBeHidden();
  const events = page.getByRole("dialog", { name: "Events" });
  await expect(events).toBeVisible();
  await expect(events.getByRole("article").first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(events).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(menu.getByRole("link", { name: "Submit your film" })).toBeVisible();
  await menu.getByRole("button", { name: "Logout" }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(menu.getByRole("link", { name: "Log in" })).toBeVisible();
});
