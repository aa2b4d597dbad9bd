import { mkdtempSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type ObjectStore, createLocalStore } from "../storage/storage.public.ts";
import { bucketSource, folderSource } from "./artwork-sources.ts";
import { artworkVersion } from "./artwork-store.ts";

/** A store (a folder stands in for the bucket) that counts whole-object reads and size asks. */
function countingStore(root: string): ObjectStore & { reads: number; sizes: number } {
  const store = createLocalStore(root);
  const counting = {
    ...store,
    reads: 0,
    sizes: 0,
    read: (key: string) => {
      counting.reads += 1;
      return store.read(key);
    },
    size: (key: string) => {
      counting.sizes += 1;
      return store.size(key);
    },
  };
  return counting;
}

const RECHECK_MS = 5_000;

const work = mkdtempSync(path.join(tmpdir(), "tazama-artwork-sources-"));
afterAll(() => rm(work, { recursive: true, force: true }));

function setUp() {
  const dir = mkdtempSync(path.join(work, "case-"));
  const bucket = countingStore(path.join(dir, "bucket"));
  const folder = path.join(dir, "uploads");
  const clock = { ms: 1_000_000 };
  const source = bucketSource(bucket, folderSource(folder), {
    now: () => clock.ms,
    recheckMs: RECHECK_MS,
  });
  return { bucket, folder, clock, source };
}

const text = async (version: Awaited<ReturnType<ReturnType<typeof bucketSource>["current"]>>) =>
  (await version!.load())!.body.toString();

describe("bucketSource", () => {
  it("stamps bucket art by its bytes' hash, read once while its size stays", async () => {
    const { bucket, clock, source } = setUp();
    await bucket.put("artwork/a_port.jpg", Buffer.from("first art"));
    const first = await source.current("a_port.jpg");
    expect(first).toMatchObject({ stamp: artworkVersion(Buffer.from("first art")), shared: true });
    expect(await text(first)).toBe("first art");
    expect(await source.current("a_port.jpg")).toMatchObject({ stamp: first!.stamp });
    expect(bucket.reads).toBe(1);
    // Requests soon after (with its version or none) cost the bucket nothing.
    const sizes = bucket.sizes;
    for (let i = 0; i < 5; i += 1) {
      clock.ms += 900;
      await source.current("a_port.jpg", i % 2 ? first!.stamp : undefined);
    }
    expect(bucket.sizes).toBe(sizes);

    // Another size: noticed once the last check is older than RECHECK_MS.
    await bucket.put("artwork/a_port.jpg", Buffer.from("second, longer art"));
    expect((await source.current("a_port.jpg"))!.stamp).toBe(first!.stamp);
    clock.ms += RECHECK_MS - 4_500;
    const second = await source.current("a_port.jpg");
    expect(bucket.sizes).toBe(sizes + 1);
    expect(second!.stamp).toBe(artworkVersion(Buffer.from("second, longer art")));
    expect(await text(second)).toBe("second, longer art");
  });

  it("notices art of the same size when a request names its version", async () => {
    const { bucket, source } = setUp();
    const old = Buffer.from("art, take 1");
    const replaced = Buffer.from("art, take 2");
    await bucket.put("artwork/b_land.jpg", old);
    expect((await source.current("b_land.jpg"))!.stamp).toBe(artworkVersion(old));
    await bucket.put("artwork/b_land.jpg", replaced);

    // Without a version nothing tells it apart; with the new one it is read again at once (no
    // time passed on this clock).
    expect((await source.current("b_land.jpg"))!.stamp).toBe(artworkVersion(old));
    const fresh = await source.current("b_land.jpg", artworkVersion(replaced));
    expect(fresh!.stamp).toBe(artworkVersion(replaced));
    expect(await text(fresh)).toBe("art, take 2");

    // An old or made-up version is checked once, then known not to be these bytes.
    const reads = bucket.reads;
    for (let i = 0; i < 3; i += 1) {
      expect((await source.current("b_land.jpg", "not-it"))!.stamp).toBe(artworkVersion(replaced));
    }
    expect(bucket.reads).toBe(reads + 1);
  });

  it("falls back to the folder for art the bucket does not hold (the demo's)", async () => {
    const { folder, source } = setUp();
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, "demo_port.jpg"), "demo art");
    const demo = await source.current("demo_port.jpg");
    expect(demo).toMatchObject({ shared: false });
    expect(await text(demo)).toBe("demo art");
    expect(await source.current("missing_port.jpg")).toBeUndefined();
  });

  it("falls back to the folder once the bucket's art is deleted, after a recheck", async () => {
    const { bucket, clock, folder, source } = setUp();
    await bucket.put("artwork/c_port.jpg", Buffer.from("bucket art"));
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, "c_port.jpg"), "folder art");
    expect(await text(await source.current("c_port.jpg"))).toBe("bucket art");
    await bucket.delete("artwork/c_port.jpg");
    clock.ms += RECHECK_MS;
    const after = await source.current("c_port.jpg");
    expect(after).toMatchObject({ shared: false });
    expect(await text(after)).toBe("folder art");
  });
});
