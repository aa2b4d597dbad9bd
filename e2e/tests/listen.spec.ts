import { expect, keepScreenshot, test } from "./fixtures.ts";
import { playMutedPast, pressPlayerButton, waitForVideo } from "./player.ts";

// Issue 19, listen mode: the audio-only rendition chosen in the quality menu plays from the same
// moment with no picture fetched; the picture comes back. Issue 43: Chromium plays Opus in fMP4,
// so what it fetches is the Opus rendition's, within 15 MB an hour (0.25 MB a minute).

const REF = "oshodi-overtime";
const AUDIO_BUDGET_PER_MINUTE = 15_000_000 / 60;

test("listen mode plays the Opus rendition, within 15 MB an hour, and the picture comes back", async ({
  page,
}, info) => {
  test.setTimeout(480_000);
  await waitForVideo(page, REF, "trailer");
  await page.goto(`/watch/${REF}?kind=trailer`);
  const video = page.getByTestId("video");
  await playMutedPast(page, 1);
  expect(await page.evaluate(() => MediaSource.isTypeSupported('audio/mp4; codecs="opus"'))).toBe(
    true,
  );

  // Every media request from the switch on — from the listening player's first request (its audio
  // playlist) — and its bytes. A picture segment the old player had asked for before the switch
  // is not listening's (it is aborted with the old player; its headers may still come after).
  const fetched: { path: string; bytes: Promise<number> }[] = [];
  let switching = false;
  let counting = false;
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (!path.startsWith("/media/")) return;
    if (!counting && switching && /\/(?:audio|opus)\/[^/]+\.m3u8$/.test(path)) counting = true;
    if (!counting) return;
    const bytes = request
      .response()
      .then(async (response) => (await response?.body())?.length ?? 0);
    fetched.push({ path, bytes });
  });

  await pressPlayerButton(page, "Quality");
  const menu = page.getByRole("menu", { name: "Quality" });
  const listen = menu.getByRole("menuitemradio", { name: /^Audio only · \d+ MB\/h$/ });
  // What the menu says an hour costs is the Opus rendition's (13–14 MB, not AAC's 25).
  const perHour = Number(/· (\d+) MB\/h$/.exec((await listen.textContent()) ?? "")?.[1]);
  expect(perHour).toBeLessThanOrEqual(15);
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

  // The last 40 s to the end, twice as fast: hls.js fetches by position, so the bytes are a real
  // playback's (a demo film plays for minutes, ADR 0070: what the player had fetched ahead of the
  // earlier position is not counted).
  const { duration, from } = await video.evaluate((v: HTMLVideoElement) => {
    const at = Math.max(v.currentTime, v.duration - 40);
    v.currentTime = at;
    v.playbackRate = 2;
    return { duration: v.duration, from: at };
  });
  const beforeSeek = fetched.length;
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.ended), { timeout: 60_000 })
    .toBe(true);
  const segments = fetched.filter((f) => /\.m4s$/.test(f.path));
  expect(segments.length).toBeGreaterThan(0);
  // Every audio request is the Opus rendition's: its playlist, init segment and segments.
  expect(segments.filter((f) => !f.path.includes("/opus/"))).toEqual([]);
  expect(fetched.filter((f) => /\/(?:audio|\d+p)\//.test(f.path))).toEqual([]);
  const counted = fetched.slice(beforeSeek);
  const bytes = (await Promise.all(counted.map((f) => f.bytes))).reduce((a, b) => a + b, 0);
  const listenedS = duration - Math.max(from, switchedAt);
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
