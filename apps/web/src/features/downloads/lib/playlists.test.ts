import { describe, expect, it } from "vitest";
import { audioFolder, keepVariant, mediaFiles } from "./playlists.ts";

const master = [
  "#EXTM3U",
  "#EXT-X-VERSION:7",
  "#EXT-X-INDEPENDENT-SEGMENTS",
  '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="Audio",LANGUAGE="und",DEFAULT=YES,AUTOSELECT=YES,URI="a64/index.m3u8"',
  '#EXT-X-STREAM-INF:BANDWIDTH=200000,RESOLUTION=256x144,CODECS="avc1.42c00c,mp4a.40.2",AUDIO="aud"',
  "v144/index.m3u8",
  '#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2",AUDIO="aud"',
  "v360/index.m3u8",
  '#EXT-X-STREAM-INF:BANDWIDTH=56000,CODECS="mp4a.40.2"',
  "a64/index.m3u8",
  "",
].join("\n");

describe("download playlists", () => {
  it("keeps the chosen rung and its audio group only", () => {
    const kept = keepVariant(master, "v360");
    expect(kept).toContain("v360/index.m3u8");
    expect(kept).toContain('URI="a64/index.m3u8"');
    expect(kept).not.toContain("v144/index.m3u8");
    // The audio-only variant goes too: listening uses the audio playlist directly.
    expect(kept.match(/#EXT-X-STREAM-INF/g)).toHaveLength(1);
    expect(() => keepVariant(master, "v1080")).toThrow(/no rendition/);
  });

  it("finds the audio folder", () => {
    expect(audioFolder(master)).toBe("a64");
    expect(audioFolder("#EXTM3U\n")).toBeNull();
  });

  it("lists a media playlist's init segment and segments under its folder", () => {
    const playlist = [
      "#EXTM3U",
      '#EXT-X-MAP:URI="init_0.mp4"',
      '#EXT-X-KEY:METHOD=AES-128,URI="../key"',
      "#EXTINF:4.0,",
      "seg_00001.m4s",
      "#EXTINF:2.5,",
      "seg_00002.m4s",
      "#EXT-X-ENDLIST",
    ].join("\n");
    expect(mediaFiles(playlist, "v144")).toEqual([
      "v144/init_0.mp4",
      "v144/seg_00001.m4s",
      "v144/seg_00002.m4s",
    ]);
    expect(() => mediaFiles("#EXTM3U\n../../etc/passwd\n", "v144")).toThrow(/unexpected/);
  });

  it("lists each file once when a playlist plays its segments over again (a demo film, ADR 0070)", () => {
    const round = (iv: number) => [
      `#EXT-X-KEY:METHOD=AES-128,URI="../key",IV=0x${iv.toString(16).padStart(32, "0")}`,
      "#EXTINF:4.0,",
      `seg_0000${iv + 1}.m4s`,
    ];
    const playlist = [
      "#EXTM3U",
      '#EXT-X-MAP:URI="init_0.mp4"',
      ...round(0),
      ...round(1),
      "#EXT-X-DISCONTINUITY",
      ...round(0),
      ...round(1),
      "#EXT-X-ENDLIST",
    ].join("\n");
    expect(mediaFiles(playlist, "v144")).toEqual([
      "v144/init_0.mp4",
      "v144/seg_00001.m4s",
      "v144/seg_00002.m4s",
    ]);
  });
});
