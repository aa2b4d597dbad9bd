import { expect, keepScreenshot, test } from "./fixtures.ts";
import { playMutedPast, pressPlayerButton, waitForVideo } from "./player.ts";

// Issue 19, frugal playback: a data limit for one film in the player (what it used so far shown
// under the player), and the month's total on My Membership from the player's reports.

const FREE_REF = "highlife-at-the-palm-grove";

test("a data limit for a film shows what it used; the month's total reaches My Membership", async ({
  page,
  signUpViewer,
}, info) => {
  test.setTimeout(480_000);
  await signUpViewer(`Amina data${info.project.name}`);
  await waitForVideo(page, FREE_REF, "main");
  await page.goto(`/watch/${FREE_REF}`);
  const video = page.getByTestId("video");
  await playMutedPast(page, 2);

  await pressPlayerButton(page, "Data limit");
  const menu = page.getByRole("menu", { name: "Data limit" });
  await expect(
    page.getByTestId("player").getByText(/^[\d.]+ (?:kB|MB) used so far$/),
  ).toBeVisible();
  await expect(menu.getByRole("menuitemradio")).toHaveText([
    "No limit",
    "At most 100 MB",
    "At most 300 MB",
    "At most 500 MB",
    "At most 1.0 GB",
  ]);
  await menu.getByRole("menuitemradio", { name: "At most 100 MB" }).click();
  const note = page.getByRole("status", { name: "Data used for this film" });
  await expect(note).toHaveText(/^[\d.]+ (?:kB|MB) of 100 MB used$/);
  await keepScreenshot(page, "watch-data-limit", info.project.name);

  // Pausing reports the progress with the bytes fetched since the last report.
  await video.evaluate((v: HTMLVideoElement) => {
    v.pause();
  });
  await expect
    .poll(
      async () =>
        ((await (await page.request.get("/api/v1/users/data-usage")).json()) as { bytes: number })
          .bytes,
      { timeout: 15_000 },
    )
    .toBeGreaterThan(100_000);
  await page.goto("/my-membership");
  await expect(page.getByRole("region", { name: "Data used" })).toContainText(
    /Video data used in \w+/,
  );
  await expect(page.getByTestId("data-used")).toHaveText(/^[\d.]+ (?:kB|MB)$/);
});
