import { type Locator, type Page, expect } from "@playwright/test";

/** The first movie and the first series of the live catalogue, as the app lists them. */
export async function catalogueRefs(page: Page) {
  const response = await page.request.get("/api/tazama-app-cache?build=1&platform=web");
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    content: { ref: string; title: string; type: "Movie" | "Series"; seriesRef?: string }[];
  };
  const movie = body.content.find((item) => item.type === "Movie");
  const episode = body.content.find((item) => item.type === "Series");
  if (!movie || !episode) throw new Error("the demo catalogue needs a movie and a series");
  return { movie, episode };
}

/** Waits until every image in the viewport has loaded (for screenshots worth looking at). */
export async function settleImages(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((img) => {
        const r = img.getBoundingClientRect();
        return img.currentSrc !== "" && r.bottom > 0 && r.top < innerHeight && r.width > 0;
      })
      .every((img) => img.complete),
  );
}

/**
 * On a fresh data folder the demo videos are still transcoding, and a title is sold only once its
 * film is ready (issue 12): waits until `GET /api/v1/media` says the main video is ready.
 */
export async function waitUntilOnSale(page: Page, ref: string) {
  await expect
    .poll(() => mainVideoStatus(page, ref), { timeout: 420_000, intervals: [2_000] })
    .toBe("ready");
}

/** `GET /api/v1/media`'s word for a title's main video: "none" when it has no video at all. */
export async function mainVideoStatus(page: Page, ref: string): Promise<string> {
  const response = await page.request.get(`/api/v1/media?id=${encodeURIComponent(ref)}`);
  if (!response.ok()) return `HTTP ${response.status()}`;
  const summary = (await response.json()) as { main: { status: string } | null };
  return summary.main?.status ?? "none";
}

/** Opens the Events dialog from the header (on a phone, from the menu). */
export async function openEventsDialog(page: Page, project: string): Promise<Locator> {
  if (project === "mobile") {
    // Right after a load the button may be tapped before the app has hydrated: tap until the
    // menu is open.
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(async () => {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(menu).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await menu.getByRole("button", { name: "Events" }).click();
  } else {
    await page.getByRole("banner").getByRole("button", { name: "Events" }).click();
  }
  return page.getByRole("dialog", { name: "Events" });
}

/** A movie for sale in naira, with its title and rent price (minor units). */
export async function nairaTitle(page: Page) {
  const catalogue = (await (
    await page.request.get("/api/tazama-app-cache?build=1&platform=web")
  ).json()) as { content: { ref: string; type: string }[] };
  for (const item of catalogue.content.filter((c) => c.type !== "Series")) {
    const { content } = (await (
      await page.request.get(`/api/v1/content/${encodeURIComponent(item.ref)}`)
    ).json()) as {
      content: { title: string; free: boolean; prices: { currency: string; rent: number }[] };
    };
    const naira = content.prices.find((p) => p.currency === "NGN");
    if (!content.free && naira && naira.rent <= 200_000) {
      return { ref: item.ref, title: content.title, rent: naira.rent };
    }
  }
  throw new Error("no title for sale in naira in the demo catalogue");
}

/**
 * Clicks `link` and waits for the app to show `url`. A move that never happens fails with what
 * the page asked for since the click and whether the link was hydrated (late in a full run a
 * footer link once moved nothing, 3 runs of 3; the next runs could not show it again).
 */
export async function followLink(page: Page, link: Locator, url: RegExp) {
  const seen: string[] = [];
  const path = (address: string) => address.replace(/^https?:\/\/[^/]+/, "");
  const onRequest = (request: { url(): string }) => seen.push(`> ${path(request.url())}`);
  const onDone = (request: { url(): string }) => seen.push(`< ${path(request.url())}`);
  page.on("request", onRequest);
  page.on("requestfinished", onDone);
  const hydrated = await link.evaluate((a) => Object.keys(a).some((k) => k.startsWith("__react")));
  await link.click();
  try {
    await expect(page).toHaveURL(url);
  } catch (error) {
    throw new Error(
      `${String(error)}\nthe link was ${hydrated ? "" : "not "}hydrated; since the click: ${seen.join(", ") || "no request"}`,
      { cause: error },
    );
  } finally {
    page.off("request", onRequest);
    page.off("requestfinished", onDone);
  }
}
