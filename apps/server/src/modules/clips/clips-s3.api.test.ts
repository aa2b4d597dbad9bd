import { mkdtempSync } from "node:fs";
import { access, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { clipAcceptedSchema, clipViewSchema } from "@tazama/contracts";
import { type Database, schema, seedCatalogue } from "@tazama/db";
import { openTestDatabase } from "@tazama/db/testing";
import { parseMediaPlaylist, runTool } from "@tazama/media";
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type TestUser, createTestUser } from "../../../test/accounts.ts";
import { startBucketApp } from "../../../test/bucket-app.ts";
import { makeSourceVideo, waitForAssets } from "../../../test/factories/media-asset.ts";
import { type TestS3rver, startS3rver } from "../../../test/s3rver.ts";
import type { Config } from "../../config.ts";

// Issue 20: clips when media lives in an S3-compatible bucket. The worker fetches only the
// files the span needs into a scratch folder, cuts there, uploads the clip as clips/<id>.mp4 and
// keeps nothing on disk; the file route serves it (and ranges of it) from the bucket.
const { mediaAssets, titles } = schema;
let s3: TestS3rver;
let database: Database;
let app: FastifyInstance;
let config: Config;
let viewer: TestUser;
let free = { ref: "" };
let storageKey = "";
const work = mkdtempSync(path.join(tmpdir(), "tazama-clips-s3-"));

const scratch = () => path.join(config.dataDir, "tmp", "clips");

function ask(body: Record<string, unknown>) {
  return app.inject({
    method: "POST",
    url: "/api/v1/content/clip/request",
    payload: body,
    headers: { cookie: viewer.cookie },
  });
}

function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ url, headers: { ...headers, cookie: viewer.cookie } });
}

/** Asks for a clip and polls its view until the job settled it. */
async function clipOf(body: Record<string, unknown>) {
  const res = await ask(body);
  expect(res.statusCode).toBe(202);
  const { clipId } = clipAcceptedSchema.parse(res.json());
  const view = await vi.waitFor(
    async () => {
      const current = clipViewSchema.parse((await get(`/api/v1/content/clip/${clipId}`)).json());
      expect(["ready", "failed"]).toContain(current.status);
      return current;
    },
    { timeout: 60_000, interval: 200 },
  );
  return { clipId, view };
}

beforeAll(async () => {
  // A local S3 on a free port, which knows the key id S3RVER but does not verify SigV4
  // signatures (ADR 0050).
  s3 = await startS3rver(work, "tazama-clips");
  database = await openTestDatabase();
  await seedCatalogue(database.db);
  ({ app, config } = await startBucketApp({
    work,
    name: "data",
    bucket: "tazama-clips",
    endpoint: s3.endpoint,
    database,
  }));
  const [title] = await database.db
    .select({ id: titles.id, ref: titles.ref })
    .from(titles)
    .where(eq(titles.isFree, true))
    .orderBy(asc(titles.id))
    .limit(1);
  free = title!;
  // 8 s: two 4 s segments per rendition, so a clip inside the second needs only that one.
  const source = path.join(work, "source.mp4");
  await makeSourceVideo(source, { title: "Bucket clips", durationS: 8, width: 320, height: 180 });
  const assetId = (
    await app.ingest.service.ingest({ sourcePath: source, titleRef: free.ref, kind: "main" })
  ).id;
  await app.ingest.startWorkers();
  expect(await waitForAssets(database, [assetId])).toEqual(["ready"]);
  const [asset] = await database.db
    .select({ storageKey: mediaAssets.storageKey })
    .from(mediaAssets)
    .where(eq(mediaAssets.id, assetId));
  storageKey = asset!.storageKey;
  // A worker on another machine: the asset is only in the bucket.
  await rm(path.join(config.mediaDir, storageKey), { recursive: true, force: true });
  viewer = await createTestUser(app, database);
}, 120_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await app.close();
  await database.close();
  await s3.close();
  await rm(work, { recursive: true, force: true });
});

describe("clips with media in an S3-compatible bucket", () => {
  it("cuts from the few objects the span needs, keeps the clip only in the bucket and serves it", async () => {
    expect(app.storage.kind).toBe("s3");
    const read = vi.spyOn(app.storage, "read");
    const { clipId, view } = await clipOf({ ref: free.ref, startS: 4.5, durationS: 2 });
    expect(view.status).toBe("ready");

    // Fetched: each of the two renditions' playlist and init, and only the segments whose
    // EXTINF span meets 4.5–6.5 s — never the whole video.
    const fetched = read.mock.calls.map(([key]) => key).filter((k) => k.startsWith(storageKey));
    read.mockRestore();
    const renditions = [...new Set(fetched.map((k) => k.split("/")[1]!))];
    expect(renditions).toHaveLength(2);
    for (const rendition of renditions) {
      const folder = `${storageKey}/${rendition}/`;
      const playlist = parseMediaPlaylist(
        (await app.storage.read(`${folder}index.m3u8`))!.toString(),
      );
      let at = 0;
      const covering: string[] = [];
      for (const segment of playlist.segments) {
        if (at < 6.5 && at + segment.durationS > 4.5) covering.push(`${folder}${segment.uri}`);
        at += segment.durationS;
      }
      const used = fetched.filter((k) => k.startsWith(folder));
      expect(used.sort()).toEqual(
        [`${folder}index.m3u8`, `${folder}${playlist.mapUri!}`, ...covering].sort(),
      );
      expect(covering.length).toBeLessThan(playlist.segments.length);
    }

    // In the bucket, nowhere on disk, and no scratch folder left.
    const key = `clips/${clipId}.mp4`;
    expect(await app.storage.list("clips/")).toEqual([key]);
    const size = await app.storage.size(key);
    expect(size).toBe(view.bytes);
    await expect(access(path.join(config.dataDir, "clips", `${clipId}.mp4`))).rejects.toThrow(
      /ENOENT/,
    );
    expect(await readdir(scratch())).toEqual([]);

    // Served from the bucket: a whole MP4 of that size, ffprobe-able, and byte ranges of it.
    const file = await get(view.url!);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("video/mp4");
    expect(Number(file.headers["content-length"])).toBe(size);
    expect(file.rawPayload.length).toBe(size);
    expect(file.rawPayload.subarray(4, 8).toString("latin1")).toBe("ftyp");
    const saved = path.join(work, "downloaded.mp4");
    await writeFile(saved, file.rawPayload);
    const probe = JSON.parse(
      await runTool("ffprobe", [
        "-v",
        "error",
        "-print_format",
        "json",
        "-show_streams",
        "-show_format",
        saved,
      ]),
    ) as { streams: { codec_type: string }[]; format: { duration: string } };
    expect(probe.streams.map((s) => s.codec_type).sort()).toEqual(["audio", "video"]);
    expect(Math.abs(Number(probe.format.duration) - 2)).toBeLessThanOrEqual(0.5);

    const part = await get(view.url!, { range: "bytes=100-199" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload).toEqual(file.rawPayload.subarray(100, 200));
    const tail = await get(view.url!, { range: "bytes=-50" });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload).toEqual(file.rawPayload.subarray(size! - 50));
    const beyond = await get(view.url!, { range: `bytes=${size}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${size}`);

    // Expired: the purge deletes the object, and the route answers 410.
    await database.db
      .update(schema.clips)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.clips.id, clipId));
    expect(await app.clips.purgeExpired()).toBe(1);
    expect(await app.storage.size(key)).toBeUndefined();
    expect((await get(view.url!)).statusCode).toBe(410);
  }, 90_000);

  it("records a failed cut when an object is missing, uploads nothing and leaves no scratch", async () => {
    const original = app.storage.read.bind(app.storage);
    // The bucket lost the segments: the playlists are there, the cut cannot be.
    vi.spyOn(app.storage, "read").mockImplementation(async (key) =>
      key.endsWith(".m4s") ? undefined : original(key),
    );
    try {
      const { clipId, view } = await clipOf({ ref: free.ref, startS: 0, durationS: 1 });
      expect(view.status).toBe("failed");
      expect(view.failureReason).toMatch(/\/seg_\w+\.m4s is not in the media store$/);
      expect(view.url).toBeUndefined();
      expect(await app.storage.size(`clips/${clipId}.mp4`)).toBeUndefined();
      expect((await get(`/api/v1/content/clip/${clipId}/file`)).statusCode).toBe(409);
    } finally {
      vi.restoreAllMocks();
    }
    expect(await app.storage.list("clips/")).toEqual([]);
    expect(await readdir(scratch())).toEqual([]);
  }, 60_000);
});
