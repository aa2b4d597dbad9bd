import { seriousProblems } from "./axe.ts";
import { BOTH_SIZES, expect, test } from "./fixtures.ts";

// The player under axe (WCAG 2.1 A/AA), with a menu open. In a file of its own that runs after
// the other specs, by when the demo videos have finished transcoding (a11y.spec runs first).
test.use({ bypassCSP: true });

test(
  "the player has no serious or critical accessibility problems, its menus open",
  BOTH_SIZES,
  async ({ page }) => {
    test.setTimeout(480_000);
    const ref = "highlife-at-the-palm-grove";
    await expect
      .poll(
        async () =>
          (await page.request.post("/api/v1/content/stream/request", { data: { ref } })).status(),
        { timeout: 420_000, intervals: [2_000] },
      )
      .toBe(200);
    await page.goto(`/watch/${ref}`);
    await expect(page.getByTestId("player")).toBeVisible();
    await page.getByRole("button", { name: "Subtitles" }).click();
    await expect(page.getByRole("menu", { name: "Subtitles" })).toBeVisible();
    expect(await seriousProblems(page)).toEqual([]);
  },
);
