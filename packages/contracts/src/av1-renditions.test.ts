import { describe, expect, it } from "vitest";
import { av1ManifestUrl, isAv1Rendition, videoRungsFor } from "./av1-renditions.ts";

const renditions = [
  { name: "144p", height: 144, codecs: "avc1.4d400c,mp4a.40.2" },
  { name: "240p", height: 240, codecs: "avc1.4d4015,mp4a.40.2" },
  { name: "720p", height: 720, codecs: "avc1.4d401f,mp4a.40.2" },
  { name: "audio", height: 0, codecs: "mp4a.40.2" },
  { name: "av1-144p", height: 144, codecs: "av01.0.00M.08,mp4a.40.2" },
  { name: "av1-240p", height: 240, codecs: "av01.0.01M.08,mp4a.40.2" },
];

describe("AV1 renditions", () => {
  it("names the AV1 master beside the grant's, under the same token", () => {
    const manifestUrl = "/media/4f3c/abc.def-ghi/master.m3u8";
    expect(av1ManifestUrl({ manifestUrl, renditions })).toBe(
      "/media/4f3c/abc.def-ghi/master-av1.m3u8",
    );
    expect(av1ManifestUrl({ manifestUrl, renditions: renditions.slice(0, 4) })).toBeNull();
  });

  it("gives a device one rung per height: AV1 where it takes AV1 and has it, H.264 elsewhere", () => {
    expect(videoRungsFor(renditions, true).map((r) => r.name)).toEqual([
      "av1-144p",
      "av1-240p",
      "720p",
    ]);
    expect(videoRungsFor(renditions, false).map((r) => r.name)).toEqual(["144p", "240p", "720p"]);
    expect(videoRungsFor([...renditions].reverse(), false).map((r) => r.name)).toEqual([
      "144p",
      "240p",
      "720p",
    ]);
    expect(isAv1Rendition(renditions[4]!)).toBe(true);
    expect(isAv1Rendition(renditions[0]!)).toBe(false);
  });
});
