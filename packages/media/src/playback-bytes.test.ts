import { describe, expect, it } from "vitest";
import { playbackBytes, playlistUris } from "./playback-bytes.ts";

const MASTER = [
  "#EXTM3U",
  '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="Audio",DEFAULT=YES,URI="audio/index.m3u8"',
  '#EXT-X-STREAM-INF:BANDWIDTH=260000,RESOLUTION=256x144,AUDIO="aud"',
  "144p/index.m3u8",
  '#EXT-X-STREAM-INF:BANDWIDTH=460000,RESOLUTION=426x240,AUDIO="aud"',
  "240p/index.m3u8",
  '#EXT-X-STREAM-INF:BANDWIDTH=60000,CODECS="mp4a.40.2"',
  "audio/index.m3u8",
].join("\n");
const media = (name: string) =>
  [
    "#EXTM3U",
    `#EXT-X-MAP:URI="init.mp4"`,
    '#EXT-X-KEY:METHOD=AES-128,URI="../../../key?t=1"',
    "#EXTINF:4.0,",
    "seg_0.m4s",
    "#EXTINF:2.0,",
    `seg_1.m4s?r=${name}`,
    "#EXT-X-ENDLIST",
  ].join("\n");

describe("playlistUris", () => {
  it("lists URI attributes and media lines in order, skipping comments and blanks", () => {
    expect(playlistUris(`${MASTER}\n\n# a comment`)).toEqual([
      "audio/index.m3u8",
      "144p/index.m3u8",
      "240p/index.m3u8",
      "audio/index.m3u8",
    ]);
    expect(playlistUris(media("x"))).toEqual([
      "init.mp4",
      "../../../key?t=1",
      "seg_0.m4s",
      "seg_1.m4s?r=x",
    ]);
  });
});

describe("playbackBytes", () => {
  const files: Record<string, string> = {
    "/m/a/master.m3u8": MASTER,
    "/m/a/240p/index.m3u8": media("240p"),
    "/m/a/audio/index.m3u8": media("audio"),
    "/m/a/240p/init.mp4": "i".repeat(100),
    "/m/a/240p/seg_0.m4s": "v".repeat(4000),
    "/m/a/240p/seg_1.m4s?r=240p": "v".repeat(2000),
    "/m/a/audio/init.mp4": "i".repeat(50),
    "/m/a/audio/seg_0.m4s": "a".repeat(400),
    "/m/a/audio/seg_1.m4s?r=audio": "a".repeat(200),
    "/key?t=1": "k".repeat(16),
  };
  const asked: string[] = [];
  const fetchBytes = async (sitePath: string) => {
    asked.push(sitePath);
    const body = files[sitePath];
    if (body === undefined) throw new Error(`404 ${sitePath}`);
    return new TextEncoder().encode(body);
  };

  it("adds the master, the rung's and the audio's playlists and segments, and the key once", async () => {
    const total = await playbackBytes(fetchBytes, "/m/a/master.m3u8", "240p");
    const expected = Object.values(files).reduce((sum, body) => sum + body.length, 0);
    expect(total).toBe(expected);
    expect(asked.filter((p) => p.startsWith("/key"))).toEqual(["/key?t=1"]);
    expect(asked).not.toContain("/m/a/144p/index.m3u8");
  });

  it("refuses a master without that rung", async () => {
    await expect(playbackBytes(fetchBytes, "/m/a/master.m3u8", "1080p")).rejects.toThrow(
      /expected the 1080p and audio playlists/,
    );
  });
});
