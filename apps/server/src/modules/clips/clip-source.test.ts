import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ObjectStore } from "../storage/storage.public.ts";
import { fetchClipSource } from "./clip-source.ts";

/** A bucket in memory that records which keys were read. */
function memoryStore(objects: Record<string, string>) {
  const reads: string[] = [];
  const store: ObjectStore = {
    kind: "s3",
    putFile: () => Promise.reject(new Error("read-only")),
    put: () => Promise.reject(new Error("read-only")),
    read: async (key) => {
      reads.push(key);
      return key in objects ? Buffer.from(objects[key]!) : undefined;
    },
    readRange: () => Promise.reject(new Error("not used")),
    size: async (key) => (key in objects ? Buffer.byteLength(objects[key]!) : undefined),
    list: async (prefix) => Object.keys(objects).filter((k) => k.startsWith(prefix)),
    delete: () => Promise.reject(new Error("read-only")),
    deletePrefix: () => Promise.reject(new Error("read-only")),
  };
  return { store, reads };
}

/** An asset folder: per rendition, a playlist of five 4 s segments (20 s) and their bytes. */
function asset(renditions: string[]): Record<string, string> {
  const objects: Record<string, string> = {};
  for (const name of renditions) {
    const segments = [0, 1, 2, 3, 4].map((i) => `#EXTINF:4.000,\nseg_00${i}.m4s`);
    objects[`film/${name}/index.m3u8`] = [
      "#EXTM3U",
      '#EXT-X-MAP:URI="init_0.mp4"',
      ...segments,
      "#EXT-X-ENDLIST",
      "",
    ].join("\n");
    objects[`film/${name}/init_0.mp4`] = `${name} init`;
    for (let i = 0; i < 5; i += 1) objects[`film/${name}/seg_00${i}.m4s`] = `${name} segment ${i}`;
  }
  objects["film/master.m3u8"] = "#EXTM3U\n";
  return objects;
}

let into: string;

beforeEach(async () => {
  into = await mkdtemp(path.join(tmpdir(), "tazama-clip-source-"));
});

afterEach(async () => {
  await rm(into, { recursive: true, force: true });
});

describe("fetchClipSource", () => {
  it("fetches each rendition's playlist, init and only the segments covering the span", async () => {
    const objects = asset(["360p", "audio", "720p"]);
    const { store, reads } = memoryStore(objects);
    const bytes = await fetchClipSource(store, {
      storageKey: "film",
      renditions: ["360p", "audio"],
      startS: 5,
      durationS: 6, // 5–11 s: segments 1 and 2
      into,
    });
    const wanted = ["360p", "audio"].flatMap((r) =>
      ["index.m3u8", "init_0.mp4", "seg_001.m4s", "seg_002.m4s"].map((f) => `film/${r}/${f}`),
    );
    expect(reads.sort()).toEqual(wanted.sort());
    expect(bytes).toBe(wanted.reduce((sum, key) => sum + Buffer.byteLength(objects[key]!), 0));
    // Laid out as the asset's folder, byte for byte.
    expect((await readdir(path.join(into, "audio"))).sort()).toEqual([
      "index.m3u8",
      "init_0.mp4",
      "seg_001.m4s",
      "seg_002.m4s",
    ]);
    expect(await readFile(path.join(into, "360p", "seg_002.m4s"), "utf8")).toBe("360p segment 2");
    expect(await readFile(path.join(into, "360p", "index.m3u8"), "utf8")).toBe(
      objects["film/360p/index.m3u8"],
    );
  });

  it("fails naming the object when a needed one is not in the store", async () => {
    const objects = asset(["360p", "audio"]);
    delete objects["film/audio/seg_000.m4s"];
    const { store } = memoryStore(objects);
    await expect(
      fetchClipSource(store, {
        storageKey: "film",
        renditions: ["360p", "audio"],
        startS: 0,
        durationS: 2,
        into,
      }),
    ).rejects.toThrow("film/audio/seg_000.m4s is not in the media store");
  });

  it("throws only once every fetch has settled: nothing is written after the caller cleans up", async () => {
    const objects = asset(["360p"]);
    const { store } = memoryStore(objects);
    const plain = store.read.bind(store);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let missingAsked!: () => void;
    const asked = new Promise<void>((resolve) => (missingAsked = resolve));
    store.read = async (key) => {
      if (key.endsWith("seg_001.m4s")) {
        missingAsked();
        return undefined;
      }
      if (key.endsWith("seg_002.m4s")) await gate;
      return plain(key);
    };
    let settled = false;
    const fetching = fetchClipSource(store, {
      storageKey: "film",
      renditions: ["360p"],
      startS: 5,
      durationS: 6,
      into,
    }).finally(() => {
      settled = true;
    });
    fetching.catch(() => undefined);
    await asked;
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    release();
    await expect(fetching).rejects.toThrow("film/360p/seg_001.m4s is not in the media store");
    // The slow fetch finished before the failure was thrown.
    expect(await readFile(path.join(into, "360p", "seg_002.m4s"), "utf8")).toBe("360p segment 2");
  });

  it("fails on a missing rendition and a span beyond the video before fetching segments", async () => {
    const { store, reads } = memoryStore(asset(["360p", "audio"]));
    const request = { storageKey: "film", startS: 0, durationS: 2, into };
    await expect(fetchClipSource(store, { ...request, renditions: ["1080p"] })).rejects.toThrow(
      "film/1080p/index.m3u8 is not in the media store",
    );
    await expect(
      fetchClipSource(store, { ...request, renditions: ["360p"], startS: 19, durationS: 3 }),
    ).rejects.toThrow(/beyond the video/);
    expect(reads).toEqual(["film/1080p/index.m3u8", "film/360p/index.m3u8"]);
  });
});
