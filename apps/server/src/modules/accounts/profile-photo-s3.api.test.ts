import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { UserResponse } from "@tazama/contracts";
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
import { multipartForm } from "../../../test/multipart.ts";

// Issue 20: two API processes with no shared disk (two DATA_DIRs), one database, one bucket. A
// profile photo uploaded through one is served by the other.
const BUCKET = "tazama-photos";
const work = mkdtempSync(path.join(tmpdir(), "tazama-photos-s3-"));
const ENV = { SEED_DEMO: "false", AUTH_SECRET: "photos-s3-test-secret-0123456789abcdef" };

let site: BucketPair;
let database: Database;
let one: BucketApp;
let two: BucketApp;

const picture = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

const upload = async (on: BucketApp, user: TestUser, data: Buffer) => {
  const form = multipartForm({}, { name: "me.png", data, contentType: "image/png" });
  const res = await on.app.inject({
    method: "POST",
    url: "/api/v1/users/me/photo",
    headers: { cookie: user.cookie, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<UserResponse>().user.photo!;
};

/** `/api/v1/users/photos/<name>` → its key in the bucket. */
const keyOf = (photo: string) => `photos/${photo.split("/").pop()!}`;

beforeAll(async () => {
  ({ database } = await getTestApp());
  site = await startBucketPair({ work, bucket: BUCKET, database, env: ENV });
  ({ one, two } = site);
});

afterAll(() => site.close());

describe("profile photos with a media bucket (two API processes, no shared disk)", () => {
  it("a photo uploaded through one process is served by the other; a new one replaces it", async () => {
    const user = await createTestUser(one.app, database);
    const photo = await upload(one, user, await picture(900, 600, "#c02010"));
    expect(photo).toMatch(/^\/api\/v1\/users\/photos\/[0-9a-f]{64}\.webp$/);
    expect(await one.app.storage.list("photos/")).toEqual([keyOf(photo)]);

    const served = await two.app.inject({ url: photo });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: "webp",
      width: 256,
      height: 256,
    });
    expect(served.rawPayload.equals((await one.app.storage.read(keyOf(photo)))!)).toBe(true);

    // Replaced through the other process: the old photo leaves the bucket, for both.
    const next = await upload(two, user, await picture(300, 500, "#1030d0"));
    expect(next).not.toBe(photo);
    expect(await two.app.storage.list("photos/")).toEqual([keyOf(next)]);
    expect((await one.app.inject({ url: photo })).statusCode).toBe(404);
    expect((await one.app.inject({ url: next })).statusCode).toBe(200);

    const removed = await one.app.inject({
      method: "DELETE",
      url: "/api/v1/users/me/photo",
      headers: { cookie: user.cookie },
    });
    expect(removed.json<UserResponse>().user.photo).toBeNull();
    expect(await one.app.storage.list("photos/")).toEqual([]);
    expect((await two.app.inject({ url: next })).statusCode).toBe(404);
    expect(await filesUnder(one.config.uploadsDir)).toEqual([]);
    expect(await filesUnder(two.config.uploadsDir)).toEqual([]);
  });
});
