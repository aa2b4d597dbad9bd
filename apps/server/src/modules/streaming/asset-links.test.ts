import { mkdir, mkdtemp, readFile, readdir, readlink, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type AssetFolderRow,
  createAssetFolders,
  createAssetLinks,
  linkAsset,
  syncAssetLinks,
  unlinkAsset,
} from "./asset-links.ts";

let media: string;

beforeEach(async () => {
  media = await mkdtemp(path.join(tmpdir(), "tazama-asset-links-"));
  for (const folder of ["store-a", "store-b"]) {
    await mkdir(path.join(media, folder), { recursive: true });
    await writeFile(path.join(media, folder, "master.m3u8"), `#EXTM3U ${folder}`);
  }
});

afterEach(async () => {
  await rm(media, { recursive: true, force: true });
});

const through = (assetId: string) =>
  readFile(path.join(media, "by-asset", assetId, "master.m3u8"), "utf8");

describe("media links by asset", () => {
  it("links an asset to its folder (relative, idempotent) and moves it to a new folder", async () => {
    await linkAsset(media, "asset-1", "store-a");
    await linkAsset(media, "asset-1", "store-a");
    expect(await readlink(path.join(media, "by-asset", "asset-1"))).toBe("../store-a");
    expect(await through("asset-1")).toBe("#EXTM3U store-a");
    await linkAsset(media, "asset-1", "store-b");
    expect(await through("asset-1")).toBe("#EXTM3U store-b");
    expect(await readdir(path.join(media, "by-asset"))).toEqual(["asset-1"]);
    await unlinkAsset(media, "asset-1");
    await unlinkAsset(media, "asset-1");
    expect(await readdir(path.join(media, "by-asset"))).toEqual([]);
  });

  it("refuses names that could leave the media folder", async () => {
    await expect(linkAsset(media, "../x", "store-a")).rejects.toThrow(/asset id/);
    await expect(linkAsset(media, "asset-1", "../../etc")).rejects.toThrow(/storage key/);
  });

  it("syncs to exactly the ready assets: strays removed, missing ones written", async () => {
    await linkAsset(media, "gone", "store-a");
    const result = await syncAssetLinks(media, [
      { id: "one", storageKey: "store-a" },
      { id: "two", storageKey: "store-a" },
    ]);
    expect(result).toEqual({ linked: 2, removed: 1 });
    expect((await readdir(path.join(media, "by-asset"))).sort()).toEqual(["one", "two"]);
  });

  it("remembers an asset's folder for a while; a missing link is not remembered", async () => {
    let now = 0;
    const folders = createAssetFolders(media, () => now, 1000);
    expect(await folders.storageKeyOf("asset-1")).toBeUndefined();
    await linkAsset(media, "asset-1", "store-a");
    expect(await folders.storageKeyOf("asset-1")).toBe("store-a");
    await linkAsset(media, "asset-1", "store-b");
    expect(await folders.storageKeyOf("asset-1")).toBe("store-a");
    now = 1001;
    expect(await folders.storageKeyOf("asset-1")).toBe("store-b");
    expect(await folders.storageKeyOf("../store-a")).toBeUndefined();
  });

  it("publishes every ready asset of a folder, withdraws them all on failure", async () => {
    const rows: AssetFolderRow[] = [
      { id: "a1", storageKey: "store-a", status: "ready" },
      { id: "a2", storageKey: "store-a", status: "ready" },
      { id: "a3", storageKey: "store-a", status: "queued" },
      { id: "b1", storageKey: "store-b", status: "ready" },
    ];
    const links = createAssetLinks({
      mediaDir: media,
      listFolders: async (key) => rows.filter((r) => key === undefined || r.storageKey === key),
      now: () => 0,
    });
    await links.publish("store-a");
    expect((await readdir(path.join(media, "by-asset"))).sort()).toEqual(["a1", "a2"]);
    expect(await links.storageKeyOf("a1")).toBe("store-a");
    await links.withdraw("store-a");
    expect(await links.storageKeyOf("a1")).toBeUndefined();
    expect(await links.sync()).toEqual({ linked: 3, removed: 0 });
    await links.withdrawAsset("b1");
    expect((await readdir(path.join(media, "by-asset"))).sort()).toEqual(["a1", "a2"]);
  });
});
