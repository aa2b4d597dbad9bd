import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalStore } from "../storage/storage.public.ts";
import { contentTypeOf, createMediaFiles, isServable } from "./media-files.ts";

describe("servable files", () => {
  it("allows playlists, init and media segments only", () => {
    const av1 = ["master-av1.m3u8", "av1-240p/index.m3u8", "av1-240p/seg_001.m4s"];
    const opus = ["master-opus.m3u8", "opus/index.m3u8", "opus/seg_001.m4s"];
    for (const ok of [
      "master.m3u8",
      "720p/index.m3u8",
      "audio/init_5.mp4",
      "144p/seg_012.m4s",
      ...av1,
      ...opus,
    ]) {
      expect(isServable(ok)).toBe(true);
    }
    const odd = [
      "master-x.m3u8",
      "master-opus-av1.m3u8",
      "master-aac.m3u8",
      "av1-/seg_000.m4s",
      "x-240p/index.m3u8",
      "av1-av1-1/index.m3u8",
    ];
    for (const no of [
      "key",
      "../master.m3u8",
      "144p/../x.m4s",
      "a/b/c.m4s",
      "144p/evil.sh",
      "",
      ...odd,
    ]) {
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
    const files = createMediaFiles(root, createLocalStore(root));
    expect((await files.read("a", "144p/seg_000.m4s"))?.toString()).toBe("one");
    await writeFile(file, "two");
    expect((await files.read("a", "144p/seg_000.m4s"))?.toString()).toBe("one");
    files.forget("a");
    expect((await files.read("a", "144p/seg_000.m4s"))?.toString()).toBe("two");
    expect(await files.read("a", "144p/seg_001.m4s")).toBeUndefined();
    expect(await files.read("a", "144p")).toBeUndefined();
    expect(await files.upload("a")).toBe(0); // the local store is the folder itself
  });
});
