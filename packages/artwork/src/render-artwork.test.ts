import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArtworkInput } from "./poster-svg.ts";
import { renderArtwork } from "./render-artwork.ts";

const items: ArtworkInput[] = [
  {
    ref: "eko-nights",
    title: "Eko Nights",
    tagline: "Lagos never sleeps. Neither do its debts.",
    genre: "Crime",
  },
  { ref: "osun", title: "Ọ̀ṣun", tagline: "A river goddess and a promise.", genre: "Mythology" },
];
const FILES = ["eko-nights_land.jpg", "eko-nights_port.jpg", "osun_land.jpg", "osun_port.jpg"];

describe("renderArtwork", { timeout: 60_000 }, () => {
  let dir = "";
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "tazama-artwork-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("writes a portrait and a landscape JPEG per item, creating the folder", async () => {
    const out = path.join(dir, "a", "nested");
    expect(await renderArtwork(items, out)).toEqual({ written: 4, skipped: 0 });
    expect((await readdir(out)).sort()).toEqual(FILES);
    const port = await sharp(path.join(out, "osun_port.jpg")).metadata();
    expect([port.format, port.width, port.height]).toEqual(["jpeg", 900, 1350]);
    const land = await sharp(path.join(out, "osun_land.jpg")).metadata();
    expect([land.format, land.width, land.height]).toEqual(["jpeg", 1920, 1080]);
  });

  it("skips files that exist, unless forced", async () => {
    const out = path.join(dir, "a", "nested");
    await writeFile(path.join(out, "osun_port.jpg"), "keep me");
    expect(await renderArtwork(items, out, { concurrency: 3 })).toEqual({ written: 0, skipped: 4 });
    expect(await readFile(path.join(out, "osun_port.jpg"), "utf8")).toBe("keep me");
    expect(await renderArtwork(items.slice(1), out, { force: true })).toEqual({
      written: 2,
      skipped: 0,
    });
    expect((await sharp(path.join(out, "osun_port.jpg")).metadata()).width).toBe(900);
    expect((await readdir(out)).sort()).toEqual(FILES); // no temporary file left behind
  });

  it("gives byte-identical files for the same input", async () => {
    const first = path.join(dir, "first");
    const second = path.join(dir, "second");
    await renderArtwork(items, first, { concurrency: 1 });
    await renderArtwork([...items].reverse(), second, { concurrency: 2 });
    for (const file of FILES) {
      const a = await readFile(path.join(first, file));
      const b = await readFile(path.join(second, file));
      expect(a.equals(b), file).toBe(true);
    }
  });
});
