import { access, chmod, mkdir, mkdtemp, readFile, readlink, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Database, schema, seedCatalogue } from "@tazama/db";
import { openTestDatabase } from "@tazama/db/testing";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO_SOURCES, type DemoMediaDeps, seedDemoMedia } from "./demo-media.ts";
import { linkAsset } from "../streaming/streaming.public.ts";
import { createIngestRepository } from "./ingest.repository.ts";

const { mediaAssets, titles } = schema;

// Its own database: the demo seed looks at every asset, and other files of this worker add some.
let database: Database;
let dir: string;
let enqueued: string[];
let allTitles: { id: number; ref: string; isFree: boolean }[];

const demoKeys = DEMO_SOURCES.map((s) => s.storageKey) as string[];
const renditions = [
  {
    name: "144p",
    height: 144,
    width: 256,
    bandwidth: 200_000,
    averageBandwidth: 150_000,
    bytes: 50_000,
    durationS: 30,
    codecs: "avc1.42c00c,mp4a.40.2",
  },
];

beforeAll(async () => {
  database = await openTestDatabase();
  await seedCatalogue(database.db);
  allTitles = await database.db
    .select({ id: titles.id, ref: titles.ref, isFree: titles.isFree })
    .from(titles)
    .orderBy(asc(titles.id));
});

afterAll(async () => {
  await database.close();
});

beforeEach(async () => {
  await database.db.delete(mediaAssets);
  dir = await mkdtemp(path.join(tmpdir(), "tazama-demo-media-"));
  enqueued = [];
  return () => rm(dir, { recursive: true, force: true });
});

function deps(overrides: Partial<DemoMediaDeps> = {}): DemoMediaDeps {
  return {
    repository: createIngestRepository(database.db),
    demoDir: path.join(dir, "demo-media"),
    metaDir: path.join(dir, "media-meta"),
    // As the local store answers it: the folder's master playlist is on disk.
    hasFolder: (storageKey) => exists(path.join(dir, "media", storageKey, "master.m3u8")),
    fontFile: path.join(dir, "unused.woff"),
    ffmpeg: "/nonexistent/ffmpeg",
    canTranscode: true,
    enqueueTranscode: async (assetId) => {
      enqueued.push(assetId);
    },
    // As streaming's publish does with the local store: a link per ready asset of the folder.
    publish: async (storageKey) => {
      const rows = await createIngestRepository(database.db).listAssetFolders(storageKey);
      for (const row of rows) {
        if (row.status === "ready") await linkAsset(path.join(dir, "media"), row.id, storageKey);
      }
    },
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    ...overrides,
  };
}

/** A data dir where the three synthetic folders were transcoded (as after a first start). */
async function transcodedFolders() {
  for (const key of demoKeys) {
    await mkdir(path.join(dir, "media", key), { recursive: true });
    await writeFile(path.join(dir, "media", key, "master.m3u8"), `#EXTM3U ${key}`);
    await mkdir(path.join(dir, "media-meta"), { recursive: true });
    await writeFile(
      path.join(dir, "media-meta", `${key}.json`),
      JSON.stringify({ renditions, durationS: 30 }),
    );
  }
}

/** A stand-in ffmpeg that writes its output file (the last argument) and nothing else. */
async function stubFfmpeg(): Promise<string> {
  const file = path.join(dir, "ffmpeg-stub.sh");
  await writeFile(file, '#!/bin/sh\nfor last; do :; done\n: > "$last"\n');
  await chmod(file, 0o755);
  return file;
}

const assets = () => database.db.select().from(mediaAssets);
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe("demo media", () => {
  it("gives every title, paid ones too, a ready main video sharing a synthetic folder", async () => {
    await transcodedFolders();
    const result = await seedDemoMedia(deps());
    expect(result).toEqual({ queued: 0, linked: allTitles.length * 2, waiting: 0 });
    const rows = await assets();
    expect(rows).toHaveLength(allTitles.length * 2);
    const paid = allTitles.find((t) => t.ref === "oshodi-overtime")!;
    expect(paid.isFree).toBe(false);
    const main = rows.find((r) => r.titleId === paid.id && r.kind === "main")!;
    const trailer = rows.find((r) => r.titleId === paid.id && r.kind === "trailer")!;
    expect(main).toMatchObject({ status: "ready", durationS: 30, renditions });
    expect(demoKeys).toContain(main.storageKey);
    // Linked, not transcoded again: the main video is the synthetic folder's files.
    const byAsset = (id: string) => path.join(dir, "media", "by-asset", id);
    expect(await readlink(byAsset(main.id))).toBe(`../${main.storageKey}`);
    expect(await readFile(path.join(byAsset(main.id), "master.m3u8"), "utf8")).toBe(
      `#EXTM3U ${main.storageKey}`,
    );
    expect(main.storageKey).toBe(trailer.storageKey);
    expect(enqueued).toEqual([]);

    // Idempotent across restarts.
    expect(await seedDemoMedia(deps())).toEqual({ queued: 0, linked: 0, waiting: 0 });
    expect(await assets()).toHaveLength(allTitles.length * 2);
  });

  it("completes a data dir of the older version, where only free titles had a main video", async () => {
    await transcodedFolders();
    const repository = createIngestRepository(database.db);
    await repository.insertAssets(
      allTitles.flatMap((t, i) => {
        const base = {
          titleId: t.id,
          sourcePath: "/old/source.mp4",
          storageKey: demoKeys[i % demoKeys.length]!,
          keyHex: "00".repeat(16),
          status: "ready" as const,
          renditions,
          durationS: 30,
        };
        return [
          { ...base, kind: "trailer" as const },
          ...(t.isFree ? [{ ...base, kind: "main" as const }] : []),
        ];
      }),
    );
    const paidCount = allTitles.filter((t) => !t.isFree).length;
    expect(paidCount).toBeGreaterThan(0);
    const result = await seedDemoMedia(deps());
    expect(result).toEqual({ queued: 0, linked: paidCount, waiting: 0 });
    const mains = (await assets()).filter((r) => r.kind === "main");
    expect(mains).toHaveLength(allTitles.length);
    for (const main of mains) expect(main.status).toBe("ready");
  });

  it("without ffmpeg records the videos as queued; a start with ffmpeg makes the sources and queues one transcode each", async () => {
    const waiting = await seedDemoMedia(deps({ canTranscode: false }));
    expect(waiting).toEqual({ queued: 0, linked: 0, waiting: DEMO_SOURCES.length });
    const rows = await assets();
    expect(rows).toHaveLength(allTitles.length * 2);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(["queued"]));
    expect(enqueued).toEqual([]);
    expect(await exists(path.join(dir, "demo-media", "demo-1.mp4"))).toBe(false);

    const ffmpeg = await stubFfmpeg();
    expect(await seedDemoMedia(deps({ ffmpeg }))).toEqual({
      queued: DEMO_SOURCES.length,
      linked: 0,
      waiting: 0,
    });
    const byId = new Map(rows.map((r) => [r.id, r.storageKey]));
    expect(enqueued.map((id) => byId.get(id)).sort()).toEqual([...demoKeys].sort());
    for (const key of demoKeys) {
      expect(await exists(path.join(dir, "demo-media", `${key}.mp4`))).toBe(true);
    }
    // The next start finds the sources made (their transcodes queued): nothing more to do.
    expect(await seedDemoMedia(deps({ ffmpeg }))).toEqual({ queued: 0, linked: 0, waiting: 0 });
    expect(enqueued).toHaveLength(DEMO_SOURCES.length);
  });

  it("queues the transcode of a source left on disk when the database has no record of it", async () => {
    const ffmpeg = await stubFfmpeg();
    await seedDemoMedia(deps({ ffmpeg }));
    expect(enqueued).toHaveLength(DEMO_SOURCES.length);
    // A new database over the same data dir (the sources stay, no transcode ever finished).
    await database.db.delete(mediaAssets);
    enqueued = [];
    expect(await seedDemoMedia(deps({ ffmpeg }))).toEqual({
      queued: DEMO_SOURCES.length,
      linked: 0,
      waiting: 0,
    });
    const byId = new Map((await assets()).map((r) => [r.id, r.storageKey]));
    expect(enqueued.map((id) => byId.get(id)).sort()).toEqual([...demoKeys].sort());
  });

  it("leaves a database whose media are all someone else's alone", async () => {
    await createIngestRepository(database.db).insertAssets([
      {
        titleId: allTitles[0]!.id,
        kind: "main",
        sourcePath: "/films/own.mp4",
        storageKey: "own-upload",
        keyHex: "00".repeat(16),
      },
    ]);
    expect(await seedDemoMedia(deps())).toEqual({ queued: 0, linked: 0, waiting: 0 });
    expect((await assets()).map((r) => r.storageKey)).toEqual(["own-upload"]);
  });
});
