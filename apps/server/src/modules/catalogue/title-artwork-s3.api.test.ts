import { mkdtempSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AdminTitle, ApiError, CatalogueResponse } from "@tazama/contracts";
import type { Database } from "@tazama/db";
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

// Issue 20: two API processes with no shared disk (two DATA_DIRs), one database, one bucket. A
// title's art uploaded through one counts as there in the other: it shows, and it can publish.
const BUCKET = "tazama-title-art";
const work = mkdtempSync(path.join(tmpdir(), "tazama-title-art-s3-"));
const ENV = { SEED_DEMO: "false", AUTH_SECRET: "title-art-s3-test-secret-0123456789abcdef" };

let site: BucketPair;
let database: Database;
let one: BucketApp;
let two: BucketApp;
let admin: TestUser;

const solid = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

const asAdmin = (on: BucketApp, method: "GET" | "PATCH" | "POST", url: string, payload?: object) =>
  on.app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload && { payload }) });

const putArt = async (on: BucketApp, ref: string, kind: string, body: Buffer) =>
  on.app.inject({
    method: "PUT",
    url: `/api/v1/admin/titles/${ref}/artwork/${kind}`,
    headers: { "content-type": "image/png", cookie: admin.cookie },
    payload: body,
  });

async function newTitle(on: BucketApp, title: string): Promise<string> {
  const made = await asAdmin(on, "POST", "/api/v1/admin/titles", {
    title,
    year: 2026,
    durationS: 600,
    synopsis: "A title whose art lives in a bucket.",
    country: "Kenya",
    language: "Swahili",
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json<AdminTitle>().ref;
}

beforeAll(async () => {
  ({ database } = await getTestApp());
  site = await startBucketPair({ work, bucket: BUCKET, database, env: ENV });
  ({ one, two } = site);
  admin = await createTestUser(one.app, database, { role: "admin" });
});

afterAll(() => site.close());

describe("title art with a media bucket (two API processes, no shared disk)", () => {
  it("art uploaded through one process shows in the other, which can publish the title", async () => {
    const ref = await newTitle(one, "Bucket Publish Reel");
    const before = await asAdmin(two, "GET", `/api/v1/admin/titles/${ref}`);
    expect(before.json<AdminTitle>().images).toEqual({ portrait: null, landscape: null });
    const early = await asAdmin(two, "PATCH", `/api/v1/admin/titles/${ref}`, {
      isFree: true,
      status: "published",
    });
    expect(early.statusCode).toBe(409);
    expect(early.json<ApiError>().error.code).toBe("titles/no-artwork");

    const poster = await putArt(one, ref, "portrait", await solid(1000, 1500, "#c02010"));
    expect(poster.statusCode, poster.body).toBe(200);
    const backdrop = await putArt(one, ref, "landscape", await solid(1920, 1080, "#1030d0"));
    expect(backdrop.statusCode, backdrop.body).toBe(200);
    const images = backdrop.json<AdminTitle>().images;

    const seen = await asAdmin(two, "GET", `/api/v1/admin/titles/${ref}`);
    expect(seen.json<AdminTitle>().images).toEqual(images);
    expect(images.portrait).toMatch(new RegExp(`^/content/uploads/${ref}_port\\.jpg\\?v=`));

    const published = await asAdmin(two, "PATCH", `/api/v1/admin/titles/${ref}`, {
      isFree: true,
      status: "published",
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<AdminTitle>().status).toBe("published");

    const catalogue = await two.app.inject({ url: "/api/tazama-app-cache?build=1&platform=web" });
    const item = catalogue.json<CatalogueResponse>().content.find((c) => c.ref === ref);
    expect(item?.poster).toBe(images.portrait);
    const served = await two.app.inject({
      url: `${images.portrait!}&w=640`,
      headers: { accept: "image/jpeg" },
    });
    expect(served.statusCode).toBe(200);
    const { channels } = await sharp(served.rawPayload).stats();
    expect(channels[0]!.mean).toBeGreaterThan(channels[2]!.mean); // the red poster
    expect(await filesUnder(one.config.uploadsDir)).toEqual([]);
    expect(await filesUnder(two.config.uploadsDir)).toEqual([]);
  });

  it("still shows art that is only in a process's own folder (the demo's, drawn there)", async () => {
    const ref = await newTitle(one, "Folder Art Reel");
    await mkdir(two.config.uploadsDir, { recursive: true });
    await solid(900, 1350, "#20a040").then((png) =>
      sharp(png)
        .jpeg()
        .toFile(path.join(two.config.uploadsDir, `${ref}_port.jpg`)),
    );
    const onTwo = await asAdmin(two, "GET", `/api/v1/admin/titles/${ref}`);
    expect(onTwo.json<AdminTitle>().images.portrait).toMatch(`/content/uploads/${ref}_port.jpg`);
    const onOne = await asAdmin(one, "GET", `/api/v1/admin/titles/${ref}`);
    expect(onOne.json<AdminTitle>().images.portrait).toBeNull();
  });
});
