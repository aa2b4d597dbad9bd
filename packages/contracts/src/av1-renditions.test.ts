import { describe, expect, it } from "vitest";
import {
  av1ManifestUrl,
  hasOpusMaster,
  isAv1Rendition,
  masterPlaylistOf,
  opusManifestUrl,
  videoRungsFor,
  withOpusAudio,
} from "./av1-renditions.ts";

/** A rendition as a grant lists it; a video rung's rates and bytes include its audio's. */
const rendition = (
  name: string,
  height: number,
  codecs: string,
  bytesTotal: number,
): {
  name: string;
  height: number;
  codecs: string;
  bandwidth: number;
  averageBandwidth: number;
  bytesTotal: number;
  opusMaster?: boolean;
} => ({
  name,
  height,
  codecs,
  bandwidth: bytesTotal * 2,
  averageBandwidth: bytesTotal,
  bytesTotal,
});

const renditions = [
  rendition("144p", 144, "avc1.4d400c,mp4a.40.2", 1_000),
  rendition("240p", 240, "avc1.4d4015,mp4a.40.2", 2_000),
  rendition("720p", 720, "avc1.4d401f,mp4a.40.2", 9_000),
  rendition("audio", 0, "mp4a.40.2", 300),
  rendition("av1-144p", 144, "av01.0.00M.08,mp4a.40.2", 500),
  rendition("av1-240p", 240, "av01.0.01M.08,mp4a.40.2", 900),
];

/** A video made since the Opus master: Opus, and the Opus master beside the H.264 one. */
const withOpusMaster = [
  ...renditions.slice(0, 4),
  { ...rendition("opus", 0, "opus", 120), opusMaster: true },
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
    expect(videoRungsFor(renditions, { av1: true }).map((r) => r.name)).toEqual([
      "av1-144p",
      "av1-240p",
      "720p",
    ]);
    expect(videoRungsFor(renditions, { av1: false }).map((r) => r.name)).toEqual([
      "144p",
      "240p",
      "720p",
    ]);
    expect(videoRungsFor([...renditions].reverse(), { av1: false }).map((r) => r.name)).toEqual([
      "144p",
      "240p",
      "720p",
    ]);
    expect(isAv1Rendition(renditions[4]!)).toBe(true);
    expect(isAv1Rendition(renditions[0]!)).toBe(false);
  });

  it("names the Opus master beside the grant's only where the folder has it (ADR 0083)", () => {
    const manifestUrl = "/media/4f3c/abc.def-ghi/master.m3u8";
    expect(opusManifestUrl({ manifestUrl, renditions: withOpusMaster })).toBe(
      "/media/4f3c/abc.def-ghi/master-opus.m3u8",
    );
    // A video made before it: Opus for listening, but no master-opus.m3u8 in its folder.
    const older = withOpusMaster.map((r) => ({ ...r, opusMaster: undefined }));
    expect(opusManifestUrl({ manifestUrl, renditions: older })).toBeNull();
    expect(hasOpusMaster(older)).toBe(false);
    expect(opusManifestUrl({ manifestUrl, renditions })).toBeNull();
  });

  it("counts an H.264 rung with the Opus audio where the device plays the Opus master", () => {
    const rungs = videoRungsFor(withOpusMaster, { av1: false, opus: true });
    expect(rungs.map((r) => [r.name, r.codecs, r.bytesTotal])).toEqual([
      // The rung's bytes with the AAC audio's (300) less, the Opus audio's (120) more.
      ["144p", "avc1.4d400c,opus", 820],
      ["240p", "avc1.4d4015,opus", 1_820],
      ["720p", "avc1.4d401f,opus", 8_820],
    ]);
    expect(rungs[0]).toMatchObject({ bandwidth: 2_000 - 600 + 240, averageBandwidth: 820 });
    expect(rungs.map(masterPlaylistOf)).toEqual(Array(3).fill("master-opus.m3u8"));
    // Not where the device does not play it, nor where the folder has no Opus master.
    expect(videoRungsFor(withOpusMaster, { av1: false }).map((r) => r.bytesTotal)).toEqual([
      1_000, 2_000, 9_000,
    ]);
    const older = withOpusMaster.map((r) => ({ ...r, opusMaster: undefined }));
    expect(withOpusAudio(older[0]!, older)).toEqual(older[0]);
    expect(masterPlaylistOf(older[0]!)).toBe("master.m3u8");
    // An AV1 rung keeps the audio it has (the AV1 master's).
    expect(withOpusAudio(renditions[4]!, [...renditions, ...withOpusMaster.slice(4)])).toEqual(
      renditions[4],
    );
    expect(masterPlaylistOf(renditions[4]!)).toBe("master-av1.m3u8");
  });
});
