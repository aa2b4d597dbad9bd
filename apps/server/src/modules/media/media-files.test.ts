import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contentTypeOf, createMediaFiles, isServable, parseRange } from "./media-files.ts";

describe("parseRange", () => {
  it("reads one byte range, an open end and a suffix", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=900-5000", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
  });

  it("answers unsatisfiable past the end, and ignores what it cannot read", () => {
    expect(parseRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=5-4", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=-0", 1000)).toBe("unsatisfiable");
    expect(parseRange(undefined, 1000)).toBeUndefined();
    expect(parseRange("bytes=0-1,5-6", 1000)).toBeUndefined();
    expect(parseRange("items=0-1", 1000)).toBeUndefined();
    expect(parseRange("bytes=-", 1000)).toBeUndefined();
  });
});

describe("servable files", () => {
  it("allows playlists, init and media segments only", () => {
    for (const ok of ["master.m3u8", "720p/index.m3u8", "audio/init_5.mp4", "144p/seg_012.m4s"]) {
      expect(isServable(ok)).toBe(true);
    }
    for (const no of ["key", "../master.m3u8", "144p/../x.m4s", "a/b/c.m4s", "144p/evil.sh", ""]) {
      expect(isServable(no)).toBe(false);
    }
  });

  it("names the HLS content types", () => {
    expect(contentTypeOf("master.m3u8")).toBe("application/vnd.apple.mpegurl");
    expect(contentTypeOf("a/init_0.mp4")).toBe("video/mp4");
    expect(contentTypeOf("a/seg_000.m4s")).toBe("video/iso.segment");
  });
});

describe("createMediaFiles", () => {
  let root: string | undefined;
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it("keeps hot files in memory until their folder is republished", async () => {
    root = await mkdtemp(path.join(tmpdir(), "tazama-files-"));
    await mkdir(path.join(root, "a", "144p"), { recursive: true });
    const file = path.join(root, "a", "144p", "seg_000.m4s");
    await writeFile(file, "one");
    const files = createMediaFiles(root);
    expect((await files.read("a", "144p/seg_000.m4s"))?.toString()).toBe("one");
    await writeFile(file, "two");
    expect((await files.read("a", "144p/seg_000.m4s"))?.toString()).toBe("one");
    files.forget("a");
    expect((await files.read("a", "144p/seg_000.m4s"))?.toString()).toBe("two");
    expect(await files.read("a", "144p/seg_001.m4s")).toBeUndefined();
    expect(await files.read("a", "144p")).toBeUndefined();
  });
});
