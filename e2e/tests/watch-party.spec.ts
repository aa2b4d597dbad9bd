import type { Browser, Page, TestInfo } from "@playwright/test";
import { expect, keepScreenshot, signUpThroughApi, test } from "./fixtures.ts";
import { pressPlayerButton, waitForVideo } from "./player.ts";

// Issue 15: a private watch party in three browsers. The host starts it from the title page,
// two friends join by its code; the host's play, pause and seek reach them, a friend who joins
// late lands within 1 s of the others, and reactions float over everyone's player.

const FREE_REF = "highlife-at-the-palm-grove";

/** Where a member's film stands, and when (this machine's clock: the pages share it). */
const where = (page: Page) =>
  page.getByTestId("video").evaluate((v: HTMLVideoElement) => ({
    at: Date.now(),
    position: v.currentTime,
    paused: v.paused,
  }));

/** How far apart two members are at the same moment, in seconds. */
async function apart(a: Page, b: Page) {
  const [x, y] = await Promise.all([where(a), where(b)]);
  const ahead = x.paused ? 0 : (y.at - x.at) / 1000;
  return Math.abs(x.position + ahead - y.position);
}

/** A friend in a browser of their own, signed up, at the party (by its link, or by typing its code). */
async function friendJoins(
  browser: Browser,
  info: TestInfo,
  name: string,
  code: string,
  typed = false,
) {
  const { baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = info.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
  });
  const page = await context.newPage();
  await page.goto("/");
  await signUpThroughApi(page, name);
  if (typed) {
    await page.goto("/party");
    await page.getByLabel("Party code").fill("nope");
    await page.getByRole("button", { name: "Join", exact: true }).click();
    await expect(
      page.getByText("A party code has 8 letters and digits, like 7KQ2M9XA."),
    ).toBeVisible();
    await page.getByLabel("Party code").fill(code.toLowerCase());
    await page.getByRole("button", { name: "Join", exact: true }).click();
    await expect(page).toHaveURL(`/party/${code}`);
  } else {
    await page.goto(`/party/${code}`);
  }
  await join(page);
  return { page, context };
}

/** Joins the room: the player is on the page. */
async function join(page: Page) {
  await expect(page.getByTestId("video")).toBeAttached({ timeout: 30_000 });
}

/** The member's video plays (after a tap, where the browser wants one before it plays). */
async function playing(page: Page) {
  const tap = page.getByRole("button", { name: "Tap to join" });
  await expect
    .poll(
      async () => {
        if (await tap.isVisible()) await tap.click();
        return (await where(page)).paused;
      },
      { timeout: 20_000 },
    )
    .toBe(false);
}

test("a watch party: the host leads three browsers, a late friend lands in step, reactions float", async ({
  page,
  browser,
  signUpViewer,
}, info) => {
  test.setTimeout(480_000);
  await waitForVideo(page, FREE_REF, "main");
  await signUpViewer("Wanjiru Host");
  await page.goto(`/view/${FREE_REF}`);
  await page.getByRole("button", { name: "Watch together" }).click();
  await expect(page).toHaveURL(/\/party\/[2-9A-HJ-NP-Z]{8}$/);
  const code = (await page.getByTestId("party-code").textContent())!;
  await join(page);

  const kofi = await friendJoins(browser, info, "Kofi Friend", code);
  await expect(page.getByText("2 watching")).toBeVisible();
  await expect(kofi.page.getByText("Wanjiru (host)")).toBeVisible();

  // The host plays: both start together.
  await pressPlayerButton(page, "Play");
  await playing(kofi.page);
  await expect
    .poll(async () => (await where(kofi.page)).position, { timeout: 20_000 })
    .toBeGreaterThan(2);
  await expect.poll(() => apart(page, kofi.page), { timeout: 10_000 }).toBeLessThan(0.5);

  // The host pauses: the friend stops at the same frame.
  await pressPlayerButton(page, "Pause");
  await expect.poll(async () => (await where(kofi.page)).paused, { timeout: 5000 }).toBe(true);
  await expect.poll(() => apart(page, kofi.page), { timeout: 5000 }).toBeLessThan(0.2);

  // A friend's Play does not start the party: they are told who leads.
  await pressPlayerButton(kofi.page, "Play");
  await expect(kofi.page.getByText("The host plays, pauses and seeks for everyone.")).toBeVisible();
  expect((await where(kofi.page)).paused).toBe(true);

  // The host seeks 10 s back (←, to the start) and plays again (k).
  await page.keyboard.press("ArrowLeft");
  await expect
    .poll(async () => (await where(kofi.page)).position, { timeout: 5000 })
    .toBeLessThan(0.5);
  await page.keyboard.press("k");
  await expect.poll(async () => (await where(kofi.page)).paused, { timeout: 5000 }).toBe(false);

  // A late friend lands within 1 s of the others.
  const esi = await friendJoins(browser, info, "Esi Late", code, true);
  await expect(page.getByText("3 watching")).toBeVisible();
  await playing(esi.page);
  await expect.poll(() => apart(page, esi.page), { timeout: 10_000 }).toBeLessThan(1);
  await expect.poll(() => apart(kofi.page, esi.page), { timeout: 10_000 }).toBeLessThan(1);

  // Reactions float over everyone's player, with who sent them.
  await esi.page.getByRole("button", { name: "React 🔥" }).click();
  await expect(page.getByText("🔥Esi")).toBeVisible();
  await expect(kofi.page.getByText("🔥Esi")).toBeVisible();
  await keepScreenshot(page, "watch-party", info.project.name);

  for (const friend of [kofi, esi]) await friend.context.close();
  await expect(page.getByText("1 watching")).toBeVisible();
});

test("the host's tab closes: the film goes on, the friend there longest leads (issue 42, §8)", async ({
  page,
  browser,
  signUpViewer,
}, info) => {
  test.setTimeout(480_000);
  await waitForVideo(page, FREE_REF, "main");
  await signUpViewer("Wanjiru Host");
  await page.goto(`/view/${FREE_REF}`);
  await page.getByRole("button", { name: "Watch together" }).click();
  await expect(page).toHaveURL(/\/party\/[2-9A-HJ-NP-Z]{8}$/);
  const code = (await page.getByTestId("party-code").textContent())!;
  await join(page);
  const amina = await friendJoins(browser, info, "Amina Early", code);
  await expect(page.getByText("2 watching")).toBeVisible();
  const kofi = await friendJoins(browser, info, "Kofi Later", code);
  await expect(page.getByText("3 watching")).toBeVisible();

  await pressPlayerButton(page, "Play");
  await playing(kofi.page);
  await playing(amina.page);

  // The host closes the tab: nobody's video stops, and Amina (there longest) leads.
  await page.close();
  await expect(kofi.page.getByText("2 watching")).toBeVisible();
  await expect(kofi.page.getByText("Amina leads now")).toBeVisible();
  await expect(amina.page.getByText("You lead now", { exact: false })).toBeVisible();
  // Playing on (a moment's wait for a member who buffers is the party's rule, not a stop).
  await expect.poll(async () => (await where(kofi.page)).paused, { timeout: 10_000 }).toBe(false);
  const then = await where(kofi.page);
  await expect
    .poll(async () => (await where(kofi.page)).position, { timeout: 10_000 })
    .toBeGreaterThan(then.position + 1);

  // Amina's pause is everyone's now.
  await pressPlayerButton(amina.page, "Pause");
  await expect.poll(async () => (await where(kofi.page)).paused, { timeout: 5000 }).toBe(true);
  await keepScreenshot(kofi.page, "watch-party-lead-passes", info.project.name);
  for (const friend of [amina, kofi]) await friend.context.close();
});
