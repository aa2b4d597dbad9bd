import { describe, expect, it } from "vitest";
import { createAssetCache } from "./asset-cache.ts";
import type { MediaAssetRow } from "./streaming.repository.ts";

const ID = "5f0c7a52-5b7e-4a58-9f37-000000000001";

function row(status: MediaAssetRow["status"]) {
  return {
    storageKey: "oshodi",
    kind: "main" as const,
    status,
    keyHex: "00".repeat(16),
    title: { id: 7, isFree: false, ref: "oshodi-overtime" },
  };
}

describe("the asset cache", () => {
  it("reads an asset once per 30 s, again after, and at once after clear", async () => {
    let now = 1_000_000;
    let status: MediaAssetRow["status"] = "ready";
    const asked: string[] = [];
    const cache = createAssetCache(
      {
        findAsset: async (id: string) => {
          asked.push(id);
          return row(status) as never;
        },
      },
      () => now,
    );
    expect((await cache.lookup(ID))?.status).toBe("ready");
    status = "failed";
    now += 29_999;
    expect((await cache.lookup(ID))?.status).toBe("ready");
    expect(asked).toHaveLength(1);
    now += 1;
    expect((await cache.lookup(ID))?.status).toBe("failed");
    status = "ready";
    cache.clear();
    expect((await cache.lookup(ID))?.status).toBe("ready");
    expect(asked).toHaveLength(3);
  });

  it("never asks the database about an id that is not a uuid", async () => {
    const asked: string[] = [];
    const cache = createAssetCache(
      {
        findAsset: async (id: string) => {
          asked.push(id);
          return undefined;
        },
      },
      () => 0,
    );
    expect(await cache.lookup("../etc/passwd")).toBeUndefined();
    expect(asked).toEqual([]);
  });
});
