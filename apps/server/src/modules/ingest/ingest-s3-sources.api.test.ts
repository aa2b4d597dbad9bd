import { mkdtempSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ApiError, MediaJob } from "@tazama/contracts";
import { type Database, schema, seedCatalogue } from "@tazama/db";
import { openTestDatabase } from "@tazama/db/testing";
import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type TestUser, createTestUser } from "../../../test/accounts.ts";
import { bucketConfig, filesUnder } from "../../../test/bucket-app.ts";
import { makeSourceVideo, waitForAssets } from "../../../test/factories/media-asset.ts";
import { multipartForm } from "../../../test/multipart.ts";
import { type TestS3rver, startS3rver } from "../../../test/s3rver.ts";
import { buildApp } from "../../app.ts";
import type { Config } from "../../config.ts";
import { sourceAt } from "./source-location.ts";

// Issue 20: an API process and a worker on machines that share no disk (two apps, two DATA_DIRs,
// one database, one bucket on s3rver, which knows the key id S3RVER but does not verify SigV4
// signatures: ADR 0050). An upload through the admin's routes goes into the bucket and leaves the
// API's disk; the worker downloads it, transcodes it and drops its download; the object stays for
// a remade rendition, which another worker makes from the folder in the bucket (its own disk has
// none of it); the replaced folder leaves the bucket and no worker keeps a transcoded folder.
const { mediaAssets, mediaJobs, titles } = schema;
const BUCKET = "tazama-sources";
const work = mkdtempSync(path.join(tmpdir(), "tazama-s3-sources-"));
let s3: TestS3rver;
let database: Database;
let api: FastifyInstance;
let worker: FastifyInstance;
/** A second worker, started after the first one stops (a remade rendition on another machine). */
let other: FastifyInstance | undefined;
let apiConfig: Config;
let workerConfig: Config;
let otherConfig: Config;
let admin: TestUser;
let clip: Buffer;
let ref = "";

const tus = (headers: Record<string, string>) => ({
  "tus-resumable": "1.0.0",
  cookie: admin.cookie,
  ...headers,
});
const b64 = (value: string) => Buffer.from(value).toString("base64");

/** The admin console's way: a tus upload, created then sent in two parts. */
async function uploadResumably(meta: Record<string, string>, body: Buffer): Promise<string> {
  const created = await api.inject({
    method: "POST",
    url: "/api/v1/admin/uploads",
    headers: tus({
      "upload-length": String(body.length),
      "upload-metadata": Object.entries(meta)
        .map(([k, v]) => `${k} ${b64(v)}`)
        .join(","),
    }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const location = String(created.headers.location);
  const half = Math.floor(body.length / 2);
  for (const [offset, part] of [
    [0, body.subarray(0, half)],
    [half, body.subarray(half)],
  ] as const) {
    const sent = await api.inject({
      method: "PATCH",
      url: location,
      payload: part,
      headers: tus({
        "upload-offset": String(offset),
        "content-type": "application/offset+octet-stream",
      }),
    });
    expect(sent.statusCode, sent.body).toBe(204);
  }
  return path.basename(location);
}

const assetOf = async (kind: "main" | "trailer") => {
  const [row] = await database.db
    .select({ id: mediaAssets.id, sourcePath: mediaAssets.sourcePath })
    .from(mediaAssets)
    .innerJoin(titles, eq(titles.id, mediaAssets.titleId))
    .where(and(eq(titles.ref, ref), eq(mediaAssets.kind, kind)));
  return row!;
};
/** The source's key in the bucket, from the source_path column. */
const keyOf = (column: string) => {
  const source = sourceAt(column);
  if (source.kind !== "object") throw new Error(`not in the bucket: ${column}`);
  return source.key;
};
const jobRow = async (id: string) =>
  (await database.db.select().from(mediaJobs).where(eq(mediaJobs.id, id)))[0]!;
const jobsOf = async (assetId: string) =>
  database.db.select().from(mediaJobs).where(eq(mediaJobs.assetId, assetId));

/** A job is ready before its poster frames are made from the download, which goes after. */
const AFTER_POSTER_FRAMES = { timeout: 30_000, interval: 100 };

/** A worker's downloaded sources in its scratch folder. */
const downloads = async (config = workerConfig) =>
  (await filesUnder(path.join(config.dataDir, "tmp", "transcode"))).filter((name) =>
    name.startsWith("source-"),
  );
const storageKeyOf = async (assetId: string) =>
  (
    await database.db
      .select({ storageKey: mediaAssets.storageKey })
      .from(mediaAssets)
      .where(eq(mediaAssets.id, assetId))
  )[0]!.storageKey;

beforeAll(async () => {
  s3 = await startS3rver(work, BUCKET);
  database = await openTestDatabase();
  await seedCatalogue(database.db);
  const site = { work, bucket: BUCKET, endpoint: s3.endpoint };
  apiConfig = { ...bucketConfig({ ...site, name: "api" }), roles: { api: true, worker: false } };
  workerConfig = {
    ...bucketConfig({ ...site, name: "worker" }),
    roles: { api: false, worker: true },
  };
  otherConfig = { ...bucketConfig({ ...site, name: "other" }), roles: workerConfig.roles };
  // One after the other: two apps readying at once on an empty search index both rebuild it,
  // and on PostgreSQL the second rebuild's insert collides with the first.
  api = await buildApp({ config: apiConfig, database, logger: false });
  await api.ready();
  worker = await buildApp({ config: workerConfig, database, logger: false });
  await worker.ready();
  const source = path.join(work, "clip.mp4");
  await makeSourceVideo(source, { title: "Bucket source", durationS: 4, width: 320, height: 180 });
  clip = await readFile(source);
  admin = await createTestUser(api, database, { role: "admin" });
  const [title] = await database.db
    .select({ ref: titles.ref })
    .from(titles)
    .orderBy(asc(titles.id))
    .limit(1);
  ref = title!.ref;
}, 120_000);

afterAll(async () => {
  await worker.close();
  await other?.close();
  await api.close();
  await database.close();
  await s3.close();
  await rm(work, { recursive: true, force: true });
});

describe("uploaded sources through the bucket (S3 mode, API and worker apart)", () => {
  it("the API puts an accepted upload into the bucket and keeps none of it on its disk", async () => {
    const uploadId = await uploadResumably({ ref, kind: "main", filename: "Safari Cut.MP4" }, clip);
    const form = multipartForm(
      { ref, kind: "trailer" },
      { name: "teaser.mp4", data: clip, contentType: "video/mp4" },
    );
    const posted = await api.inject({
      method: "POST",
      url: "/api/v1/admin/media",
      payload: form.payload,
      headers: { ...form.headers, cookie: admin.cookie },
    });
    expect(posted.statusCode, posted.body).toBe(202);

    for (const kind of ["main", "trailer"] as const) {
      const asset = await assetOf(kind);
      const key = keyOf(asset.sourcePath);
      expect(key).toMatch(new RegExp(`^sources/${asset.id}/[0-9a-f-]{36}\\.mp4$`));
      expect((await api.storage.read(key))?.equals(clip)).toBe(true);
      expect((await jobsOf(asset.id)).map((j) => j.sourcePath)).toEqual([asset.sourcePath]);
    }
    // Neither the tus file (nor its record) nor the one-request upload is left on the API's disk.
    expect(await filesUnder(path.join(apiConfig.dataDir, "uploads"))).toEqual([]);
    const head = await api.inject({
      method: "HEAD",
      url: `/api/v1/admin/uploads/${uploadId}`,
      headers: tus({}),
    });
    expect(head.statusCode).toBe(404);
  }, 60_000);

  it("a worker with a disk of its own downloads the source, transcodes it, drops the download", async () => {
    const main = await assetOf("main");
    const trailer = await assetOf("trailer");
    const reads = vi.spyOn(worker.storage, "readRange");
    expect(await worker.ingest.startWorkers()).toBe(true);
    expect(await waitForAssets(database, [main.id, trailer.id])).toEqual(["ready", "ready"]);
    const key = keyOf(main.sourcePath);
    expect(reads).toHaveBeenCalledWith(key, 0, clip.length - 1);
    await vi.waitFor(async () => {
      expect(await downloads()).toEqual([]);
    }, AFTER_POSTER_FRAMES);
    // Kept after the transcode: a remade rendition or a Retry reads it again.
    expect(await worker.storage.size(key)).toBe(clip.length);
    // The transcoded folders are in the bucket, and only there.
    expect(await worker.streaming.hasFolder(await storageKeyOf(main.id))).toBe(true);
    expect(await filesUnder(workerConfig.mediaDir)).toEqual([]);
    expect((await jobsOf(main.id))[0]).toMatchObject({ status: "ready", attempts: 1 });
  }, 120_000);

  it("another worker remakes a rendition from the bucket's folder and the kept source; the old folder leaves the bucket", async () => {
    const main = await assetOf("main");
    const before = await storageKeyOf(main.id);
    const objectsBefore = await api.storage.list(`${before}/`);
    // The first worker stops; a second one, whose disk never saw this video, takes the job.
    await worker.close();
    other = await buildApp({ config: otherConfig, database, logger: false });
    await other.ready();
    expect(await other.ingest.startWorkers()).toBe(true);
    const call = (url: string) =>
      api.inject({ method: "POST", url, headers: { cookie: admin.cookie } });
    const rerun = await call(`/api/v1/admin/media/${main.id}/renditions/144p/rerun`);
    expect(rerun.statusCode, rerun.body).toBe(202);
    const rerunId = rerun.json<MediaJob>().id;
    await vi.waitFor(
      async () => {
        expect((await jobRow(rerunId)).status).toBe("ready");
      },
      { timeout: 90_000, interval: 200 },
    );
    const after = await storageKeyOf(main.id);
    expect(after).not.toBe(before);
    const objectsAfter = (await api.storage.list(`${after}/`)).map((k) => k.slice(after.length));
    // The same files (the other renditions copied, 144p made again) under the new folder.
    expect(objectsAfter.sort()).toEqual(objectsBefore.map((k) => k.slice(before.length)).sort());
    expect((await api.storage.read(`by-asset/${main.id}`))?.toString()).toBe(after);
    // Nothing plays the old folder any more: it left the bucket. No copy stays on the worker.
    await vi.waitFor(async () => {
      expect(await api.storage.list(`${before}/`)).toEqual([]);
    });
    await vi.waitFor(async () => {
      expect(await downloads(otherConfig)).toEqual([]);
    }, AFTER_POSTER_FRAMES);
    expect(await filesUnder(otherConfig.mediaDir)).toEqual([]);
    expect(await filesUnder(path.join(otherConfig.dataDir, "tmp", "transcode"))).toEqual([]);

    const key = keyOf(main.sourcePath);
    await api.storage.delete(key);
    const refused = await call(`/api/v1/admin/media/${main.id}/renditions/144p/rerun`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiError>().error.code).toBe("media/source-gone");
    // A job of that source (not queued, so that no worker races this direct run) fails for good.
    const [orphan] = await database.db
      .insert(mediaJobs)
      .values({
        assetId: main.id,
        action: "transcode",
        sourcePath: main.sourcePath,
        storageKey: crypto.randomUUID(),
      })
      .returning();
    await expect(
      other.ingest.service.process({ assetId: main.id, jobId: orphan!.id }),
    ).resolves.toEqual({ assetId: main.id, status: "failed" });
    const failed = await jobRow(orphan!.id);
    expect(failed).toMatchObject({ status: "failed", attempts: 1 });
    expect(failed.failureReason).toMatch(/does not exist/);
    expect(await downloads(otherConfig)).toEqual([]);
    const retry = await call(`/api/v1/admin/media/jobs/${orphan!.id}/retry`);
    expect(retry.statusCode).toBe(409);
    expect(retry.json<ApiError>().error.code).toBe("media/source-gone");
  }, 120_000);
});
