import { type Page, expect } from "@playwright/test";

/**
 * The controls hide after 3 s of stillness while a video plays: a mouse move (desktop) or a tap
 * away from the buttons (phone) brings them back, as a viewer would.
 */
export async function showControls(page: Page) {
  const player = page.getByTestId("player");
  if ((await player.getAttribute("data-idle")) === null) return;
  const box = (await player.boundingBox())!;
  const position = { x: box.width * 0.5, y: box.height * 0.3 };
  // Through the player's locator, not the page's coordinates: Playwright then scrolls it into view
  // and checks that the point is the player's, not the sticky header's over a scrolled player (a
  // tap there lands on the header's links and leaves the page: a party test on a phone lost its
  // player that way, by all signs).
  if (await page.evaluate(() => matchMedia("(pointer: coarse)").matches)) {
    await player.tap({ position, timeout: 5000 });
  } else {
    await player.hover({ position, timeout: 5000 });
    await player.hover({ position: { x: position.x + 5, y: position.y + 5 }, timeout: 5000 });
  }
  await expect(player).not.toHaveAttribute("data-idle");
}

/** On a fresh data folder the demo media is still transcoding: waits until `ref`'s video is ready. */
export async function waitForVideo(page: Page, ref: string, kind: "main" | "trailer") {
  await expect
    .poll(
      async () =>
        (
          await page.request.post("/api/v1/content/stream/request", { data: { ref, kind } })
        ).status(),
      { timeout: 420_000, intervals: [2_000] },
    )
    .toBe(200);
}

/**
 * Presses one of the player's buttons. The controls hide again after 3 s of stillness, and on a
 * loaded machine that can fall between showing them and the press: then show them and press again.
 */
export async function pressPlayerButton(page: Page, name: string) {
  const button = page.getByTestId("player").getByRole("button", { name, exact: true });
  await expect(async () => {
    await showControls(page);
    await button.click({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Opens one of the player's menus as a person does: on a phone a tap on faded-out controls first
 * shows them, so they tap again until the menu is there (never again once it is).
 */
export async function openPlayerMenu(page: Page, name: string) {
  const menu = page.getByRole("menu", { name });
  await expect(async () => {
    if (await menu.isVisible()) return;
    await showControls(page);
    await page.getByTestId("player").getByRole("button", { name, exact: true }).click({
      timeout: 2000,
    });
    await expect(menu).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  return menu;
}

/** Starts the video muted (Chromium plays muted video without a gesture) and waits until it is past `seconds`. */
export async function playMutedPast(page: Page, seconds: number) {
  const video = page.getByTestId("video");
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    void v.play();
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(seconds);
}
