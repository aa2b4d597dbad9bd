import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AdminTitle } from "@tazama/contracts";
import { type Database, schema } from "@tazama/db";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestUser, createTestUser } from "../../../test/accounts.ts";
import {
  type BucketApp,
  type BucketPair,
  filesUnder,
  startBucketPair,
} from "../../../test/bucket-app.ts";
import { getTestApp } from "../../../test/harness.ts";
import { artworkVersion } from "./artwork-store.ts";
import { hasArtwork } from "./images.public.ts";

// Issue 20: two API processes on different machines (two DATA_DIRs: no shared disk), one
// database, one bucket. Art uploaded through one is served, resized, by the other.
const BUCKET = "tazama-artwork";
const SECRET = "artwork-s3-test-secret-0123456789abcdef";
const work = mkdtempSync(path.join(tmpdir(), "tazama-artwork-s3-"));
const ENV = { SEED_DEMO: "false", AUTH_SECRET: SECRET };

let site: BucketPair;
let database: Database;
let one: BucketApp;
let two: BucketApp;
let admin: TestUser;
let ref: string;
let file: string;

const solid = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** The mean red and blue of an image: which of the two uploads it was made from. */
async function tint(body: Buffer): Promise<"red" | "blue"> {
  const { channels } = await sharp(body).stats();
  return channels[0]!.mean > channels[2]!.mean ? "red" : "blue";
}

const uploadPoster = (on: BucketApp, body: Buffer) =>
  on.app.inject({
    method: "PUT",
    url: `/api/v1/admin/titles/${ref}/artwork/portrait`,
    headers: { "content-type": "image/png", cookie: admin.cookie },
    payload: body,
  });

async function versionOf(titleRef: string): Promise<string> {
  const [row] = await database.db
    .select({ images: schema.titles.images })
    .from(schema.titles)
    .where(eq(schema.titles.ref, titleRef));
  return row!.images.v!;
}

beforeAll(async () => {
  ({ database } = await getTestApp());
  site = await startBucketPair({ work, bucket: BUCKET, database, env: ENV });
  ({ one, two } = site);
  admin = await createTestUser(one.app, database, { role: "admin" });
  const made = await one.app.inject({
    method: "POST",
    url: "/api/v1/admin/titles",
    headers: { cookie: admin.cookie },
    payload: {
      title: "Bucket Poster Reel",
      year: 2026,
      durationS: 600,
      synopsis: "A title whose poster lives in a bucket.",
      country: "Kenya",
      language: "Swahili",
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  ref = made.json<AdminTitle>().ref;
  file = `${ref}_port.jpg`;
});

afterAll(() => site.close());

describe("artwork with a media bucket (two API processes, no shared disk)", () => {
  it("puts an upload in the bucket, not the uploads folder, and the other process serves it", async () => {
    expect(one.app.storage.kind).toBe("s3");
    // 1000 × 1400 is near 2:3: stored as 1000 × 1500 cropped to 933 × 1400.
    const upload = await uploadPoster(one, await solid(1000, 1400, "#c02010"));
    expect(upload.statusCode, upload.body).toBe(200);

    const stored = await one.app.storage.read(`artwork/${file}`);
    expect(stored).toBeDefined();
    const version = await versionOf(ref);
    expect(artworkVersion(stored!)).toBe(version);
    expect(await filesUnder(one.config.uploadsDir)).toEqual([]);
    expect(await hasArtwork(two.config.uploadsDir, file)).toBe(true);
    expect(await hasArtwork(two.config.uploadsDir, "nobody-here_port.jpg")).toBe(false);

    const original = await two.app.inject({
      url: `/content/uploads/${file}?v=${version}`,
      headers: { accept: "image/jpeg" },
    });
    expect(original.statusCode).toBe(200);
    expect(original.headers["content-type"]).toBe("image/jpeg");
    expect(original.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(original.headers.vary).toContain("Accept");
    const meta = await sharp(original.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 933, 1400]);
    expect(await tint(original.rawPayload)).toBe("red");

    const small = await two.app.inject({
      url: `/content/uploads/${file}?w=640&v=${version}`,
      headers: { accept: "image/webp,*/*" },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers["content-type"]).toBe("image/webp");
    const smallMeta = await sharp(small.rawPayload).metadata();
    expect([smallMeta.format, smallMeta.width]).toEqual(["webp", 640]);

    // Both variants are in the bucket for every process, named by the art's version.
    expect((await two.app.storage.list(`image-variants/${file}/`)).sort()).toEqual([
      `image-variants/${file}/${version}/640.webp`,
      `image-variants/${file}/${version}/orig.jpeg`,
    ]);
    const revalidated = await two.app.inject({
      url: `/content/uploads/${file}?w=640&v=${version}`,
      headers: { accept: "image/webp", "if-none-match": small.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(await filesUnder(one.config.uploadsDir)).toEqual([]);
  });

  it("reuses a variant another process made, read from the bucket", async () => {
    const version = await versionOf(ref);
    const key = `image-variants/${file}/${version}/640.webp`;
    // A marker in place of the variant the other process made: process one has never made this
    // variant, so what it serves can only come from the bucket.
    const marker = await sharp(await solid(640, 960, "#10a030"))
      .webp()
      .toBuffer();
    await one.app.storage.put(key, marker, "image/webp");
    const res = await one.app.inject({
      url: `/content/uploads/${file}?w=640&v=${version}`,
      headers: { accept: "image/webp" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(marker)).toBe(true);
    expect(await filesUnder(one.config.uploadsDir)).toEqual([]);
  });

  it("serves the new art once either process replaces it, and drops the old variants", async () => {
    const before = await versionOf(ref);
    const upload = await uploadPoster(two, await solid(1000, 1500, "#1030d0"));
    expect(upload.statusCode, upload.body).toBe(200);
    const after = await versionOf(ref);
    expect(after).not.toBe(before);
    expect(await two.app.storage.list(`image-variants/${file}/`)).toEqual([]);

    // Process one served the old art (and holds it in memory): it serves the new now.
    for (const v of [after, before]) {
      const res = await one.app.inject({
        url: `/content/uploads/${file}?w=640&v=${v}`,
        headers: { accept: "image/webp" },
      });
      expect(res.statusCode).toBe(200);
      expect(await tint(res.rawPayload)).toBe("blue");
    }
    expect(await two.app.storage.list(`image-variants/${file}/`)).toEqual([
      `image-variants/${file}/${after}/640.webp`,
    ]);
    expect(await filesUnder(two.config.uploadsDir)).toEqual([]);
  });

  it("answers 404 for art in neither the bucket nor the folder", async () => {
    const res = await two.app.inject({ url: "/content/uploads/nobody-here_land.jpg" });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ error: { code: string } }>().error.code).toBe("image/not-found");
  });
});
