import { describe, expect, it } from "vitest";
import { readMediaPlaylist } from "./hls-playlist.ts";

describe("readMediaPlaylist", () => {
  it("reads the init segment and each media line with its duration, in order", () => {
    const text = [
      "#EXTM3U",
      "#EXT-X-TARGETDURATION:4",
      '#EXT-X-MAP:URI="init_0.mp4"',
      '#EXT-X-KEY:METHOD=AES-128,URI="../key",IV=0x0',
      "#EXTINF:4.000000,",
      "seg_000.m4s",
      "#EXTINF:2.5,",
      "seg_001.m4s",
      "#EXT-X-DISCONTINUITY",
      "#EXTINF:4.000000,",
      "seg_000.m4s",
      "#EXT-X-ENDLIST",
    ].join("\r\n");
    expect(readMediaPlaylist(text)).toEqual({
      init: "init_0.mp4",
      segments: [
        { uri: "seg_000.m4s", duration: 4 },
        { uri: "seg_001.m4s", duration: 2.5 },
        { uri: "seg_000.m4s", duration: 4 },
      ],
    });
  });

  it("keeps a media line without a duration (for the caller to judge), and reads no init", () => {
    expect(readMediaPlaylist("#EXTM3U\n../../etc/passwd\n")).toEqual({
      init: null,
      segments: [{ uri: "../../etc/passwd", duration: 0 }],
    });
  });
});
