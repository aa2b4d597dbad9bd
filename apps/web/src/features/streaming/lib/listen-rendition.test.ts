import type { StreamRendition } from "@tazama/contracts";
import { describe, expect, it } from "vitest";
import { listenRendition } from "./listen-rendition.ts";

const aac: StreamRendition = {
  name: "audio",
  height: 0,
  codecs: "mp4a.40.2",
  bandwidth: 60_000,
  averageBandwidth: 60_000,
  bytesTotal: 400_000,
};
const opus: StreamRendition = {
  name: "opus",
  height: 0,
  codecs: "opus",
  bandwidth: 31_000,
  averageBandwidth: 31_000,
  bytesTotal: 200_000,
};
const rung: StreamRendition = {
  name: "144p",
  height: 144,
  codecs: "avc1.4d400c,mp4a.40.2",
  bandwidth: 260_000,
  averageBandwidth: 260_000,
  bytesTotal: 2_000_000,
};

describe("listenRendition", () => {
  it("takes Opus where the browser plays it, AAC where it does not", () => {
    expect(listenRendition([aac, opus, rung], true)).toBe(opus);
    expect(listenRendition([opus, aac, rung], false)).toBe(aac);
  });

  it("plays AAC from a video transcoded before Opus, and nothing without audio", () => {
    expect(listenRendition([aac, rung], true)).toBe(aac);
    expect(listenRendition([rung], true)).toBeNull();
  });
});
