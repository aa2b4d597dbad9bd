import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { schema } from "@tazama/db";
import { runTool } from "@tazama/media";
import { desc, eq, notExists } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { waitForAssets } from "../../../test/factories/media-asset.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";
import { renderArtwork, grabPosterFrame } from "@tazama/artwork";

const { mediaAssets, titles } = schema;

let t: TestApp;
let root: string;
/** A 4 s clip, black for its first half: the poster must come from the second. */
let source: string;
let picked: { ref: string; title: string }[];

async function meanOf(image: Buffer) {
  const { channels } = await sharp(image).stats();
  return channels.slice(0, 3).reduce((n, c) => n + c.mean, 0) / 3;
}

async function transcode(ref: string) {
  const asset = await t.app.ingest.service.ingest({
    sourcePath: source,
    titleRef: ref,
    kind: "main",
  });
  await t.app.ingest.startWorkers();
  expect(await waitForAssets(t.database, [asset.id])).toEqual(["ready"]);
}

function image(file: string) {
  return t.app.inject({
    method: "GET",
    url: `/content/uploads/${file}`,
    headers: { accept: "image/jpeg" },
  });
}

beforeAll(async () => {
  t = await getTestApp();
  root = await mkdtemp(path.join(tmpdir(), "tazama-poster-frame-"));
  source = path.join(root, "half-black.mp4");
  await runTool("ffmpeg", [
    "-v",
    "error",
    "-f",
    "lavfi",
    "-i",
    "testsrc2=d=4:s=320x180:r=25,fade=t=in:st=2:d=0.05",
    "-f",
    "lavfi",
    "-i",
    "sine=f=440:d=4",
    "-c:v",
    "libx264",
    "-pix_fmt",
    "yuv420p",
    "-c:a",
    "aac",
    "-shortest",
    source,
  ]);
  const rows = await t.database.db
    .select({ ref: titles.ref, title: titles.title })
    .from(titles)
    // Titles with no video yet (other files of this worker may have given some one).
    .where(
      notExists(t.database.db.select().from(mediaAssets).where(eq(mediaAssets.titleId, titles.id))),
    )
    .orderBy(desc(titles.id));
  picked = rows.slice(20, 22);
}, 60_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("poster frames after a transcode", () => {
  it("skips the black first half of a video for a frame that shows something", async () => {
    const frames = () =>
      readdir(tmpdir()).then((all) => all.filter((f) => f.startsWith("tazama-frame-")));
    const before = new Set(await frames());
    const frame = await grabPosterFrame("ffmpeg", source, 4);
    expect(await meanOf(frame)).toBeGreaterThan(28);
    // Its temporary folders are gone. (The other test worker may be grabbing a frame of its own
    // meanwhile: its folder is new too, and gone when that grab ends.)
    await expect
      .poll(async () => (await frames()).filter((f) => !before.has(f)), { timeout: 15_000 })
      .toEqual([]);
  });

  it("gives a title without art a 2:3 poster and a 16:9 landscape the images route serves", async () => {
    const title = picked[0]!;
    expect((await image(`${title.ref}_port.jpg`)).statusCode).toBe(404);
    await transcode(title.ref);
    await vi.waitFor(
      async () => {
        expect((await image(`${title.ref}_land.jpg`)).statusCode).toBe(200);
      },
      {
        timeout: 20_000,
        interval: 200,
      },
    );
    const poster = await image(`${title.ref}_port.jpg`);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers["content-type"]).toBe("image/jpeg");
    expect(await sharp(poster.rawPayload).metadata()).toMatchObject({ width: 900, height: 1350 });
    const landscape = await image(`${title.ref}_land.jpg`);
    expect(await sharp(landscape.rawPayload).metadata()).toMatchObject({
      width: 1920,
      height: 1080,
    });
    expect(await meanOf(landscape.rawPayload)).toBeGreaterThan(28);
    // Resized variants work as for drawn art.
    const small = await t.app.inject({
      method: "GET",
      url: `/content/uploads/${title.ref}_port.jpg?w=640`,
    });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 640, height: 960 });
  }, 120_000);

  it("leaves a title's drawn art untouched", async () => {
    const title = picked[1]!;
    await renderArtwork(
      [{ ref: title.ref, title: title.title, tagline: "", genre: "Drama" }],
      t.config.uploadsDir,
    );
    const before = await readFile(path.join(t.config.uploadsDir, `${title.ref}_port.jpg`));
    await transcode(title.ref);
    const after = await readFile(path.join(t.config.uploadsDir, `${title.ref}_port.jpg`));
    expect(after.equals(before)).toBe(true);
  }, 120_000);
});
