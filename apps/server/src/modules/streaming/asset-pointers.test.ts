import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ObjectStore, createLocalStore } from "../storage/storage.public.ts";
import type { AssetFolderRow } from "./asset-links.ts";
import { POINTERS, createAssetPointers } from "./asset-pointers.ts";

// The pointer logic is the same on every store; a folder store stands in for the bucket here
// (s3-pipeline.api.test.ts and deploy/test/nginx-store.test.ts run it against an S3 server).
let dir: string;
let store: ObjectStore;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "tazama-pointers-"));
  store = createLocalStore(dir);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const rows: AssetFolderRow[] = [
  { id: "a1", storageKey: "store-a", status: "ready" },
  { id: "a2", storageKey: "store-a", status: "ready" },
  { id: "a3", storageKey: "store-a", status: "queued" },
  { id: "b1", storageKey: "store-b", status: "ready" },
];
const listFolders = async (key?: string) =>
  rows.filter((r) => key === undefined || r.storageKey === key);

describe("asset pointers (media in a bucket)", () => {
  it("points every ready asset of a published folder at it, by asset id", async () => {
    const pointers = createAssetPointers({ store, listFolders, now: () => 0 });
    await pointers.publish("store-a");
    expect((await store.list(POINTERS)).sort()).toEqual(["by-asset/a1", "by-asset/a2"]);
    expect((await store.read("by-asset/a1"))?.toString()).toBe("store-a");
    expect(await pointers.storageKeyOf("a1")).toBe("store-a");
    expect(await pointers.storageKeyOf("a3")).toBeUndefined();
    expect(await pointers.storageKeyOf("../a1")).toBeUndefined();
  });

  it("withdraws a failed folder's assets and a replaced asset", async () => {
    const pointers = createAssetPointers({ store, listFolders, now: () => 0 });
    await pointers.publish("store-a");
    await pointers.publish("store-b");
    await pointers.withdraw("store-a");
    expect(await pointers.storageKeyOf("a1")).toBeUndefined();
    await pointers.withdrawAsset("b1");
    expect(await store.list(POINTERS)).toEqual([]);
  });

  it("syncs to exactly the ready assets: missing written, strays deleted", async () => {
    await store.put("by-asset/gone", Buffer.from("store-z"));
    const pointers = createAssetPointers({ store, listFolders, now: () => 0 });
    expect(await pointers.sync()).toEqual({ linked: 3, removed: 1 });
    expect((await store.list(POINTERS)).sort()).toEqual([
      "by-asset/a1",
      "by-asset/a2",
      "by-asset/b1",
    ]);
  });

  it("trusts a read for its time to live, then reads the pointer again", async () => {
    let now = 0;
    const pointers = createAssetPointers({ store, listFolders, now: () => now, ttlMs: 10_000 });
    await pointers.publish("store-b");
    expect(await pointers.storageKeyOf("b1")).toBe("store-b");
    // Another process points b1 at a new folder (a replaced video).
    await store.put("by-asset/b1", Buffer.from("store-c"));
    now = 9_999;
    expect(await pointers.storageKeyOf("b1")).toBe("store-b");
    now = 10_001;
    expect(await pointers.storageKeyOf("b1")).toBe("store-c");
  });

  it("treats a pointer that names no folder as none", async () => {
    await store.put("by-asset/a1", Buffer.from("../etc"));
    const pointers = createAssetPointers({ store, listFolders, now: () => 0 });
    expect(await pointers.storageKeyOf("a1")).toBeUndefined();
  });
});
