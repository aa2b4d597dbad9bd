import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, BrowserContextOptions } from "@playwright/test";
import { makeAdmin } from "./admin.ts";
import { DESKTOP, expect, keepScreenshot, test } from "./fixtures.ts";
import { waitUntilOnSale } from "./pages.ts";

// Issue 43: a title gains AV1 renditions after its H.264 ones (an admin asks here; after a new
// transcode the server does it by itself), and a phone whose browser decodes AV1 well plays them;
// a phone that does not plays H.264 with the Opus audio (the Opus master, ADR 0083), and a
// desktop H.264 with AAC.

/** A 4 s, 640×360 clip: H.264 and AV1 rungs at 144p, 240p and 360p. */
function makeClip(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "tazama-e2e-av1-")), "kano-dawn.mp4");
  execFileSync(process.env.FFMPEG_PATH ?? "ffmpeg", [
    ...["-v", "error", "-f", "lavfi", "-i", "testsrc2=d=4:s=640x360:r=25"],
    ...["-f", "lavfi", "-i", "sine=d=4", "-shortest"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac", file],
  ]);
  return file;
}

const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

/** A browser without an AV1 decoder (Safari, older phones): MediaCapabilities and MSE say so. */
const NO_AV1 = () => {
  const capabilities = navigator.mediaCapabilities;
  const decodingInfo = capabilities.decodingInfo.bind(capabilities);
  capabilities.decodingInfo = (config) =>
    config.video?.contentType.includes("av01")
      ? Promise.resolve({
          supported: false,
          smooth: false,
          powerEfficient: false,
          keySystemAccess: null,
        })
      : decodingInfo(config);
  const isTypeSupported = MediaSource.isTypeSupported.bind(MediaSource);
  MediaSource.isTypeSupported = (type) => !type.includes("av01") && isTypeSupported(type);
};

/** Opens the title's player in a new context and returns the media paths it fetched once it played 2 s. */
async function playIn(
  browser: Browser,
  baseURL: string,
  ref: string,
  options: BrowserContextOptions,
  withoutAv1 = false,
) {
  const context = await browser.newContext({ ...options, baseURL });
  if (withoutAv1) await context.addInitScript(NO_AV1);
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/media/"))
      fetched.push(url.pathname.split("/").slice(4).join("/"));
  });
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  await page.goto(`/watch/${ref}`);
  const video = page.getByTestId("video");
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    void v.play().catch(() => undefined);
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 60_000 })
    .toBeGreaterThan(2);
  const frames = await video.evaluate(
    (v: HTMLVideoElement) => v.getVideoPlaybackQuality().totalVideoFrames,
  );
  await context.close();
  expect(errors).toEqual([]);
  return { fetched, frames };
}

const segmentsOf = (fetched: string[], prefix: RegExp) =>
  fetched.filter((f) => prefix.test(f) && f.endsWith(".m4s"));

test(
  "AV1 for phones: added after H.264, played by a phone that decodes it, H.264 with Opus for a phone that does not, H.264 with AAC on a desktop",
  DESKTOP,
  async ({ page, baseURL, browser, signUpViewer }, info) => {
    // The transcodes may wait behind the demo videos' on a fresh server.
    test.setTimeout(480_000);
    await signUpViewer("Zainab Encodes");
    await makeAdmin(page, baseURL!);
    const created = await page.request.post("/api/v1/admin/titles", {
      data: {
        title: `Kano Dawn ${Date.now().toString(36)}`,
        year: 2026,
        durationS: 600,
        synopsis: "A rooftop, a radio and the first light over the old city.",
        country: "Nigeria",
        language: "Hausa",
        genres: ["Drama"],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { ref } = (await created.json()) as { ref: string };
    await page.goto(`/admin/titles/${ref}`);
    await page.getByTestId("video-file").setInputFiles(makeClip());
    const main = page.getByTestId("asset-main");
    await expect(main).toContainText("ready", { timeout: 300_000 });
    await expect(main).not.toContainText("av1-");

    await main.getByRole("button", { name: "Add AV1 for phones" }).click();
    await expect(
      page.getByText("AV1 is queued; the video plays in H.264 meanwhile."),
    ).toBeVisible();
    const jobs = page.getByRole("table", { name: "Transcode jobs" });
    await expect(jobs).toContainText("Main video · AV1 for phones");
    await expect(main).toContainText("av1-360p", { timeout: 300_000 });
    // The ladder table lists each AV1 rung with its bits and SSIM.
    await expect(main.getByRole("table", { name: "Ladder of this video" })).toContainText(
      "av1-144p",
    );
    await expect(main.getByRole("button", { name: "Make AV1 again" })).toBeVisible();
    await main.scrollIntoViewIfNeeded();
    await keepScreenshot(page, "admin-media-av1", info.project.name);

    const published = await page.request.patch(`/api/v1/admin/titles/${ref}`, {
      data: { isFree: true, status: "published" },
    });
    expect(published.status(), await published.text()).toBe(200);
    await waitUntilOnSale(page, ref);

    // A phone that decodes AV1: the AV1 master and AV1 segments, no H.264 video segment.
    const phone = await playIn(browser, baseURL!, ref, PHONE);
    expect(phone.fetched).toContain("master-av1.m3u8");
    expect(segmentsOf(phone.fetched, /^av1-\d+p\//).length).toBeGreaterThan(0);
    expect(segmentsOf(phone.fetched, /^\d+p\//)).toEqual([]);
    expect(phone.frames).toBeGreaterThan(25);

    // A phone without an AV1 decoder whose MediaSource plays Opus in fMP4 (ADR 0083): the Opus
    // master, H.264 pictures with the Opus audio, no AAC segment.
    const noAv1 = await playIn(browser, baseURL!, ref, PHONE, true);
    expect(noAv1.fetched).toContain("master-opus.m3u8");
    expect(noAv1.fetched).not.toContain("master-av1.m3u8");
    expect(segmentsOf(noAv1.fetched, /^av1-/)).toEqual([]);
    expect(segmentsOf(noAv1.fetched, /^\d+p\//).length).toBeGreaterThan(0);
    expect(segmentsOf(noAv1.fetched, /^opus\//).length).toBeGreaterThan(0);
    expect(segmentsOf(noAv1.fetched, /^audio\//)).toEqual([]);
    expect(noAv1.frames).toBeGreaterThan(25);

    // A desktop (its picture is bigger than AV1's rungs, no data saver): the H.264 master, AAC.
    const desktop = await playIn(browser, baseURL!, ref, {
      viewport: { width: 1280, height: 800 },
    });
    expect(desktop.fetched).not.toContain("master-av1.m3u8");
    expect(desktop.fetched).not.toContain("master-opus.m3u8");
    expect(segmentsOf(desktop.fetched, /^av1-/)).toEqual([]);
    expect(segmentsOf(desktop.fetched, /^\d+p\//).length).toBeGreaterThan(0);
    expect(segmentsOf(desktop.fetched, /^audio\//).length).toBeGreaterThan(0);
    expect(segmentsOf(desktop.fetched, /^opus\//)).toEqual([]);
    expect(desktop.frames).toBeGreaterThan(25);
  },
);
