import type { Page } from "@playwright/test";
import { expect, expectResourceErrors, keepScreenshot, test } from "./fixtures.ts";
import { catalogueRefs, settleImages } from "./pages.ts";

// Issue 16: My List, thumbs, recommendations and the viewing history, as a viewer meets them.
test.describe("taste", () => {
  /** A demo title enough demo viewers rated for its share of thumbs up to show. */
  async function ratedTitle(page: Page): Promise<{ ref: string; title: string }> {
    const res = await page.request.get("/api/tazama-app-cache?build=1&platform=web");
    const catalogue = (await res.json()) as { content: { ref: string; title: string }[] };
    for (const item of catalogue.content) {
      const rating = await page.request.get(`/api/v1/rate/${item.ref}`);
      const body = (await rating.json()) as { upShare: number | null };
      if (body.upShare !== null) return item;
    }
    throw new Error("the demo seed rates no title 20 times");
  }

  test("a viewer keeps a title in My List and thumbs it up; Home and My Collection show it", async ({
    page,
    signUpViewer,
  }, info) => {
    const film = await ratedTitle(page);
    await signUpViewer("Wanjiru Taste");
    await page.goto(`/view/${film.ref}`);
    await expect(page.getByRole("heading", { level: 1, name: film.title })).toBeVisible();
    await expect(page.getByText(/^\d{1,3}% of viewers liked this$/)).toBeVisible();

    const myList = page.getByRole("button", { name: "My List", exact: true });
    await expect(myList).toHaveAttribute("aria-pressed", "false");
    await myList.click();
    await expect(myList).toHaveAttribute("aria-pressed", "true");
    const like = page.getByRole("button", { name: "I like this" });
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "true");

    const moreLikeThis = page.getByRole("region", { name: "More like this" });
    await expect(moreLikeThis.getByRole("link").first()).toBeVisible();
    await settleImages(page);
    await keepScreenshot(page, "title-taste", info.project.name);

    // The server kept both: a reload shows them pressed.
    await page.reload();
    await expect(page.getByRole("button", { name: "My List", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByRole("button", { name: "I like this" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await page.goto("/");
    const listRow = page.getByRole("region", { name: "My List" });
    await expect(listRow.getByRole("link", { name: film.title, exact: true })).toBeVisible();
    const picks = page.getByRole("region", { name: "Top picks for you" });
    await expect(picks.getByRole("link").first()).toBeVisible();
    await expect(picks.getByRole("link", { name: film.title, exact: true })).toHaveCount(0);
    await listRow.scrollIntoViewIfNeeded();
    await settleImages(page);
    await keepScreenshot(page, "home-my-list", info.project.name);

    await page.goto("/my-collection");
    const grid = page.getByRole("list", { name: "My List" });
    await expect(grid.getByRole("link", { name: `${film.title} ` })).toBeVisible();
    await keepScreenshot(page, "my-collection-my-list", info.project.name);

    // Taken out of My List on its page, it leaves the collection.
    await page.goto(`/view/${film.ref}`);
    await page.getByRole("button", { name: "My List", exact: true }).click();
    await expect(page.getByRole("button", { name: "My List", exact: true })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await page.goto("/my-collection");
    await expect(page.getByText("Nothing saved yet.", { exact: false })).toBeVisible();
  });

  test("My List from a poster card and from the player", async ({
    page,
    signUpViewer,
    consoleErrors,
  }, info) => {
    const { movie, episode } = await catalogueRefs(page);
    await signUpViewer("Njeri Cards");
    await page.goto("/movies");
    // A title in several genres has several cards: they share one state.
    const add = page.getByRole("button", { name: `Add ${movie.title} to My List` }).first();
    // The toggle loads lazily and hydrates over the server's markup: wait until it answers
    // (enabled once My List is known); click() then scrolls to it and retries a detached one.
    await expect(add).toBeEnabled();
    await add.click();
    const remove = page.getByRole("button", { name: `Remove ${movie.title} from My List` }).first();
    await expect(remove).toHaveAttribute("aria-pressed", "true");
    await settleImages(page);
    await keepScreenshot(page, "movies-my-list", info.project.name);

    // A series card keeps the whole series.
    const seriesTitle = episode.title.replace(/ Ep\. \d+$/, "");
    await page.goto("/series");
    await page
      .getByRole("button", { name: `Add ${seriesTitle} to My List` })
      .first()
      .click();
    await expect(
      page.getByRole("button", { name: `Remove ${seriesTitle} from My List` }).first(),
    ).toHaveAttribute("aria-pressed", "true");

    await page.goto("/");
    const listRow = page.getByRole("region", { name: "My List" });
    await expect(listRow.getByRole("link", { name: movie.title, exact: true })).toBeVisible();
    await expect(listRow.getByRole("link", { name: seriesTitle, exact: true })).toBeVisible();

    // The player's My List shows the same state and takes it out (the title is not bought: the
    // stream request's 403 is the page saying so).
    const forgiveNotBought = expectResourceErrors(
      page,
      consoleErrors,
      "/api/v1/content/stream/request",
    );
    await page.goto(`/watch/${movie.ref}`);
    const inPlayer = page.getByRole("button", { name: "My List", exact: true });
    await expect(inPlayer).toHaveAttribute("aria-pressed", "true");
    await inPlayer.click();
    await expect(inPlayer).toHaveAttribute("aria-pressed", "false");
    forgiveNotBought();
    await page.goto("/");
    const after = page.getByRole("region", { name: "My List" });
    await expect(after.getByRole("link", { name: seriesTitle, exact: true })).toBeVisible();
    await expect(after.getByRole("link", { name: movie.title, exact: true })).toHaveCount(0);
  });

  test("the viewing history lists what was played and forgets a title", async ({
    page,
    signUpViewer,
  }, info) => {
    const { movie: first, episode: second } = await catalogueRefs(page);
    await signUpViewer("Kofi History");
    for (const [item, position] of [
      [first, 120],
      [second, 300],
    ] as const) {
      const res = await page.request.post("/api/v1/content/progress", {
        data: { ref: item.ref, positionS: position, durationS: 600 },
      });
      expect(res.ok()).toBe(true);
    }
    await page.goto("/my-collection");
    const history = page.getByRole("region", { name: "Viewing history" });
    await expect(history.getByText(second.title, { exact: true })).toBeVisible();
    await expect(history.getByText(/^50% watched · /)).toBeVisible();
    await history.scrollIntoViewIfNeeded();
    await keepScreenshot(page, "viewing-history", info.project.name);

    await history
      .getByRole("button", { name: `Remove ${second.title} from your viewing history` })
      .click();
    await expect(history.getByText(second.title, { exact: true })).toHaveCount(0);
    await expect(history.getByText(first.title, { exact: true })).toBeVisible();
  });
});

test("the search page finds titles despite accents and typos, with Did you mean", async ({
  page,
}, info) => {
  await page.goto("/search?q=decale");
  await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
  const grid = page.getByRole("list", { name: "Results for decale" });
  await expect(grid.getByRole("link").first()).toHaveAccessibleName(/^Décalé Royal/);

  await page.getByRole("textbox", { name: "Search content" }).fill("oshdi overtme");
  await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=oshdi%20overtme$/);
  const suggestion = page.getByRole("link", { name: "Oshodi Overtime", exact: true });
  await expect(suggestion).toBeVisible();
  await settleImages(page);
  await keepScreenshot(page, "search-page", info.project.name);
  await suggestion.click();
  await expect(page).toHaveURL(/\/search\?q=Oshodi%20Overtime$/);
  await expect(page.getByText(/results? for “Oshodi Overtime”/)).toBeVisible();

  await page.goto("/search?q=zzzzqqqq");
  await expect(page.getByText("No results found")).toBeVisible();
  await expect(page.getByText("Try different keywords")).toBeVisible();
});
