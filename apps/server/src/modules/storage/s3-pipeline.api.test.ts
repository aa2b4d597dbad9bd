import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { streamGrantSchema } from "@tazama/contracts";
import { type Database, schema, seedCatalogue } from "@tazama/db";
import { openTestDatabase } from "@tazama/db/testing";
import { decryptSegment, parseMediaPlaylist } from "@tazama/media";
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBucketApp } from "../../../test/bucket-app.ts";
import { makeSourceVideo, waitForAssets } from "../../../test/factories/media-asset.ts";
import { type TestS3rver, startS3rver } from "../../../test/s3rver.ts";
import type { Config } from "../../config.ts";
import { createS3Store } from "./s3-store.ts";

// Issue 20: media in an S3-compatible bucket. Upload → transcode on the worker → every file of
// the folder in the bucket → the local folder gone → a viewer plays it from the bucket (the
// playlist, the key, a segment that decrypts). s3rver does not verify SigV4 signatures (ADR 0050).
const { titles } = schema;
let s3: TestS3rver;
let database: Database;
let app: FastifyInstance;
let config: Config;
let assetId = "";
let free = { ref: "" };
const work = mkdtempSync(path.join(tmpdir(), "tazama-s3-pipeline-"));

beforeAll(async () => {
  s3 = await startS3rver(work, "tazama-pipeline");
  database = await openTestDatabase();
  await seedCatalogue(database.db);
  ({ app, config } = await startBucketApp({
    work,
    name: "data",
    bucket: "tazama-pipeline",
    endpoint: s3.endpoint,
    database,
  }));
  const [title] = await database.db
    .select({ ref: titles.ref })
    .from(titles)
    .where(eq(titles.isFree, true))
    .orderBy(asc(titles.id))
    .limit(1);
  free = title!;
  const source = path.join(work, "clip.mp4");
  await makeSourceVideo(source, { title: "Bucket clip", durationS: 4, width: 320, height: 180 });
  assetId = (
    await app.ingest.service.ingest({ sourcePath: source, titleRef: free.ref, kind: "main" })
  ).id;
  await app.ingest.startWorkers();
  expect(await waitForAssets(database, [assetId])).toEqual(["ready"]);
}, 120_000);

afterAll(async () => {
  await app.close();
  await database.close();
  await s3.close();
});

describe("media in an S3-compatible bucket", () => {
  it("puts every file of a transcode in the bucket and plays from there alone", async () => {
    const [asset] = await database.db
      .select({ storageKey: schema.mediaAssets.storageKey })
      .from(schema.mediaAssets)
      .where(eq(schema.mediaAssets.id, assetId));
    const bucket = createS3Store({
      bucket: "tazama-pipeline",
      prefix: "site/",
      region: "us-east-1",
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    const objects = (await bucket.list(`${asset!.storageKey}/`)).map((k) =>
      k.slice(asset!.storageKey.length + 1),
    );
    expect(objects).toContain("master.m3u8");
    expect(objects).toContain("144p/index.m3u8");
    expect(objects.filter((k) => k.endsWith(".m4s")).length).toBeGreaterThan(1);
    // The asset's pointer, named by its id, holds its folder (ADR 0051); no link on this disk.
    expect((await bucket.read(`by-asset/${assetId}`))?.toString()).toBe(asset!.storageKey);
    expect(existsSync(path.join(config.mediaDir, "by-asset"))).toBe(false);

    // The worker moved the folder into the bucket: nothing of it on this machine, what plays
    // comes from the bucket.
    expect(existsSync(path.join(config.mediaDir, asset!.storageKey))).toBe(false);
    const grant = streamGrantSchema.parse(
      (
        await app.inject({
          method: "POST",
          url: "/api/v1/content/stream/request",
          payload: { ref: free.ref, kind: "main" },
        })
      ).json(),
    );
    const base = grant.manifestUrl.replace(/master\.m3u8$/, "");
    const master = await app.inject({ url: grant.manifestUrl });
    expect(master.statusCode).toBe(200);
    expect(master.body).toContain("144p/index.m3u8");
    const playlist = await app.inject({ url: `${base}144p/index.m3u8` });
    expect(playlist.statusCode).toBe(200);
    const { segments } = parseMediaPlaylist(playlist.body);
    const key = await app.inject({ url: `${base}key` });
    expect(key.rawPayload.length).toBe(16);
    const first = await app.inject({ url: `${base}144p/${segments[0]!.uri}` });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("video/iso.segment");
    const clear = decryptSegment(first.rawPayload, key.rawPayload, 0);
    // An fMP4 media segment: a moof box (or its styp) after decryption.
    expect(clear.subarray(4, 8).toString("latin1")).toMatch(/moof|styp/);
    expect((await app.inject({ url: `${base}144p/seg_99999.m4s` })).statusCode).toBe(404);
  });
});
