import { access, chmod, mkdir, mkdtemp, readFile, readlink, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Database, schema, seedCatalogue } from "@tazama/db";
import { openTestDatabase } from "@tazama/db/testing";
import { loopFolder } from "@tazama/media";
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

/** A folder's per-title ladder as its transcode recorded it (ADR 0077). */
const ladder = [
  {
    name: "144p",
    height: 144,
    videoBitrate: 61_000,
    fixedVideoBitrate: 144_000,
    targetSsim: 0.984,
    ssim: 0.9921,
  },
];

/** A data dir where the three synthetic folders were transcoded (as after a first start). */
async function transcodedFolders(durationS = 30) {
  for (const key of demoKeys) {
    await mkdir(path.join(dir, "media", key), { recursive: true });
    await writeFile(path.join(dir, "media", key, "master.m3u8"), `#EXTM3U ${key}`);
    await mkdir(path.join(dir, "media-meta"), { recursive: true });
    await writeFile(
      path.join(dir, "media-meta", `${key}.json`),
      JSON.stringify({ renditions, durationS, ladder }),
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
    expect(result).toMatchObject({ queued: 0, linked: allTitles.length * 2, waiting: 0 });
    const rows = await assets();
    expect(rows).toHaveLength(allTitles.length * 2);
    const paid = allTitles.find((t) => t.ref === "oshodi-overtime")!;
    expect(paid.isFree).toBe(false);
    const main = rows.find((r) => r.titleId === paid.id && r.kind === "main")!;
    const trailer = rows.find((r) => r.titleId === paid.id && r.kind === "trailer")!;
    expect(main).toMatchObject({ status: "ready", durationS: 30, renditions, ladder });
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
    expect(await seedDemoMedia(deps())).toMatchObject({ queued: 0, linked: 0, waiting: 0 });
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
    expect(result).toMatchObject({ queued: 0, linked: paidCount, waiting: 0 });
    const mains = (await assets()).filter((r) => r.kind === "main");
    expect(mains).toHaveLength(allTitles.length);
    for (const main of mains) expect(main.status).toBe("ready");
  });

  it("without ffmpeg records the videos as queued; a start with ffmpeg makes the sources and queues one transcode each", async () => {
    const waiting = await seedDemoMedia(deps({ canTranscode: false }));
    expect(waiting).toMatchObject({ queued: 0, linked: 0, waiting: DEMO_SOURCES.length });
    const rows = await assets();
    expect(rows).toHaveLength(allTitles.length * 2);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(["queued"]));
    expect(enqueued).toEqual([]);
    expect(await exists(path.join(dir, "demo-media", "demo-1.mp4"))).toBe(false);

    const ffmpeg = await stubFfmpeg();
    expect(await seedDemoMedia(deps({ ffmpeg }))).toMatchObject({
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
    expect(await seedDemoMedia(deps({ ffmpeg }))).toMatchObject({
      queued: 0,
      linked: 0,
      waiting: 0,
    });
    expect(enqueued).toHaveLength(DEMO_SOURCES.length);
  });

  it("queues the transcode of a source left on disk when the database has no record of it", async () => {
    const ffmpeg = await stubFfmpeg();
    await seedDemoMedia(deps({ ffmpeg }));
    expect(enqueued).toHaveLength(DEMO_SOURCES.length);
    // A new database over the same data dir (the sources stay, no transcode ever finished).
    await database.db.delete(mediaAssets);
    enqueued = [];
    expect(await seedDemoMedia(deps({ ffmpeg }))).toMatchObject({
      queued: DEMO_SOURCES.length,
      linked: 0,
      waiting: 0,
    });
    const byId = new Map((await assets()).map((r) => [r.id, r.storageKey]));
    expect(enqueued.map((id) => byId.get(id)).sort()).toEqual([...demoKeys].sort());
  });

  it("gives each title the running time its demo folder plays: as planned, then as measured", async () => {
    const durations = async () =>
      new Map(
        (await database.db.select({ id: titles.id, s: titles.durationS }).from(titles)).map((r) => [
          r.id,
          r.s,
        ]),
      );
    // The catalogue's notional running times (earlier tests' starts changed them).
    await database.db.update(titles).set({ durationS: 6240 });
    let retimed = 0;
    const result = await seedDemoMedia(
      deps({
        canTranscode: false,
        retimed: async () => {
          retimed += 1;
        },
      }),
    );
    expect(result.retimed).toBe(allTitles.length);
    expect(retimed).toBe(1);
    const planned = await durations();
    const mains = (await assets()).filter((r) => r.kind === "main");
    expect(mains).toHaveLength(allTitles.length);
    for (const main of mains) {
      const demo = DEMO_SOURCES.find((s) => s.storageKey === main.storageKey)!;
      // Minutes, not the 30 s clip: 10, 8 or 12 minutes.
      expect(planned.get(main.titleId)).toBe(demo.durationS * demo.repeats);
      expect(demo.durationS * demo.repeats).toBeGreaterThanOrEqual(8 * 60);
    }
    expect(new Set(planned.values()).size).toBe(DEMO_SOURCES.length);

    // Transcoded: the measured running time (the EXTINF sum, rounded) is what the page says.
    await transcodedFolders(600.7);
    expect((await seedDemoMedia(deps())).retimed).toBe(allTitles.length);
    for (const s of (await durations()).values()) expect(s).toBe(601);
    // Nothing changes at the next start, and the catalogue is not told.
    expect(
      await seedDemoMedia(deps({ retimed: async () => expect.fail("retimed") })),
    ).toMatchObject({
      retimed: 0,
    });
  });

  it("loops, in place, a demo folder transcoded before the films looped (no transcode)", async () => {
    // As an earlier version left them: playlists that play the clip once, meta without storedBytes.
    for (const demo of DEMO_SOURCES) {
      const folder = path.join(dir, "media", demo.storageKey);
      await mkdir(path.join(folder, "144p"), { recursive: true });
      await writeFile(path.join(folder, "master.m3u8"), `#EXTM3U ${demo.storageKey}`);
      const playlist = [
        "#EXTM3U",
        "#EXT-X-TARGETDURATION:4",
        '#EXT-X-MAP:URI="init_0.mp4"',
        '#EXT-X-KEY:METHOD=AES-128,URI="../key"',
        `#EXTINF:${demo.durationS.toFixed(6)},`,
        "seg_000.m4s",
        "#EXT-X-ENDLIST",
        "",
      ].join("\n");
      await writeFile(path.join(folder, "144p", "index.m3u8"), playlist);
      await writeFile(path.join(folder, "144p", "init_0.mp4"), "init");
      await writeFile(path.join(folder, "144p", "seg_000.m4s"), "0123456789");
      await mkdir(path.join(dir, "media-meta"), { recursive: true });
      await writeFile(
        path.join(dir, "media-meta", `${demo.storageKey}.json`),
        JSON.stringify({
          renditions: [
            { ...renditions[0], durationS: demo.durationS, bytes: 14 + playlist.length },
          ],
          durationS: demo.durationS,
        }),
      );
    }
    const result = await seedDemoMedia(
      deps({
        loopFolder: (key, given, repeats) =>
          loopFolder(path.join(dir, "media", key), given, repeats),
      }),
    );
    expect(result).toMatchObject({ queued: 0, linked: allTitles.length * 2 });
    expect(enqueued).toEqual([]);
    for (const demo of DEMO_SOURCES) {
      const text = await readFile(
        path.join(dir, "media", demo.storageKey, "144p", "index.m3u8"),
        "utf8",
      );
      expect(text.match(/#EXT-X-DISCONTINUITY/g)).toHaveLength(demo.repeats - 1);
      const meta = JSON.parse(
        await readFile(path.join(dir, "media-meta", `${demo.storageKey}.json`), "utf8"),
      ) as { durationS: number; renditions: { storedBytes?: number; bytes: number }[] };
      expect(meta.durationS).toBe(demo.durationS * demo.repeats);
      expect(meta.renditions[0]!.storedBytes).toBe(14 + text.length);
      expect(meta.renditions[0]!.bytes).toBe(4 + 10 * demo.repeats + text.length);
      const rows = (await assets()).filter((r) => r.storageKey === demo.storageKey);
      for (const row of rows) expect(row.durationS).toBe(demo.durationS * demo.repeats);
    }
    // Once: the next start finds them looping.
    expect(
      await seedDemoMedia(deps({ loopFolder: async () => expect.fail("looped twice") })),
    ).toMatchObject({ linked: 0 });
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
    expect(await seedDemoMedia(deps())).toMatchObject({ queued: 0, linked: 0, waiting: 0 });
    expect((await assets()).map((r) => r.storageKey)).toEqual(["own-upload"]);
  });
});
