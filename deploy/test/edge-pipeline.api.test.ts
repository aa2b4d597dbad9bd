// Issue 20 end to end: an API process and a worker process with their own DATA_DIRs (nothing
// shared but the database and the bucket), nginx in front of the API with media from the bucket
// (ADR 0051). An admin uploads a video through the edge → the worker transcodes it → its files
// and pointer are in the bucket → a viewer plays it through the edge (grant, playlists, key, a
// segment that decrypts),
// and the edge answers the token matrix. The bucket is s3rver behind a stand-in that checks the
// edge's SigV4 signatures with the AWS SDK's signer (verifying-bucket.ts).
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync } from "node:fs";
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { streamGrantSchema } from "@tazama/contracts";
import { type Database, schema, seedCatalogue } from "@tazama/db";
import { openTestDatabase } from "@tazama/db/testing";
import { decryptSegment, parseMediaPlaylist, signMediaToken } from "@tazama/media";
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../apps/server/src/app.ts";
import type { Config } from "../../apps/server/src/config.ts";
import { createTestUser } from "../../apps/server/test/accounts.ts";
import { bucketConfig } from "../../apps/server/test/bucket-app.ts";
import { makeSourceVideo, waitForAssets } from "../../apps/server/test/factories/media-asset.ts";
import { multipartForm } from "../../apps/server/test/multipart.ts";
import { S3RVER_KEYS, type TestS3rver, startS3rver } from "../../apps/server/test/s3rver.ts";
import { freePort, renderEdgeConfig, startNginx, stopNginx } from "../edge-process.ts";
import { type VerifyingBucket, startVerifyingBucket } from "./verifying-bucket.ts";

const BUCKET = "tazama-edge-pipeline";
const SECRET = randomBytes(32).toString("base64url");
const work = mkdtempSync(path.join(tmpdir(), "tazama-edge-pipeline-"));

let s3: TestS3rver;
let privateBucket: VerifyingBucket;
let database: Database;
let api: FastifyInstance;
let worker: FastifyInstance;
let apiConfig: Config;
let nginx: ChildProcess;
let edge = "";
let assetId = "";
let ref = "";

const processConfig = (name: string): Config =>
  bucketConfig({
    work,
    name,
    bucket: BUCKET,
    endpoint: s3.endpoint,
    env: { AUTH_SECRET: SECRET, MEDIA_TOKEN_SECRET: SECRET, TRUST_PROXY: "true" },
  });

beforeAll(async () => {
  s3 = await startS3rver(work, BUCKET);
  privateBucket = await startVerifyingBucket(s3.endpoint, {
    accessKeyId: S3RVER_KEYS.S3_ACCESS_KEY_ID,
    secretAccessKey: S3RVER_KEYS.S3_SECRET_ACCESS_KEY,
  });
  database = await openTestDatabase();
  await seedCatalogue(database.db);
  apiConfig = processConfig("api");
  api = await buildApp({ config: apiConfig, database, logger: false });
  await api.listen({ port: 0, host: "127.0.0.1" });
  worker = await buildApp({ config: processConfig("worker"), database, logger: false });
  await worker.ready();

  const port = await freePort();
  const prefix = path.join(work, "edge");
  await mkdir(prefix, { recursive: true });
  const address = api.server.address();
  if (!address || typeof address !== "object") throw new Error("no API port");
  await writeFile(
    path.join(prefix, "nginx.conf"),
    renderEdgeConfig({
      prefix,
      port,
      upstream: `127.0.0.1:${address.port}`,
      mediaRoot: path.join(work, "no-media-folder"),
      mediaStore: { url: `s3://${BUCKET}/site`, endpoint: privateBucket.endpoint },
    }),
  );
  nginx = await startNginx(prefix, path.join(prefix, "nginx.conf"), port, SECRET, S3RVER_KEYS);
  edge = `http://127.0.0.1:${port}`;

  const [free] = await database.db
    .select({ ref: schema.titles.ref })
    .from(schema.titles)
    .where(eq(schema.titles.isFree, true))
    .orderBy(asc(schema.titles.id))
    .limit(1);
  ref = free!.ref;
  // An admin uploads the video through the edge to an API process, which keeps it in the
  // bucket; the worker, on its own disk, fetches it, transcodes and publishes into the bucket.
  const source = path.join(work, "upload.mp4");
  await makeSourceVideo(source, { title: "Edge clip", durationS: 4, width: 320, height: 180 });
  const admin = await createTestUser(api, database, { role: "admin" });
  const form = multipartForm(
    { ref, kind: "main" },
    { name: "edge-clip.mp4", data: await readFile(source), contentType: "video/mp4" },
  );
  const uploaded = await fetch(`${edge}/api/v1/admin/media`, {
    method: "POST",
    headers: { ...form.headers, cookie: admin.cookie },
    body: form.payload,
  });
  expect(uploaded.status).toBe(202);
  assetId = ((await uploaded.json()) as { assetId: string }).assetId;
  await worker.ingest.startWorkers();
  expect(await waitForAssets(database, [assetId])).toEqual(["ready"]);
}, 180_000);

afterAll(async () => {
  await stopNginx(nginx);
  await worker.close();
  await api.close();
  await database.close();
  await privateBucket.close();
  await s3.close();
  await rm(work, { recursive: true, force: true });
});

const viaEdge = (url: string, init?: RequestInit) => fetch(`${edge}${url}`, init);
const codeOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string } }).error.code;

describe("a video from the worker, played through the edge from the bucket", () => {
  it("plays: grant, playlists and a segment from the bucket via the edge, the key from the API", async () => {
    const granted = await viaEdge("/api/v1/content/stream/request", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ref, kind: "main" }),
    });
    expect(granted.status).toBe(200);
    const grant = streamGrantSchema.parse(await granted.json());
    const base = grant.manifestUrl.replace(/master\.m3u8$/, "");

    const master = await viaEdge(grant.manifestUrl);
    expect(master.status).toBe(200);
    expect(master.headers.get("content-type")).toBe("application/vnd.apple.mpegurl");
    expect(await master.text()).toContain("144p/index.m3u8");
    const playlist = await viaEdge(`${base}144p/index.m3u8`);
    const { segments } = parseMediaPlaylist(await playlist.text());
    const key = Buffer.from(await (await viaEdge(`${base}key`)).arrayBuffer());
    expect(key.length).toBe(16);

    const first = await viaEdge(`${base}144p/${segments[0]!.uri}`);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-tazama-edge-cache")).toBe("MISS");
    const clear = decryptSegment(Buffer.from(await first.arrayBuffer()), key, 0);
    expect(clear.subarray(4, 8).toString("latin1")).toMatch(/moof|styp/);
    const again = await viaEdge(`${base}144p/${segments[0]!.uri}`);
    expect(again.headers.get("x-tazama-edge-cache")).toBe("HIT");
    expect(privateBucket.refused()).toBe(0);

    // The API process never held the media: its disk has no folder of it, and no links.
    const apiMedia = apiConfig.mediaDir;
    const held = existsSync(apiMedia) ? await readdir(apiMedia) : [];
    expect(held).toEqual([]);
  });

  it("answers the token matrix at the edge", async () => {
    const nowS = Math.floor(Date.now() / 1000);
    const sign = (asset: string, expiresAt: number, secret = SECRET) =>
      signMediaToken(secret, { assetId: asset, user: "anonymous", expiresAt });
    const other = "7f1f1c9e-0000-4c8e-9a51-2f0d1f1a7c22";
    const cases: [string, number, string][] = [
      [`/media/${assetId}/master.m3u8`, 401, "media/token-missing"],
      [`/media/${assetId}/${sign(other, nowS + 600)}/master.m3u8`, 403, "media/token-invalid"],
      [
        `/media/${assetId}/${sign(assetId, nowS + 600, randomBytes(32).toString("base64url"))}/master.m3u8`,
        403,
        "media/token-invalid",
      ],
      [`/media/${assetId}/${sign(assetId, nowS - 5)}/master.m3u8`, 403, "media/token-expired"],
      [`/media/${assetId}/${sign(assetId, nowS + 600)}/144p/seg_9999.m4s`, 404, "media/not-found"],
      // A valid token for an asset that has no pointer (not ready): nothing.
      [`/media/${other}/${sign(other, nowS + 600)}/master.m3u8`, 404, "media/not-found"],
    ];
    for (const [url, status, code] of cases) {
      const res = await viaEdge(url);
      expect({ url, status: res.status }).toEqual({ url, status });
      expect(await codeOf(res)).toBe(code);
    }
  });
});
