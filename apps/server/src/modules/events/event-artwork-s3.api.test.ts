import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AdminEvent, ApiError, EventArtworkResult, EventsResponse } from "@tazama/contracts";
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

// Issue 20: two API processes with no shared disk (two DATA_DIRs), one database, one bucket. An
// event's picture uploaded through one is there for the other to use and to serve.
const BUCKET = "tazama-event-art";
const work = mkdtempSync(path.join(tmpdir(), "tazama-event-art-s3-"));
const ENV = { SEED_DEMO: "false", AUTH_SECRET: "event-art-s3-test-secret-0123456789abcdef" };
const tag = randomUUID().slice(0, 6);

let site: BucketPair;
let database: Database;
let one: BucketApp;
let two: BucketApp;
let admin: TestUser;

const picture = (colour: string) =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: colour } })
    .png()
    .toBuffer();

beforeAll(async () => {
  ({ database } = await getTestApp());
  site = await startBucketPair({ work, bucket: BUCKET, database, env: ENV });
  ({ one, two } = site);
  admin = await createTestUser(one.app, database, { role: "admin" });
});

afterAll(() => site.close());

describe("event pictures with a media bucket (two API processes, no shared disk)", () => {
  it("a picture uploaded through one process makes an event in the other, which serves it", async () => {
    const uploaded = await one.app.inject({
      method: "PUT",
      url: "/api/v1/admin/events/artwork",
      headers: { cookie: admin.cookie, "content-type": "image/png" },
      payload: await picture("#c04020"),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const art = uploaded.json<EventArtworkResult>();
    expect(await one.app.storage.size(`artwork/${art.file}`)).toBeGreaterThan(0);

    const event = {
      title: `Bucket Film Night ${tag}`,
      description: "Short films from a bucket.",
      artwork: art.file,
      link: "/movies",
      endDate: "2027-02-01T23:00:00.000Z",
    };
    const made = await two.app.inject({
      method: "POST",
      url: "/api/v1/admin/events",
      headers: { cookie: admin.cookie },
      payload: event,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<AdminEvent>()).toMatchObject({ artwork: art.url, artworkFile: art.file });

    const listed = await two.app.inject({ url: "/api/v1/events" });
    const shown = listed.json<EventsResponse>().events.find((e) => e.title === event.title);
    expect(shown?.artwork).toBe(art.url);
    const served = await two.app.inject({
      url: `${art.url}?w=640`,
      headers: { accept: "image/jpeg" },
    });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640);
    expect(await filesUnder(one.config.uploadsDir)).toEqual([]);
    expect(await filesUnder(two.config.uploadsDir)).toEqual([]);
  });

  it("refuses a picture that is in neither the bucket nor the folder", async () => {
    const res = await two.app.inject({
      method: "POST",
      url: "/api/v1/admin/events",
      headers: { cookie: admin.cookie },
      payload: {
        title: `Nowhere Night ${tag}`,
        description: "No picture.",
        artwork: "event-0000000000000000_land.jpg",
        link: "/movies",
        endDate: "2027-02-01T23:00:00.000Z",
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().error.code).toBe("events/no-artwork");
  });
});
