import type { Page } from "@playwright/test";
import { BOTH_SIZES, expect, keepScreenshot, test } from "./fixtures.ts";
import { keepDownloadOnDevice } from "./offline.ts";
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

/** `GET /api/v1/screenings[?city=]` as the test sees it. */
async function screeningsListed(page: Page, query = "") {
  const response = await page.request.get(`/api/v1/screenings${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    screenings: { title: { title: string }; startsAt: string }[];
    cities: string[];
  };
}

/** `GET /api/v1/websearch?q=` as the test sees it. */
async function searchResults(page: Page, q: string) {
  const response = await page.request.get(`/api/v1/websearch?q=${encodeURIComponent(q)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { query: string; hits: { title: string }[] };
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
    // The theme (its colours, font, breakpoints' classes) is the stylesheet's, computed at build
    // time: no inline style in the HTML, and the page looks themed before any script.
    await expect(page.locator("style[data-mantine-styles]")).toHaveCount(0);
    const themed = await page.evaluate(() => {
      const root = getComputedStyle(document.documentElement);
      return {
        body: root.getPropertyValue("--mantine-color-dark-7").trim(),
        primary: root.getPropertyValue("--mantine-primary-color-filled").trim(),
        font: getComputedStyle(document.body).fontFamily,
      };
    });
    expect(themed).toEqual({
      body: "#141419",
      // The theme's primary colour, orange, filled as the dark scheme fills it (orange-8).
      primary: "#e8590c",
      font: expect.stringMatching(/^system-ui/) as unknown as string,
    });

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

test.describe("without JavaScript, pages drawn from their query", () => {
  test.use({ javaScriptEnabled: false });

  test("/screenings and /search?q= are painted by the server with their lists", async ({
    page,
  }) => {
    const listing = await screeningsListed(page);
    expect(listing.screenings.length).toBeGreaterThan(0);
    await page.goto("/screenings");
    await expect(page.getByRole("heading", { level: 1, name: "Screenings" })).toBeVisible();
    const list = page.getByRole("list", { name: "Upcoming screenings" });
    await expect(list.getByRole("listitem")).toHaveCount(listing.screenings.length);
    await expect(list).toContainText(listing.screenings[0]!.title.title);
    // The server does not know the viewer's time zone: its times are UTC, and say so.
    await expect(list.getByRole("listitem").first()).toContainText("UTC");
    const where = page.getByRole("group", { name: "Where" });
    for (const city of listing.cities) {
      await expect(where.getByText(city, { exact: true })).toBeVisible();
    }

    const { movie } = await catalogueRefs(page);
    const results = await searchResults(page, movie.title);
    await page.goto(`/search?q=${encodeURIComponent(movie.title)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Search content" })).toHaveValue(movie.title);
    const hits = page.getByRole("list", { name: `Results for ${results.query}` });
    await expect(hits.getByRole("listitem")).toHaveCount(results.hits.length);
    await expect(hits.getByRole("img", { name: movie.title, exact: true })).toBeVisible();
  });
});

/** The words the Downloads page's frame shows before (and after) the device has been read. */
const DOWNLOADS_HELP = "Titles you bought or rented have a Download button on their page.";

test.describe("without JavaScript, /downloads", () => {
  test.use({ javaScriptEnabled: false });

  test("/downloads is painted by the server: its heading and help, nothing it cannot know", async ({
    page,
  }) => {
    await page.goto("/downloads");
    await expect(page.getByRole("heading", { level: 1, name: "Downloads" })).toBeVisible();
    await expect(page.getByText(DOWNLOADS_HELP, { exact: true })).toBeVisible();
    // What this device keeps is the browser's to read (IndexedDB): no false "nothing".
    await expect(page.getByText(/Nothing downloaded/)).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Downloads on this device" })).toHaveCount(0);
  });
});

test(
  "/downloads hydrates its frame, then shows what the device keeps: nothing, or the list",
  BOTH_SIZES,
  async ({ page, signUpViewer }, info) => {
    test.setTimeout(120_000);
    await rememberServerHeading(page);
    const drawn = await (await page.goto("/downloads"))!.text();
    expect(drawn).toMatch(/<h1[^>]*>Downloads<\/h1>/);
    // Not in its markup (the head's messages carry it, for when the device has been read).
    const markup = drawn.replace(
      /<script type="application\/json" id="tz-messages".*?<\/script>/s,
      "",
    );
    expect(markup).not.toContain("Nothing downloaded");
    await expect(
      page.getByText(`Nothing downloaded on this device yet. ${DOWNLOADS_HELP}`, { exact: true }),
    ).toBeVisible();
    expect(await sameHeadingAsServer(page), "/downloads: the server's heading was hydrated").toBe(
      true,
    );
    await keepScreenshot(page, "downloads-first-paint", info.project.name);

    // Signed in, with a download kept here for the account: listed once the page has read it.
    await signUpViewer(`Wanjiru Offline ${info.project.name}`);
    const { userId } = (await (await page.request.get("/api/v1/users/downloads")).json()) as {
      userId: string;
    };
    const { movie } = await catalogueRefs(page);
    await keepDownloadOnDevice(page, {
      id: crypto.randomUUID(),
      userId,
      ref: movie.ref,
      title: movie.title,
      status: "paused",
      bytesTotal: 52_000_000,
      bytesDone: 12_000_000,
    });
    await page.goto("/downloads");
    const list = page.getByRole("list", { name: "Downloads on this device" });
    await expect(list.getByRole("heading", { name: movie.title })).toBeVisible();
    await expect(list.getByText("Paused · 12 MB of 52 MB")).toBeVisible();
    await expect(
      page.getByText(/^0 of 5 devices · 0 of 25 downloads on your account$/),
    ).toBeVisible();
    await expect(page.getByText(/Nothing downloaded/)).toHaveCount(0);
    expect(await sameHeadingAsServer(page), "/downloads signed in: hydrated").toBe(true);
    await keepScreenshot(page, "downloads-kept-first-paint", info.project.name);
  },
);

test.describe("in a time zone the server does not know", () => {
  test.use({ timezoneId: "Africa/Nairobi" });

  test("/screenings and /search hydrate the server's lists, ask for none of them again, and stay interactive", async ({
    page,
  }, info) => {
    // Four full page loads and two searches on a busy machine (CI, 2 cores).
    test.setTimeout(120_000);
    const { movie } = await catalogueRefs(page);
    const [listing, online] = [
      await screeningsListed(page),
      await screeningsListed(page, "?city=online"),
    ];
    const asked: string[] = [];
    page.on("request", (request) => {
      const { pathname, search } = new URL(request.url());
      if (/^\/api\/v1\/(screenings|websearch)$/.test(pathname)) asked.push(pathname + search);
    });
    await rememberServerHeading(page);
    const mobile = info.project.name === "mobile";

    await page.goto("/screenings");
    const list = page.getByRole("list", { name: "Upcoming screenings" });
    // Hydrated, the cards show the viewer's own time (the server drew UTC).
    const first = listing.screenings[0]!;
    const nairobi = new Intl.DateTimeFormat("en-GB", {
      weekday: "short",
      day: "numeric",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "Africa/Nairobi",
    }).format(new Date(first.startsAt));
    await expect(list.getByRole("listitem").first()).toContainText(nairobi);
    await expect(list).not.toContainText("UTC");
    expect(await sameHeadingAsServer(page), "/screenings: the server's heading was hydrated").toBe(
      true,
    );
    await expectInteractive(page, mobile);
    // A city's chip filters in place: only that list is asked for.
    await page.getByRole("group", { name: "Where" }).getByText("Online", { exact: true }).click();
    await expect(page).toHaveURL(/\/screenings\?city=online$/);
    await expect(list.getByRole("listitem")).toHaveCount(online.screenings.length);
    expect(asked).toEqual(["/api/v1/screenings?city=online"]);

    asked.length = 0;
    await page.goto(`/search?q=${encodeURIComponent(movie.title)}`);
    const hits = page.getByRole("list", { name: `Results for ${movie.title}` });
    await expect(hits.getByRole("img", { name: movie.title, exact: true })).toBeVisible();
    expect(await sameHeadingAsServer(page), "/search?q=: the server's heading was hydrated").toBe(
      true,
    );
    await expectInteractive(page, mobile);
    expect(asked).toEqual([]);
    // The page's own search form searches anew.
    const box = page.getByRole("textbox", { name: "Search content" });
    await box.fill("drama");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=drama$/);
    await expect(page.getByText(/ for “drama”$|^No results found$/)).toBeVisible();
    expect(asked).toEqual(["/api/v1/websearch?q=drama&page=1"]);

    // Without a query: the empty form, drawn and hydrated.
    await page.goto("/search");
    await expect(page.getByText("Start typing to search")).toBeVisible();
    expect(await sameHeadingAsServer(page), "/search: the server's heading was hydrated").toBe(
      true,
    );

    // In Hausa: Node writes Hausa dates, this Chromium writes them the US way; the drawn time is
    // neither's, so the page hydrates all the same.
    await page.context().addCookies([{ name: "location", value: "ha-NG", url: page.url() }]);
    await page.goto("/screenings");
    await expect(page.locator("html")).toHaveAttribute("lang", "ha");
    // (Its list's name is Hausa too: the first card of the page's main.)
    const card = page.getByRole("main").getByRole("listitem").first();
    await expect(card).toContainText(first.title.title);
    await expect(card).not.toContainText("UTC");
    expect(await sameHeadingAsServer(page), "/screenings in Hausa: hydrated").toBe(true);
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
