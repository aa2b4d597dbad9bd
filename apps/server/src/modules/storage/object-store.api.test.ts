import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestS3rver, startS3rver } from "../../../test/s3rver.ts";
import { createLocalStore } from "./local-store.ts";
import type { ObjectStore } from "./object-store.ts";
import { createS3Store, parseStoreUrl } from "./s3-store.ts";

// One contract, two stores: the local folder, and an S3-compatible server started here (s3rver,
// which knows the key id S3RVER but does not verify SigV4 signatures; ADR 0050).
let s3: TestS3rver;
let endpoint: string;
const work = mkdtempSync(path.join(tmpdir(), "tazama-store-"));

beforeAll(async () => {
  s3 = await startS3rver(work, "tazama-media");
  endpoint = s3.endpoint;
});

afterAll(async () => {
  await s3.close();
});

async function text(stream: Readable | undefined): Promise<string | undefined> {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const stores: [string, () => ObjectStore][] = [
  ["a local folder", () => createLocalStore(path.join(work, "local"))],
  [
    "an S3-compatible bucket",
    () =>
      createS3Store({
        ...parseStoreUrl("s3://tazama-media/site-a"),
        region: "us-east-1",
        endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      }),
  ],
];

describe.each(stores)("the object store in %s", (_, make) => {
  it("writes, reads whole and in ranges, sizes, lists and deletes by key and by folder", async () => {
    const store = make();
    const folder = `asset-${Date.now()}/`;
    await store.put(
      `${folder}master.m3u8`,
      Buffer.from("#EXTM3U\n"),
      "application/vnd.apple.mpegurl",
    );
    const source = path.join(work, `seg-${store.kind}.m4s`);
    writeFileSync(source, "0123456789abcdef");
    await store.putFile(`${folder}360p/seg_00001.m4s`, source, "video/iso.segment");

    expect((await store.read(`${folder}master.m3u8`))?.toString()).toBe("#EXTM3U\n");
    expect(await store.size(`${folder}360p/seg_00001.m4s`)).toBe(16);
    expect(await text(await store.readRange(`${folder}360p/seg_00001.m4s`, 4, 9))).toBe("456789");
    expect((await store.list(folder)).sort()).toEqual([
      `${folder}360p/seg_00001.m4s`,
      `${folder}master.m3u8`,
    ]);

    expect(await store.read(`${folder}nothing.m4s`)).toBeUndefined();
    expect(await store.size(`${folder}nothing.m4s`)).toBeUndefined();
    expect(await store.readRange(`${folder}nothing.m4s`, 0, 1)).toBeUndefined();

    await store.delete(`${folder}master.m3u8`);
    expect(await store.read(`${folder}master.m3u8`)).toBeUndefined();
    await store.deletePrefix(folder);
    expect(await store.list(folder)).toEqual([]);
  });

  it("refuses a key that climbs out of its place", async () => {
    const store = make();
    for (const key of ["../etc/passwd", "/abs", "a/../../b", "", "a//b"]) {
      await expect(store.read(key)).rejects.toThrow(/bad object key/);
    }
  });
});

describe("a big file into a bucket", () => {
  it("goes up in parts and comes back byte for byte", async () => {
    const store = stores[1]![1]();
    const big = Buffer.alloc(17 * 1024 * 1024);
    for (let i = 0; i < big.length; i += 4096) big.writeUInt32BE(i, i);
    const file = path.join(work, "source.mp4");
    writeFileSync(file, big);
    await store.putFile("uploads/source.mp4", file, "video/mp4");
    expect(await store.size("uploads/source.mp4")).toBe(big.length);
    expect((await store.read("uploads/source.mp4"))?.equals(big)).toBe(true);
  });
});

describe("MEDIA_STORE", () => {
  it("names a bucket and a prefix", () => {
    expect(parseStoreUrl("s3://tazama-media")).toEqual({ bucket: "tazama-media", prefix: "" });
    expect(parseStoreUrl("s3://tazama-media/prod/media/")).toEqual({
      bucket: "tazama-media",
      prefix: "prod/media/",
    });
    expect(() => parseStoreUrl("https://tazama-media")).toThrow(/MEDIA_STORE/);
  });
});
