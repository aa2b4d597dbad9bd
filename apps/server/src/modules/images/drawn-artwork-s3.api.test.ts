import { mkdtempSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Database } from "@tazama/db";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BucketApp, filesUnder, startBucketApp } from "../../../test/bucket-app.ts";
import { getTestApp } from "../../../test/harness.ts";
import { type TestS3rver, startS3rver } from "../../../test/s3rver.ts";
import { drawMissingArtwork } from "./images.public.ts";

// Issue 20: the demo's art is drawn by a worker process; API processes on other machines (no
// shared disk) serve it from the bucket. The drawing is the demo seed's (server start, SEED_DEMO).
const BUCKET = "tazama-drawn-art";
const work = mkdtempSync(path.join(tmpdir(), "tazama-drawn-art-s3-"));

let s3: TestS3rver;
let database: Database;
let worker: BucketApp;
let api: BucketApp;

const item = (ref: string) => ({
  ref,
  title: "Bucket Dawn",
  tagline: "Drawn once",
  genre: "Drama",
});

beforeAll(async () => {
  s3 = await startS3rver(work, BUCKET);
  ({ database } = await getTestApp());
  const site = { work, bucket: BUCKET, endpoint: s3.endpoint, database };
  // One role alone needs what processes share (bucketConfig gives it the DATABASE_URL).
  const env = {
    SEED_DEMO: "false",
    AUTH_SECRET: "drawn-art-s3-test-secret-0123456789abcdef",
    MEDIA_TOKEN_SECRET: "drawn-art-s3-media-secret-0123456789abcdef",
  };
  worker = await startBucketApp({ ...site, name: "worker", roles: "worker", env });
  api = await startBucketApp({ ...site, name: "api", roles: "api", env });
});

afterAll(async () => {
  await worker.app.close();
  await api.app.close();
  await s3.close();
  await rm(work, { recursive: true, force: true });
});

describe("drawn (demo) art with a media bucket", () => {
  it("a worker draws it into the bucket, and an API process on another machine serves it", async () => {
    expect(worker.app.roles).toEqual({ api: false, worker: true });
    expect(api.app.roles).toEqual({ api: true, worker: false });
    const drawn = await drawMissingArtwork(worker.config.uploadsDir, [item("drawn-dawn")]);
    expect(drawn).toEqual({ written: 2, skipped: 0 });
    expect((await worker.app.storage.list("artwork/")).sort()).toEqual([
      "artwork/drawn-dawn_land.jpg",
      "artwork/drawn-dawn_port.jpg",
    ]);
    expect(await filesUnder(worker.config.uploadsDir)).toEqual([]);

    for (const [file, size] of [
      ["drawn-dawn_port.jpg", [900, 1350]],
      ["drawn-dawn_land.jpg", [1920, 1080]],
    ] as const) {
      const res = await api.app.inject({
        url: `/content/uploads/${file}`,
        headers: { accept: "image/jpeg" },
      });
      expect(res.statusCode, file).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", ...size]);
    }
    expect(await filesUnder(api.config.uploadsDir)).toEqual([]);
  });

  it("draws only what the bucket lacks, and leaves art already there (an admin's upload)", async () => {
    expect(await drawMissingArtwork(worker.config.uploadsDir, [item("drawn-dawn")])).toEqual({
      written: 0,
      skipped: 2,
    });
    const uploaded = Buffer.from("an admin's poster, kept as it is");
    await api.app.storage.put("artwork/drawn-dusk_port.jpg", uploaded, "image/jpeg");
    const drawn = await drawMissingArtwork(worker.config.uploadsDir, [
      item("drawn-dawn"),
      item("drawn-dusk"),
    ]);
    expect(drawn).toEqual({ written: 1, skipped: 3 });
    expect(await api.app.storage.read("artwork/drawn-dusk_port.jpg")).toEqual(uploaded);
    expect(await api.app.storage.size("artwork/drawn-dusk_land.jpg")).toBeGreaterThan(0);
    expect(await filesUnder(worker.config.uploadsDir)).toEqual([]);
  });

  it("without a bucket for the folder, draws the same bytes into the folder, as before", async () => {
    const folder = path.join(work, "local-uploads");
    expect(await drawMissingArtwork(folder, [item("drawn-dawn")])).toEqual({
      written: 2,
      skipped: 0,
    });
    expect((await filesUnder(folder)).sort()).toEqual([
      "drawn-dawn_land.jpg",
      "drawn-dawn_port.jpg",
    ]);
    const local = await readFile(path.join(folder, "drawn-dawn_port.jpg"));
    expect(local.equals((await worker.app.storage.read("artwork/drawn-dawn_port.jpg"))!)).toBe(
      true,
    );
    expect(await drawMissingArtwork(folder, [item("drawn-dawn")])).toEqual({
      written: 0,
      skipped: 2,
    });
  });
});
