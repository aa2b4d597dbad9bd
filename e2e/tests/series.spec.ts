import type { Page } from "@playwright/test";
import { forgiveCheckoutFavicon } from "./checkout.ts";
import { seriousProblems } from "./axe.ts";
import { expect, keepScreenshot, test } from "./fixtures.ts";
import { mainVideoStatus, settleImages, waitUntilOnSale } from "./pages.ts";
import { openPlayerMenu } from "./player.ts";

// Issue 14: a series' page with its episodes and their state, and the series bundle — every
// episode at once for less than one by one, in one payment — bought with a top-up of the
// shortfall; then the player's own episode list moves between the episodes bought.

// The hosted checkout sends the browser back to PUBLIC_URL (see money.spec.ts).
const ORIGIN = process.env.PUBLIC_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? "3999"}`;
// axe's script is injected into the page: the app's CSP is bypassed for it.
test.use({ baseURL: ORIGIN, bypassCSP: true });

interface DemoSeries {
  ref: string;
  title: string;
  episodes: string[];
}

/** The demo series with the fewest episodes, once every one of them is on sale. */
async function smallestSeries(page: Page): Promise<DemoSeries> {
  const catalogue = (await (
    await page.request.get("/api/tazama-app-cache?build=1&platform=web")
  ).json()) as { content: { ref: string; seriesRef?: string }[] };
  const bySeries = new Map<string, string[]>();
  for (const item of catalogue.content) {
    if (!item.seriesRef) continue;
    bySeries.set(item.seriesRef, [...(bySeries.get(item.seriesRef) ?? []), item.ref]);
  }
  // A demo series: its episodes have videos (one an admin test published has none yet).
  let ref: string | undefined;
  for (const [candidate, episodes] of [...bySeries].sort((a, b) => a[1].length - b[1].length)) {
    const statuses = await Promise.all(episodes.map((e) => mainVideoStatus(page, e)));
    if (statuses.every((status) => status !== "none")) {
      ref = candidate;
      break;
    }
  }
  if (!ref) throw new Error("the demo catalogue needs a series with videos");
  for (const episode of bySeries.get(ref)!) await waitUntilOnSale(page, episode);
  const { series } = (await (await page.request.get(`/api/v1/series/${ref}`)).json()) as {
    series: { title: string; episodes: { ref: string }[] };
  };
  return { ref, title: series.title, episodes: series.episodes.map((e) => e.ref) };
}

test("a visitor opens a series from /series: its episodes by number and the bundle behind a log in", async ({
  page,
}, info) => {
  test.setTimeout(480_000);
  const series = await smallestSeries(page);
  await page.goto("/series");
  await page.getByRole("main").getByRole("link", { name: series.title }).first().click();
  await expect(page).toHaveURL(`/series/${series.ref}`);
  await expect(page.getByRole("heading", { level: 1, name: series.title })).toBeVisible();
  await expect(page).toHaveTitle(`${series.title} — Tazama`);
  const list = page.getByRole("region", { name: "Episodes" });
  const links = await list.getByRole("link").allInnerTexts();
  expect(links).toEqual(series.episodes.map((_, i) => `Episode\u00a0${i + 1}`));
  const buy = page.getByRole("link", {
    name: new RegExp(`^Buy all ${series.episodes.length} episodes \\D+[\\d,.]+$`),
  });
  await expect(buy).toHaveAttribute("href", /^\/login\?redirect=/);
  // Its words fit: a phone showed "Buy all 5 episc" in half the row.
  const clipped = await buy.evaluate((link) =>
    Array.from(link.querySelectorAll<HTMLElement>("*")).some((e) => e.scrollWidth > e.clientWidth),
  );
  expect(clipped, "the Buy all button's label is cut").toBe(false);
  await expect(page.getByText(/bought one by one/)).toBeVisible();
  await settleImages(page);
  await keepScreenshot(page, "series-page", info.project.name);
});

test("empty wallet → buy the series bundle → top up the shortfall (Approve) → every episode owned → the player's episode list", async ({
  page,
  consoleErrors,
  signUpViewer,
}, info) => {
  test.setTimeout(480_000);
  forgiveCheckoutFavicon(page, consoleErrors);
  const series = await smallestSeries(page);
  await signUpViewer(`Amara bundle${info.project.name}`);
  await page.goto(`/series/${series.ref}`);
  const count = series.episodes.length;
  // Priced in the viewer's currency (their phone's country: no wallet yet).
  const buy = page.getByRole("button", { name: new RegExp(`^Buy all ${count} episodes \\D+\\d`) });
  const price = ((await buy.textContent()) ?? "").replace(/^.* episodes /, "");
  await expect(page.getByText(/bought one by one: you save \D+\d/)).toBeVisible();
  await buy.click();
  const dialog = page.getByRole("dialog", { name: `Buy ${series.title}: ${count} episodes` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Not enough in your wallet")).toBeVisible();
  await expect(dialog.getByRole("button", { name: /^Pay / })).toHaveCount(0);
  await keepScreenshot(page, "series-bundle-shortfall", info.project.name);
  await dialog.getByRole("button", { name: `Top up ${price} and buy` }).click();
  await expect(page.getByRole("heading", { name: `Pay ${price}` })).toBeVisible();
  await page.getByRole("button", { name: "Approve" }).click();

  await expect(page).toHaveURL(new RegExp(`/series/${series.ref}\\?topup=`));
  await expect(
    page.getByText(`${count} episodes of ${series.title} are yours. Enjoy!`),
  ).toBeVisible();
  await expect(page.getByText(`You own every episode of ${series.title}.`)).toBeVisible();
  const rows = page.getByRole("region", { name: "Episodes" }).getByRole("listitem");
  await expect(rows.getByText("Owned", { exact: true })).toHaveCount(count);
  await expect(rows.first().getByRole("link")).toHaveAttribute(
    "href",
    `/watch/${series.episodes[0]}`,
  );
  await expect(page.getByRole("link", { name: "Play Episode 1" })).toHaveAttribute(
    "href",
    `/watch/${series.episodes[0]}`,
  );
  await settleImages(page);
  await keepScreenshot(page, "series-owned", info.project.name);
  await rows.first().scrollIntoViewIfNeeded();
  await keepScreenshot(page, "series-owned-episodes", info.project.name);
  expect(await seriousProblems(page)).toEqual([]);

  // One payment: the wallet is back where it started, the bundle one line in the history.
  await page.goto("/my-membership");
  await expect(page.getByTestId("wallet-balance")).toHaveText(/^\D*0$/);
  await expect(page.getByRole("list", { name: "Payment history" })).toContainText(
    `Bought ${series.title}: ${count} episodes`,
  );

  await page.goto(`/series/${series.ref}`);
  // An episode's link opens the player once the page knows the viewer owns it (until then, its
  // page): CI once clicked before the viewer's holds had come.
  const first = page.getByRole("region", { name: "Episodes" }).getByRole("link").first();
  await expect(first).toHaveAttribute("href", `/watch/${series.episodes[0]}`);
  await first.click();
  await expect(page).toHaveURL(`/watch/${series.episodes[0]}`);
  const menu = await openPlayerMenu(page, "Episodes");
  const items = menu.getByRole("menuitemradio");
  await expect(items).toHaveCount(count);
  await expect(items.first()).toHaveAttribute("aria-checked", "true");
  // The controls fade in (200 ms): the picture is kept once the menu is fully drawn.
  await expect
    .poll(() =>
      menu.evaluate((el) => {
        for (let n: Element | null = el; n; n = n.parentElement) {
          if (getComputedStyle(n).opacity !== "1") return false;
        }
        return true;
      }),
    )
    .toBe(true);
  await keepScreenshot(page, "watch-episodes-menu", info.project.name);
  await items.nth(1).click();
  await expect(page).toHaveURL(`/watch/${series.episodes[1]}`);
});
