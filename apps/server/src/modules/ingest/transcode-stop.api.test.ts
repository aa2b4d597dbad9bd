import { chmod, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Database, schema, seedCatalogue } from "@tazama/db";
import { openTestDatabase } from "@tazama/db/testing";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { makeSourceVideo } from "../../../test/factories/media-asset.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";

// A worker that stops (a deploy, a scale-down) while ffmpeg runs hands the job back to the queue
// at once, instead of being cut off at the end of the shutdown grace and retried as a failure.
const { mediaAssets, mediaJobs, titles } = schema;

// Its own database: no worker of another test file takes the job.
let database: Database;
let dataDir: string;
let app: FastifyInstance;
let marker: string;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedCatalogue(database.db);
  dataDir = await mkdtemp(path.join(tmpdir(), "tazama-transcode-stop-"));
  marker = path.join(dataDir, "ffmpeg-started");
  // ffmpeg as a long transcode: says it started, then runs until it is stopped.
  const ffmpeg = path.join(dataDir, "slow-ffmpeg.sh");
  await writeFile(ffmpeg, `#!/bin/sh\necho "$$" > "${marker}"\nexec sleep 120\n`);
  await chmod(ffmpeg, 0o755);
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    LOG_LEVEL: "silent",
    FFMPEG_PATH: ffmpeg,
  });
  app = await buildApp({ config, database, logger: false });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("a worker that stops during a transcode", () => {
  it("stops ffmpeg, puts the job back in the queue without counting the attempt, and keeps nothing", async () => {
    const [title] = await database.db.select({ ref: titles.ref }).from(titles).limit(1);
    const source = path.join(dataDir, "clip.mp4");
    await makeSourceVideo(source, { title: "Stop", durationS: 2, width: 160, height: 90 });
    const asset = await app.ingest.service.ingest({
      sourcePath: source,
      titleRef: title!.ref,
      kind: "main",
    });
    const [job] = await database.db.select().from(mediaJobs).where(eq(mediaJobs.assetId, asset.id));
    const queued = await database.raw.query<{ count: number }>(
      "select count(*)::int as count from pgboss.job where name = 'media-transcode'",
    );

    const stopping = new AbortController();
    const running = app.ingest.service.process(
      { assetId: asset.id, jobId: job!.id },
      stopping.signal,
    );
    await vi.waitFor(() => readFile(marker, "utf8"), { timeout: 30_000, interval: 50 });
    const [during] = await database.db.select().from(mediaJobs).where(eq(mediaJobs.id, job!.id));
    expect(during).toMatchObject({ status: "running", attempts: 1 });

    stopping.abort();
    await expect(running).resolves.toEqual({ assetId: asset.id, status: "queued" });
    const [after] = await database.db.select().from(mediaJobs).where(eq(mediaJobs.id, job!.id));
    expect(after).toMatchObject({ status: "queued", attempts: 0, failureReason: null });
    const [assetAfter] = await database.db
      .select({ status: mediaAssets.status })
      .from(mediaAssets)
      .where(eq(mediaAssets.id, asset.id));
    expect(assetAfter!.status).toBe("queued");
    // Queued again for any worker: one more queue job than before.
    const now = await database.raw.query<{ count: number }>(
      "select count(*)::int as count from pgboss.job where name = 'media-transcode'",
    );
    expect(now.rows[0]!.count).toBe(queued.rows[0]!.count + 1);
    // The half-made transcode left nothing behind.
    const media = await readdir(path.join(dataDir, "media")).catch(() => []);
    expect(media.filter((name) => name !== "by-asset")).toEqual([]);
    expect(
      (await readdir(path.join(dataDir, "tmp", "transcode")).catch(() => [])).filter(
        (name) => !name.startsWith("."),
      ),
    ).toEqual([]);
  }, 60_000);
});
