import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  type RenditionInfo,
  addKeyTag,
  avcCodecFromInit,
  decryptSegment,
  encryptSegment,
  parseMediaPlaylist,
  segmentIv,
  writeMasterPlaylist,
} from "./hls.ts";

const PLAYLIST = [
  "#EXTM3U",
  "#EXT-X-VERSION:7",
  "#EXT-X-TARGETDURATION:4",
  "#EXT-X-MEDIA-SEQUENCE:0",
  "#EXT-X-PLAYLIST-TYPE:VOD",
  '#EXT-X-MAP:URI="init_0.mp4"',
  "#EXTINF:4.000000,",
  "seg_000.m4s",
  "#EXTINF:1.500000,",
  "seg_001.m4s",
  "#EXT-X-ENDLIST",
  "",
].join("\n");

describe("media playlists", () => {
  it("parses the init segment and segment durations", () => {
    expect(parseMediaPlaylist(PLAYLIST)).toEqual({
      mapUri: "init_0.mp4",
      segments: [
        { uri: "seg_000.m4s", durationS: 4 },
        { uri: "seg_001.m4s", durationS: 1.5 },
      ],
    });
    expect(() => parseMediaPlaylist("hello")).toThrow("not an HLS playlist");
  });

  it("declares the key after EXT-X-MAP so the init segment stays clear", () => {
    const out = addKeyTag(PLAYLIST, "../key").split("\n");
    const key = out.indexOf('#EXT-X-KEY:METHOD=AES-128,URI="../key"');
    expect(key).toBeGreaterThan(out.indexOf('#EXT-X-MAP:URI="init_0.mp4"'));
    expect(key).toBe(out.indexOf("#EXTINF:4.000000,") - 1);
    expect(() => addKeyTag(addKeyTag(PLAYLIST, "k"), "k")).toThrow("already declares");
    expect(() => addKeyTag(PLAYLIST, 'a"b')).toThrow("invalid key URI");
  });
});

describe("AES-128 segments", () => {
  it("uses the media sequence number as IV", () => {
    expect(segmentIv(0).toString("hex")).toBe("0".repeat(32));
    expect(segmentIv(258).toString("hex")).toBe(`${"0".repeat(28)}0102`);
  });

  it("round-trips with the key and fails with another key or sequence", () => {
    const key = randomBytes(16);
    const data = randomBytes(1000);
    const encrypted = encryptSegment(data, key, 3);
    expect(encrypted.length).toBe(1008);
    expect(decryptSegment(encrypted, key, 3)).toEqual(data);
    expect(decryptSegment(encrypted, key, 4).subarray(16)).toEqual(data.subarray(16));
    expect(decryptSegment(encrypted, key, 4).subarray(0, 16)).not.toEqual(data.subarray(0, 16));
    let wrong: Buffer | undefined;
    try {
      wrong = decryptSegment(encrypted, randomBytes(16), 3);
    } catch {
      wrong = undefined;
    }
    expect(wrong?.equals(data) ?? false).toBe(false);
  });
});

describe("writeMasterPlaylist", () => {
  const rung = (name: string, height: number, bw: number): RenditionInfo => ({
    name,
    height,
    width: Math.round((height * 16) / 9 / 2) * 2,
    bandwidth: bw,
    averageBandwidth: Math.round(bw * 0.9),
    bytes: 1,
    durationS: 10,
    codecs: "avc1.4d401e",
    fps: 25,
  });
  const audio: RenditionInfo = { ...rung("audio", 0, 60_000), width: 0, codecs: "mp4a.40.2" };

  it("lists video rungs lowest first with audio bandwidth added, then the audio-only variant", () => {
    const text = writeMasterPlaylist([
      rung("360p", 360, 700_000),
      audio,
      rung("144p", 144, 200_000),
    ]);
    expect(text.split("\n")).toEqual([
      "#EXTM3U",
      "#EXT-X-VERSION:7",
      "#EXT-X-INDEPENDENT-SEGMENTS",
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="Audio",LANGUAGE="und",DEFAULT=YES,AUTOSELECT=YES,URI="audio/index.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=260000,AVERAGE-BANDWIDTH=234000,RESOLUTION=256x144,FRAME-RATE=25.000,CODECS="avc1.4d401e,mp4a.40.2",AUDIO="aud"',
      "144p/index.m3u8",
      '#EXT-X-STREAM-INF:BANDWIDTH=760000,AVERAGE-BANDWIDTH=684000,RESOLUTION=640x360,FRAME-RATE=25.000,CODECS="avc1.4d401e,mp4a.40.2",AUDIO="aud"',
      "360p/index.m3u8",
      '#EXT-X-STREAM-INF:BANDWIDTH=60000,AVERAGE-BANDWIDTH=54000,CODECS="mp4a.40.2"',
      "audio/index.m3u8",
      "",
    ]);
  });

  it("needs both video and audio", () => {
    expect(() => writeMasterPlaylist([audio])).toThrow();
    expect(() => writeMasterPlaylist([rung("144p", 144, 1)])).toThrow();
  });
});

describe("avcCodecFromInit", () => {
  it("reads profile, constraints and level from the avcC box", () => {
    const init = Buffer.concat([
      Buffer.from("....avcC"),
      Buffer.from([0x01, 0x4d, 0x40, 0x1e, 0xff]),
    ]);
    expect(avcCodecFromInit(init)).toBe("avc1.4d401e");
    expect(() => avcCodecFromInit(Buffer.from("moov"))).toThrow("no avcC");
  });
});
