import { expect, keepScreenshot, test } from "./fixtures.ts";
import { playMutedPast, pressPlayerButton, waitForVideo } from "./player.ts";

// Issue 19, listen mode: the audio-only rendition (≤ 64 kbps) chosen in the quality menu plays
// from the same moment with no picture fetched, within 0.6 MB a minute; the picture comes back.

const REF = "oshodi-overtime";
const AUDIO_BUDGET_PER_MINUTE = 600_000;

test("listen mode plays audio only, within 0.6 MB a minute, and the picture comes back", async ({
  page,
}, info) => {
  test.setTimeout(480_000);
  await waitForVideo(page, REF, "trailer");
  await page.goto(`/watch/${REF}?kind=trailer`);
  const video = page.getByTestId("video");
  await playMutedPast(page, 1);

  // Every media request from the switch on — from the listening player's first request (its audio
  // playlist) — and its bytes. A picture segment the old player had asked for before the switch
  // is not listening's (it is aborted with the old player; its headers may still come after).
  const fetched: { path: string; bytes: Promise<number> }[] = [];
  let switching = false;
  let counting = false;
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (!path.startsWith("/media/")) return;
    if (!counting && switching && /\/audio\/[^/]+\.m3u8$/.test(path)) counting = true;
    if (!counting) return;
    const bytes = request
      .response()
      .then(async (response) => (await response?.body())?.length ?? 0);
    fetched.push({ path, bytes });
  });

  await pressPlayerButton(page, "Quality");
  const menu = page.getByRole("menu", { name: "Quality" });
  const listen = menu.getByRole("menuitemradio", { name: /^Audio only · \d+ MB\/h$/ });
  await expect(listen).toBeVisible();
  const switchedAt = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  switching = true;
  await listen.click();

  const cover = page.getByTestId("listen-cover");
  await expect(cover).toBeVisible();
  await expect(page.getByRole("status").getByText("Listening — audio only")).toBeVisible();
  // Playing on from where the picture was, with no picture at all.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(switchedAt + 1);
  expect(await video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBe(0);
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  await keepScreenshot(page, "watch-listen", info.project.name);

  // To the end, twice as fast: hls.js fetches by position, so the bytes are a real playback's.
  const duration = await video.evaluate((v: HTMLVideoElement) => {
    v.playbackRate = 2;
    return v.duration;
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.ended), { timeout: 60_000 })
    .toBe(true);
  const segments = fetched.filter((f) => /\.m4s$/.test(f.path));
  expect(segments.length).toBeGreaterThan(0);
  expect(segments.filter((f) => !f.path.includes("/audio/"))).toEqual([]);
  const bytes = (await Promise.all(fetched.map((f) => f.bytes))).reduce((a, b) => a + b, 0);
  const listenedS = duration - switchedAt;
  const perMinute = (bytes / listenedS) * 60;
  console.log(
    `listen mode: ${bytes} bytes for ${listenedS.toFixed(1)} s = ${Math.round(perMinute)} bytes a minute`,
  );
  expect(perMinute).toBeLessThanOrEqual(AUDIO_BUDGET_PER_MINUTE);

  // The picture again, from the start.
  counting = false;
  switching = false;
  await video.evaluate((v: HTMLVideoElement) => {
    v.playbackRate = 1;
    v.currentTime = 0;
  });
  await page.getByRole("button", { name: "Show the picture" }).click();
  await expect(cover).toBeHidden();
  await video.evaluate((v: HTMLVideoElement) => void v.play());
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 30_000 })
    .toBeGreaterThan(0);
});
