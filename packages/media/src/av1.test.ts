import { describe, expect, it } from "vitest";
import { CAP_MARGIN, av1Rungs, buildAv1Args, chooseAv1Crf } from "./av1.ts";
import { av1CodecFromInit } from "./hls.ts";
import { fixedLadder } from "./per-title.ts";
import { selectLadder } from "./ladder.ts";

// Two probes 12 CRFs apart: SSIM 0.995 → 0.985 (−4.77 dB), bits 400k → 100k.
const points = [
  { crf: 38, bitrate: 400_000, ssim: 0.995 },
  { crf: 50, bitrate: 100_000, ssim: 0.985 },
];

describe("chooseAv1Crf", () => {
  it("takes the CRF that reaches the target when it stays under the cap", () => {
    // 0.99 is 20 dB, 3 dB below 0.995's 23 dB: 3 / (4.77 / 12) = 7.5 CRFs on.
    expect(chooseAv1Crf(points, 0.99, 1_000_000)).toBe(45);
  });

  it("raises the CRF until the bits are under the H.264 rung's", () => {
    // 200k is half of 400k: ln 2 / (ln 4 / 12) = 6 CRFs on; the target alone would give 38.
    expect(chooseAv1Crf(points, 0.995, 200_000)).toBe(44);
  });

  it("keeps to SVT-AV1's range and to the lower probe when the points say nothing", () => {
    expect(chooseAv1Crf(points, 0.5, 1_000_000)).toBe(63);
    expect(chooseAv1Crf(points, 0.99999, 1e12)).toBe(1);
    const flat = [points[0]!, { ...points[1]!, ssim: 0.995 }];
    expect(chooseAv1Crf(flat, 0.99, 1_000_000)).toBe(38);
    expect(chooseAv1Crf([points[1]!], 0.99, 1_000_000)).toBe(50);
  });
});

describe("av1Rungs", () => {
  it("stands beside each H.264 rung up to 480p, capped at its bits", () => {
    const ladder = fixedLadder(selectLadder(720));
    const rungs = av1Rungs(ladder);
    expect(rungs.map((r) => r.name)).toEqual(["av1-144p", "av1-240p", "av1-360p", "av1-480p"]);
    expect(rungs[1]!.capBitrate).toBe(ladder[1]!.videoBitrate);
    expect(av1Rungs([...ladder, { ...ladder[0]!, name: "av1-144p" }])).toHaveLength(4);
  });
});

describe("av1CodecFromInit", () => {
  const init = (profileLevel: number, flags: number) =>
    Buffer.concat([Buffer.from("....av1C"), Buffer.from([0x81, profileLevel, flags, 0])]);

  it("reads profile, level, tier and bit depth from the av1C box", () => {
    expect(av1CodecFromInit(init(0x04, 0x0d))).toBe("av01.0.04M.08");
    expect(av1CodecFromInit(init(0x08, 0xcd))).toBe("av01.0.08H.10");
    expect(() => av1CodecFromInit(Buffer.from("no box here"))).toThrow(/av1C/);
  });
});

describe("buildAv1Args", () => {
  it("caps each rung's CRF encode under the H.264 rung's bits, one keyframe every 2 s", () => {
    const rungs = av1Rungs(fixedLadder(selectLadder(240))).map((r, i) => ({ ...r, crf: 40 + i }));
    const args = buildAv1Args({
      source: "in.mp4",
      probe: {
        durationS: 60,
        fps: 25,
        width: 426,
        height: 240,
        hasAudio: true,
        videoCodec: "h264",
      },
      rungs,
      outDir: "/out",
    });
    const at = (flag: string) => args[args.indexOf(flag) + 1];
    expect(at("-crf:v:1")).toBe("41");
    expect(at("-g:v:1")).toBe("50");
    expect(at("-svtav1-params:v:1")).toBe(
      `mbr=${Math.floor((rungs[1]!.capBitrate * CAP_MARGIN) / 1000)}`,
    );
    expect(at("-var_stream_map")).toBe("v:0,name:av1-144p v:1,name:av1-240p");
    expect(args).toContain("-an");
  });
});
