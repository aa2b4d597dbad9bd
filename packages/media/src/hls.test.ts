import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  type RenditionInfo,
  addKeyTag,
  avcCodecFromInit,
  decryptSegment,
  encryptSegment,
  loopMediaPlaylist,
  parseMediaPlaylist,
  playlistDuration,
  hasOpusMaster,
  markOpusMaster,
  segmentIv,
  writeMasterPlaylist,
  writeOpusMasterPlaylist,
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
        { uri: "seg_000.m4s", durationS: 4, sequence: 0 },
        { uri: "seg_001.m4s", durationS: 1.5, sequence: 1 },
      ],
    });
    expect(() => parseMediaPlaylist("hello")).toThrow("not an HLS playlist");
  });

  describe("a looping playlist (the demo films, ADR 0070)", () => {
    const keyed = addKeyTag(PLAYLIST, "../key");

    it("repeats every segment, with a discontinuity between repetitions", () => {
      const looped = loopMediaPlaylist(keyed, 3);
      const lines = looped.split("\n");
      expect(lines.filter((l) => l === "#EXT-X-DISCONTINUITY")).toHaveLength(2);
      expect(lines.filter((l) => l.endsWith(".m4s"))).toEqual([
        "seg_000.m4s",
        "seg_001.m4s",
        "seg_000.m4s",
        "seg_001.m4s",
        "seg_000.m4s",
        "seg_001.m4s",
      ]);
      expect(lines.filter((l) => l.startsWith("#EXT-X-MAP:"))).toEqual([
        '#EXT-X-MAP:URI="init_0.mp4"',
      ]);
      expect(lines.filter((l) => l === "#EXT-X-ENDLIST")).toHaveLength(1);
      expect(lines.at(-2)).toBe("#EXT-X-ENDLIST");
      // A discontinuity comes right before a repetition's first segment (its key tag).
      const first = lines.indexOf("#EXT-X-DISCONTINUITY");
      expect(lines[first + 1]).toMatch(/^#EXT-X-KEY:/);
      expect(lines[first + 3]).toBe("seg_000.m4s");
    });

    it("plays repeats × the clip: its EXTINF durations sum to the running time", () => {
      const clip = playlistDuration(parseMediaPlaylist(keyed));
      expect(clip).toBe(5.5);
      expect(playlistDuration(parseMediaPlaylist(loopMediaPlaylist(keyed, 20)))).toBe(110);
    });

    it("gives each repeated segment the IV it was encrypted with", () => {
      const parsed = parseMediaPlaylist(loopMediaPlaylist(keyed, 3));
      expect(parsed.segments.map((s) => s.sequence)).toEqual([0, 1, 0, 1, 0, 1]);
      const looped = loopMediaPlaylist(keyed, 2);
      expect(looped).toContain(
        `#EXT-X-KEY:METHOD=AES-128,URI="../key",IV=0x${"0".repeat(31)}1\n#EXTINF:1.500000,\nseg_001.m4s`,
      );
      // A segment encrypted as sequence 1 decrypts with the IV its repeated line declares.
      const key = randomBytes(16);
      const data = randomBytes(100);
      const encrypted = encryptSegment(data, key, 1);
      expect(decryptSegment(encrypted, key, parsed.segments[3]!.sequence)).toEqual(data);
    });

    it("keeps the playlist as it is for one repetition, and refuses to loop twice", () => {
      expect(loopMediaPlaylist(keyed, 1)).toBe(keyed);
      expect(() => loopMediaPlaylist(loopMediaPlaylist(keyed, 2), 2)).toThrow("already loops");
      expect(() => loopMediaPlaylist(keyed, 0)).toThrow("invalid repeat count");
    });
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

  it("adds listen mode's Opus rendition as an audio-only variant of its own, after AAC", () => {
    const opus: RenditionInfo = { ...rung("opus", 0, 34_000), width: 0, codecs: "opus" };
    // Listed before the AAC one: the AAC rendition stays the video's audio group all the same.
    const lines = writeMasterPlaylist([opus, rung("144p", 144, 200_000), audio]).split("\n");
    expect(lines.filter((l) => l.startsWith("#EXT-X-MEDIA:"))).toEqual([
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="Audio",LANGUAGE="und",DEFAULT=YES,AUTOSELECT=YES,URI="audio/index.m3u8"',
    ]);
    expect(lines.slice(-5)).toEqual([
      '#EXT-X-STREAM-INF:BANDWIDTH=60000,AVERAGE-BANDWIDTH=54000,CODECS="mp4a.40.2"',
      "audio/index.m3u8",
      '#EXT-X-STREAM-INF:BANDWIDTH=34000,AVERAGE-BANDWIDTH=30600,CODECS="opus"',
      "opus/index.m3u8",
      "",
    ]);
    expect(lines.join("\n")).toContain('CODECS="avc1.4d401e,mp4a.40.2",AUDIO="aud"');
  });

  it("writes the Opus master (ADR 0083): the H.264 rungs with the Opus audio group, then both audio-only variants", () => {
    const opus: RenditionInfo = { ...rung("opus", 0, 34_000), width: 0, codecs: "opus" };
    const av1: RenditionInfo = { ...rung("av1-144p", 144, 90_000), codecs: "av01.0.00M.08" };
    const renditions = [rung("360p", 360, 700_000), av1, audio, opus, rung("144p", 144, 200_000)];
    expect(writeOpusMasterPlaylist(renditions)!.split("\n")).toEqual([
      "#EXTM3U",
      "#EXT-X-VERSION:7",
      "#EXT-X-INDEPENDENT-SEGMENTS",
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="opus",NAME="Audio",LANGUAGE="und",DEFAULT=YES,AUTOSELECT=YES,URI="opus/index.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=234000,AVERAGE-BANDWIDTH=210600,RESOLUTION=256x144,FRAME-RATE=25.000,CODECS="avc1.4d401e,opus",AUDIO="opus"',
      "144p/index.m3u8",
      '#EXT-X-STREAM-INF:BANDWIDTH=734000,AVERAGE-BANDWIDTH=660600,RESOLUTION=640x360,FRAME-RATE=25.000,CODECS="avc1.4d401e,opus",AUDIO="opus"',
      "360p/index.m3u8",
      '#EXT-X-STREAM-INF:BANDWIDTH=60000,AVERAGE-BANDWIDTH=54000,CODECS="mp4a.40.2"',
      "audio/index.m3u8",
      '#EXT-X-STREAM-INF:BANDWIDTH=34000,AVERAGE-BANDWIDTH=30600,CODECS="opus"',
      "opus/index.m3u8",
      "",
    ]);
    // A video made before Opus has no Opus master.
    expect(writeOpusMasterPlaylist([rung("144p", 144, 200_000), audio])).toBeUndefined();
    // Recorded on the Opus rendition, which a folder made before it lacks.
    expect(hasOpusMaster(renditions)).toBe(false);
    const marked = markOpusMaster(renditions);
    expect(hasOpusMaster(marked)).toBe(true);
    expect(marked.filter((r) => r.opusMaster).map((r) => r.name)).toEqual(["opus"]);
  });

  it("needs both video and audio", () => {
    expect(() => writeMasterPlaylist([audio])).toThrow();
    const opusOnly: RenditionInfo = { ...audio, name: "opus", codecs: "opus" };
    expect(() => writeMasterPlaylist([rung("144p", 144, 1), opusOnly])).toThrow();
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
