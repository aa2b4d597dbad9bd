import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { type StoredUpload, WatchedFileStore } from "./upload-store.ts";

// tus's own sweep removed every upload older than a day, finished ones too (the offset it keeps
// is never updated): in local mode, the sources that Retry and a remade rendition read.

const DAY = 24 * 3_600_000;
let dir = "";

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function upload(store: WatchedFileStore, id: string, created: number, sent: number) {
  await store.create({
    id,
    size: 10,
    offset: 0,
    metadata: {},
    creation_date: new Date(created).toISOString(),
  } as unknown as StoredUpload);
  if (sent > 0) await store.write(Readable.from([Buffer.alloc(sent, 1)]), id, 0);
}

describe("the upload folder's sweep", () => {
  it("removes uploads left unfinished past their day, never a finished one", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "tazama-uploads-"));
    const now = Date.now();
    const removed: string[] = [];
    const store = new WatchedFileStore(
      { directory: dir, expirationPeriodInMilliseconds: DAY },
      { created: async () => undefined, removed: async (id) => void removed.push(id) },
      () => now,
    );
    await upload(store, "finished-long-ago", now - 2 * DAY, 10);
    await upload(store, "unfinished-long-ago", now - 2 * DAY, 4);
    await upload(store, "unfinished-today", now - 3_600_000, 4);

    expect(await store.deleteExpired()).toBe(1);

    expect(removed).toEqual(["unfinished-long-ago"]);
    const left = (await readdir(dir)).filter((f) => !f.endsWith(".json")).sort();
    expect(left).toEqual(["finished-long-ago", "unfinished-today"]);
    expect((await store.getUpload("finished-long-ago")).offset).toBe(10);
  });
});
