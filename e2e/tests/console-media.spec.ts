import { execFileSync } from "node:child_process";
import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { makeAdmin, replaceArtwork, solidImage } from "./admin.ts";
import { DESKTOP, expect, keepScreenshot, test } from "./fixtures.ts";
import { waitUntilOnSale } from "./pages.ts";

// Issue 18's journey: a new admin publishes a new title end to end in the browser: create it,
// upload its video with the connection cut once midway, watch the transcode finish, price it,
// publish it and find it on /movies.

/** A 3 s, 640×360 clip, encoded near-lossless so that it is a few MB: several upload parts. */
function makeClip(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "tazama-e2e-clip-")), "lagos-rain.mp4");
  execFileSync(process.env.FFMPEG_PATH ?? "ffmpeg", [
    ...["-v", "error", "-f", "lavfi", "-i", "testsrc2=d=3:s=640x360:r=25"],
    ...["-f", "lavfi", "-i", "sine=d=3", "-shortest"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-qp", "4", "-c:a", "aac", file],
  ]);
  return file;
}

test("a new admin publishes a new film end to end: create, upload (cut once midway), transcode, price, publish, on /movies", async ({
  page,
  baseURL,
  consoleErrors,
  signUpViewer,
}, info) => {
  // The transcode may wait behind the demo videos' on a fresh server.
  test.setTimeout(480_000);
  const clip = makeClip();
  const size = statSync(clip).size;
  expect(size, "the clip needs several 256 KiB parts").toBeGreaterThan(1_000_000);

  await signUpViewer(`Adaeze Uploads ${info.project.name}`);
  await makeAdmin(page, baseURL!);
  const film = `Lagos Rain ${info.project.name} ${Date.now().toString(36)}`;
  await page.goto("/admin/titles/new");
  const details = page.getByRole("form", { name: "Title details" });
  await details.getByRole("textbox", { name: "Title" }).fill(film);
  await details
    .getByRole("textbox", { name: "Synopsis" })
    .fill("A danfo driver, a flooded road and one night to get home.");
  await details.getByRole("textbox", { name: "Minutes" }).fill("88");
  await details.getByRole("textbox", { name: "Country" }).fill("Nigeria");
  await details.getByRole("textbox", { name: "Language" }).fill("Yoruba");
  await details.locator("label", { hasText: /^Drama$/ }).click();
  await details.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("heading", { level: 2, name: film })).toBeVisible();
  const ref = new URL(page.url()).pathname.split("/").at(-1)!;

  // The connection drops during the third part: that request never reaches the server.
  const patches: number[] = [];
  let cut = false;
  await page.route("**/api/v1/admin/uploads/*", async (route) => {
    const request = route.request();
    if (request.method() !== "PATCH") return route.continue();
    patches.push(Number(request.headers()["upload-offset"]));
    if (patches.length === 3 && !cut) {
      cut = true;
      return route.abort("connectionreset");
    }
    return route.continue();
  });
  // Chromium logs the dropped request as a console error: that one is the point of the test.
  const dropped: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && msg.location().url.includes("/api/v1/admin/uploads/")) {
      dropped.push(msg.text());
    }
  });

  await expect(page.getByTestId("asset-main")).toContainText("Not uploaded yet.");
  await page.getByTestId("video-file").setInputFiles(clip);
  await expect(page.getByText("Uploaded", { exact: true })).toBeVisible({ timeout: 60_000 });
  expect(cut).toBe(true);
  // After the cut the client asked the server where it stopped and went on from there: the
  // part after the cut starts where the dropped one did, not at 0.
  expect(patches.length).toBeGreaterThan(3);
  expect(patches[3]).toBe(patches[2]);
  expect(patches[2]).toBeGreaterThan(0);
  for (const text of dropped) consoleErrors.splice(consoleErrors.indexOf(text), 1);

  // The job table follows the transcode without a reload; the video is then ready.
  const main = page.getByTestId("asset-main");
  await expect(main).toContainText(/queued|processing|ready/);
  await main.scrollIntoViewIfNeeded();
  await keepScreenshot(page, "admin-media-upload", info.project.name);
  await expect(main).toContainText("ready", { timeout: 300_000 });
  await expect(main).toContainText("360p");
  const phone = info.project.name === "mobile";
  const jobs = page.getByRole(phone ? "list" : "table", { name: "Transcode jobs" });
  await expect(jobs).toContainText("ready");
  await expect(jobs).toContainText("Main video");

  // A poster of its own replaces the one drawn from the video, at a new URL (a new version).
  await replaceArtwork(page, "poster", solidImage(900, 1350, "0xE07A1F"));
  const preview = page.getByRole("img", { name: "Poster as viewers see it" });
  await expect(preview).toHaveAttribute("src", new RegExp(`${ref}_port\\.jpg\\?v=[\\w-]+&w=640`));
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  const prices = page.getByRole("form", { name: "Prices" });
  await prices.getByRole("textbox", { name: "Buy price in NGN" }).fill("2,000");
  await prices.getByRole("textbox", { name: "Rent price in NGN" }).fill("700");
  await prices.getByRole("button", { name: "Save prices" }).click();
  await expect(page.getByText("Prices saved.")).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published: viewers see it now.")).toBeVisible();
  await waitUntilOnSale(page, ref);

  await page.goto("/movies");
  const card = page.getByRole("img", { name: film }).first();
  await expect(card).toBeAttached();
  // Cards far down the page get their image as they come near.
  await card.scrollIntoViewIfNeeded();
  await expect(card).toHaveAttribute("srcset", /_port\.jpg\?v=[\w-]+&w=640 640w/);

  // The site-wide job table lists it too.
  await page.goto("/admin/media?status=ready");
  await expect(page.getByRole(phone ? "list" : "table", { name: "Transcode jobs" })).toContainText(
    film,
  );
  await keepScreenshot(page, "admin-media-jobs", info.project.name);
});

test(
  "an upload cut off by a reload resumes where it stopped when the same file is chosen again",
  DESKTOP,
  async ({ page, baseURL, consoleErrors, signUpViewer }) => {
    const clip = makeClip();
    await signUpViewer("Chidi Resumes");
    await makeAdmin(page, baseURL!);
    const created = await page.request.post("/api/v1/admin/titles", {
      data: {
        title: `Harbour Lights ${Date.now().toString(36)}`,
        year: 2026,
        durationS: 4_200,
        synopsis: "A ferry, a storm and the last crossing of the night.",
        country: "Ghana",
        language: "Twi",
        genres: ["Drama"],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { ref } = (await created.json()) as { ref: string };
    const uploads = "**/api/v1/admin/uploads/*";
    const dropped: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error" && msg.location().url.includes("/api/v1/admin/uploads/")) {
        dropped.push(msg.text());
      }
    });

    // The first part lands; then the network is gone until the page is reloaded. The cut stays
    // through the reload: a retry of the old page must not land a part the new page sends again.
    const before: number[] = [];
    const after: number[] = [];
    let cut = true;
    await page.route(uploads, async (route) => {
      if (route.request().method() !== "PATCH") return route.continue();
      const offset = Number(route.request().headers()["upload-offset"]);
      if (!cut) {
        after.push(offset);
        return route.continue();
      }
      before.push(offset);
      return before.length > 1 ? route.abort("internetdisconnected") : route.continue();
    });
    await page.goto(`/admin/titles/${ref}`);
    await page.getByLabel("Which video").locator("label", { hasText: "Trailer" }).click();
    await page.getByTestId("video-file").setInputFiles(clip);
    await expect(page.getByText(/Connection lost: trying again/)).toBeVisible();
    expect(before[1]).toBeGreaterThan(0);

    await page.reload();
    cut = false;
    await page.getByLabel("Which video").locator("label", { hasText: "Trailer" }).click();
    await page.getByTestId("video-file").setInputFiles(clip);
    await expect(page.getByText("Uploaded", { exact: true })).toBeVisible({ timeout: 60_000 });
    // It went on from where the server stopped, not from 0, and sent no part twice.
    expect(after[0]).toBeGreaterThanOrEqual(before[1]!);
    expect(after).toEqual([...new Set(after)].sort((a, b) => a - b));
    for (const text of dropped) consoleErrors.splice(consoleErrors.indexOf(text), 1);
    await expect(page.getByTestId("asset-trailer")).toContainText(/queued|processing|ready/);
  },
);
