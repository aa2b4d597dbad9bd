import { describe, expect, it } from "vitest";
import { AUDIO_BITRATE, selectLadder, videoBitrate } from "./ladder.ts";

const names = (h: number) => selectLadder(h).map((r) => r.name);

describe("selectLadder", () => {
  it("never upscales and adds 1080p only when the source has it", () => {
    expect(names(2160)).toEqual(["144p", "240p", "360p", "480p", "720p", "1080p"]);
    expect(names(1080)).toEqual(["144p", "240p", "360p", "480p", "720p", "1080p"]);
    expect(names(1079)).toEqual(["144p", "240p", "360p", "480p", "720p"]);
    expect(names(720)).toEqual(["144p", "240p", "360p", "480p", "720p"]);
    expect(names(480)).toEqual(["144p", "240p", "360p", "480p"]);
    expect(names(180)).toEqual(["144p"]);
  });

  it("gives a source below 144 lines one rung at its own (even) height", () => {
    expect(selectLadder(121)).toEqual([{ name: "120p", height: 120, bandwidth: 200_000 }]);
  });

  it("rejects a height that is not a positive number", () => {
    expect(() => selectLadder(0)).toThrow(/invalid source height/);
    expect(() => selectLadder(Number.NaN)).toThrow(/invalid source height/);
  });

  it("keeps the nominal bandwidths of the spec, audio included", () => {
    const bw = selectLadder(1080).map((r) => r.bandwidth);
    expect(bw).toEqual([200_000, 400_000, 700_000, 1_100_000, 2_800_000, 5_000_000]);
    expect(AUDIO_BITRATE).toBeLessThanOrEqual(64_000);
    expect(videoBitrate(selectLadder(1080)[0]!)).toBe(200_000 - AUDIO_BITRATE);
  });
});
