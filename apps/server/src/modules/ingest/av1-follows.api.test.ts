import { mkdtempSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Database, schema, seedCatalogue } from "@tazama/db";
import { openTestDatabase } from "@tazama/db/testing";
import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type TestUser, createTestUser } from "../../../test/accounts.ts";
import { bucketConfig, filesUnder } from "../../../test/bucket-app.ts";
import { makeSourceVideo } from "../../../test/factories/media-asset.ts";
import { multipartForm } from "../../../test/multipart.ts";
import { type TestS3rver, startS3rver } from "../../../test/s3rver.ts";
import { buildApp } from "../../app.ts";
import type { Config } from "../../config.ts";

// ADR 0083: with MEDIA_AV1 on, a finished transcode is followed by an av1 job that adds the AV1
// rungs and their master to the folder the video plays from, here in the bucket (S3 mode): its
// objects are added beside the H.264 ones, which stay as they were.
const { mediaAssets, mediaJobs, titles } = schema;
const BUCKET = "tazama-av1";
const work = mkdtempSync(path.join(tmpdir(), "tazama-av1-follows-"));
let s3: TestS3rver;
let database: Database;
let app: FastifyInstance;
let config: Config;
let admin: TestUser;
let ref = "";

beforeAll(async () => {
  s3 = await startS3rver(work, BUCKET);
  database = await openTestDatabase();
  await seedCatalogue(database.db);
  config = bucketConfig({
    work,
    bucket: BUCKET,
    endpoint: s3.endpoint,
    name: "site",
    env: { MEDIA_AV1: "true" },
  });
  app = await buildApp({ config, database, logger: false });
  await app.ready();
  admin = await createTestUser(app, database, { role: "admin" });
  const [title] = await database.db
    .select({ ref: titles.ref })
    .from(titles)
    .orderBy(asc(titles.id))
    .limit(1);
  ref = title!.ref;
}, 120_000);

afterAll(async () => {
  await app.close();
  await database.close();
  await s3.close();
  await rm(work, { recursive: true, force: true });
});

describe("an av1 job after the transcode (MEDIA_AV1 on)", () => {
  it("adds the AV1 rungs and master beside the H.264 objects in the bucket, for the asset", async () => {
    const source = path.join(work, "clip.mp4");
    await makeSourceVideo(source, { title: "AV1 follows", durationS: 3, width: 426, height: 240 });
    const form = multipartForm(
      { ref, kind: "main" },
      { name: "clip.mp4", data: await readFile(source), contentType: "video/mp4" },
    );
    const posted = await app.inject({
      method: "POST",
      url: "/api/v1/admin/media",
      payload: form.payload,
      headers: { ...form.headers, cookie: admin.cookie },
    });
    expect(posted.statusCode, posted.body).toBe(202);
    const { assetId } = posted.json<{ assetId: string }>();
    expect(await app.ingest.startWorkers()).toBe(true);

    const jobs = () =>
      database.db
        .select({ action: mediaJobs.action, status: mediaJobs.status })
        .from(mediaJobs)
        .where(eq(mediaJobs.assetId, assetId))
        .orderBy(asc(mediaJobs.createdAt));
    await vi.waitFor(
      async () => {
        expect(await jobs()).toEqual([
          { action: "transcode", status: "ready" },
          { action: "av1", status: "ready" },
        ]);
      },
      { timeout: 120_000, interval: 200 },
    );
    const [asset] = await database.db
      .select()
      .from(mediaAssets)
      .where(and(eq(mediaAssets.id, assetId)));
    expect(asset!.renditions.map((r) => r.name)).toEqual([
      "144p",
      "240p",
      "audio",
      "opus",
      "av1-144p",
      "av1-240p",
    ]);
    const objects = (await app.storage.list(`${asset!.storageKey}/`)).map((k) =>
      k.slice(asset!.storageKey.length + 1),
    );
    expect(objects).toEqual(
      expect.arrayContaining([
        "master.m3u8",
        "master-av1.m3u8",
        "master-opus.m3u8",
        "144p/index.m3u8",
        "av1-144p/index.m3u8",
        "av1-240p/init_1.mp4",
        "av1-240p/seg_000.m4s",
      ]),
    );
    const master = (await app.storage.read(`${asset!.storageKey}/master.m3u8`))!.toString();
    expect(master).not.toContain("av1-");
    const av1 = (await app.storage.read(`${asset!.storageKey}/master-av1.m3u8`))!.toString();
    expect(av1).toContain("av1-240p/index.m3u8");
    // The H.264 rungs with Opus (ADR 0083): uploaded with the folder, recorded on the asset.
    const opus = (await app.storage.read(`${asset!.storageKey}/master-opus.m3u8`))!.toString();
    expect(opus).toMatch(/CODECS="avc1\.[0-9a-f]{6},opus",AUDIO="opus"\n240p\/index\.m3u8/);
    expect(asset!.renditions.filter((r) => r.opusMaster).map((r) => r.name)).toEqual(["opus"]);
    // Nothing of it is left on this machine's disk: the bucket holds the folder.
    expect(await filesUnder(config.mediaDir)).toEqual([]);
  }, 180_000);
});
