import { describe, expect, it } from "vitest";
import { extensionOf, sourceAt, sourceColumn } from "./source-location.ts";

describe("where a source is (the source_path column)", () => {
  it("reads a path as a file, as every row of local mode holds", () => {
    expect(sourceAt("/data/uploads/resumable/0a1b")).toEqual({
      kind: "file",
      path: "/data/uploads/resumable/0a1b",
    });
  });

  it("writes and reads an object of the media store with its store: form", () => {
    const key = "sources/5f0c/9d2e.mp4";
    expect(sourceColumn({ kind: "object", key })).toBe(`store:${key}`);
    expect(sourceAt(sourceColumn({ kind: "object", key }))).toEqual({ kind: "object", key });
    expect(sourceColumn({ kind: "file", path: "/films/own.mp4" })).toBe("/films/own.mp4");
  });

  it("keeps a plain extension of the sent name, lower-cased, and nothing else", () => {
    expect(extensionOf("Safari Cut.MP4")).toBe(".mp4");
    expect(extensionOf("/data/uploads/resumable/0a1b")).toBe("");
    expect(extensionOf("clip.m p4")).toBe("");
    expect(extensionOf("")).toBe("");
  });
});
