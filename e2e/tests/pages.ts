import { type Page, expect } from "@playwright/test";

/** The first movie and the first series of the live catalogue, as the app lists them. */
export async function catalogueRefs(page: Page) {
  const response = await page.request.get("/api/tazama-app-cache?build=1&platform=web");
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    content: { ref: string; title: string; type: "Movie" | "Series" }[];
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
