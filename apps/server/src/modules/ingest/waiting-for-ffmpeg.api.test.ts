import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Database, schema, seedCatalogue } from "@tazama/db";
import { openTestDatabase } from "@tazama/db/testing";
import { runTool } from "@tazama/media";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitForAssets } from "../../../test/factories/media-asset.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";

const { mediaAssets, titles } = schema;

// Its own database: a worker of another file in this test worker must not take the job.
let database: Database;
let dataDir: string;
let source: string;
const lines: string[] = [];

function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    ...env,
  });
  return buildApp({
    config,
    database,
    logger: { level: "warn", stream: { write: (line: string) => lines.push(line) } },
  });
}

async function statusOf(id: string) {
  const [row] = await database.db
    .select({ status: mediaAssets.status })
    .from(mediaAssets)
    .where(eq(mediaAssets.id, id));
  return row?.status;
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedCatalogue(database.db);
  dataDir = await mkdtemp(path.join(tmpdir(), "tazama-media-waiting-"));
  source = path.join(dataDir, "tiny.mp4");
  await runTool("ffmpeg", [
    "-v",
    "error",
    "-f",
    "lavfi",
    "-i",
    "testsrc2=d=2:s=160x90:r=24",
    "-f",
    "lavfi",
    "-i",
    "sine=d=2",
    "-shortest",
    source,
  ]);
});

afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("the media worker without ffmpeg", () => {
  it("leaves a queued video queued, says so once, and transcodes it at a start with ffmpeg", async () => {
    const [title] = await database.db
      .select({ ref: titles.ref })
      .from(titles)
      .where(eq(titles.isFree, false))
      .limit(1);
    // ffprobe is there (the upload's type check passes), ffmpeg is not.
    const without = await appWith({ FFMPEG_PATH: "/nonexistent/ffmpeg" });
    await without.ready();
    const asset = await without.ingest.service.ingest({
      sourcePath: source,
      titleRef: title!.ref,
      kind: "main",
    });
    await expect(without.ingest.startWorkers()).rejects.toThrow(
      /Video transcoding needs ffmpeg \(FFMPEG_PATH=\/nonexistent\/ffmpeg\)/,
    );
    expect(await without.ingest.startWorkers({ orWait: true })).toBe(false);
    expect(await without.ingest.startWorkers({ orWait: true })).toBe(false);
    const waiting = lines.filter((l) => l.includes("Video is waiting for ffmpeg: "));
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toContain("FFMPEG_PATH=/nonexistent/ffmpeg");
    const ready = await without.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: "ok",
      notes: [expect.stringMatching(/^video: waiting for ffmpeg \(FFMPEG_PATH=\/nonexistent/)],
    });
    expect(await statusOf(asset.id)).toBe("queued");
    const { rows: jobs } = await database.raw.query<{ state: string }>(
      "select state from pgboss.job where name = 'media-transcode'",
    );
    expect(jobs.map((j) => j.state)).toEqual(["created"]);
    await without.close();
    expect(await statusOf(asset.id)).toBe("queued");

    // The next start, with ffmpeg: the queued job runs.
    const withFfmpeg = await appWith({});
    await withFfmpeg.ready();
    try {
      expect(await withFfmpeg.ingest.startWorkers({ orWait: true })).toBe(true);
      expect(await waitForAssets(database, [asset.id])).toEqual(["ready"]);
      expect((await withFfmpeg.inject({ url: "/readyz" })).json()).toEqual({ status: "ok" });
    } finally {
      await withFfmpeg.close();
    }
  }, 120_000);
});
