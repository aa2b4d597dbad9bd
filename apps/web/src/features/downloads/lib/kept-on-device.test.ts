import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type KeptOnDevice, NOTHING_KEPT, needsDownloadsCode } from "./kept-on-device.ts";

const realIndexedDb = globalThis.indexedDB;
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  vi.resetModules();
  globalThis.indexedDB = realIndexedDb;
});

describe("what the Downloads page reads first", () => {
  it("counts the downloads kept (whoever's), the removals to send and the last account", async () => {
    const store = await import("./offline-store.ts");
    const { readKeptOnDevice } = await import("./kept-on-device.ts");
    expect(await readKeptOnDevice()).toEqual(NOTHING_KEPT);
    await store.writeMeta("removals", ["a", "b"]);
    await store.writeMeta("account", "u-1");
    expect(await readKeptOnDevice()).toEqual({ downloads: 0, removals: 2, account: "u-1" });
    // Nobody signed in last: the queue writes "".
    await store.writeMeta("account", "");
    expect((await readKeptOnDevice()).account).toBeNull();
  });

  it("needs the downloads code for a download, a removal, or another account's key to drop", () => {
    const keeps = (kept: Partial<KeptOnDevice>) => ({ ...NOTHING_KEPT, ...kept });
    expect(needsDownloadsCode(NOTHING_KEPT, null)).toBe(false);
    expect(needsDownloadsCode(NOTHING_KEPT, "u-1")).toBe(false);
    expect(needsDownloadsCode(NOTHING_KEPT, undefined)).toBe(false);
    expect(needsDownloadsCode(keeps({ downloads: 1 }), null)).toBe(true);
    expect(needsDownloadsCode(keeps({ removals: 1 }), "u-1")).toBe(true);
    // The account signed in before was another: its key pair goes (licence-sync.ts).
    expect(needsDownloadsCode(keeps({ account: "u-0" }), "u-1")).toBe(true);
    expect(needsDownloadsCode(keeps({ account: "u-1" }), "u-1")).toBe(false);
    // Signed out, or not known yet: no key to drop on its behalf.
    expect(needsDownloadsCode(keeps({ account: "u-0" }), null)).toBe(false);
    expect(needsDownloadsCode(keeps({ account: "u-0" }), undefined)).toBe(false);
  });
});
