import { describe, expect, it } from "vitest";
import { selectLadder } from "./ladder.ts";
import {
  ABR_MARGIN,
  HIGH_ABR_MARGIN,
  HIGH_PROBE_CRFS,
  PROBE_CRFS,
  abrMargin,
  probeCrfs,
  FLOOR_SHARE,
  bitsForTarget,
  chooseLadder,
  chooseVideoBitrate,
  parseSsimStats,
  sampleWindows,
  ssimDb,
  targetSsim,
} from "./per-title.ts";

const rungAt = (height: number) => selectLadder(720).find((r) => r.height === height)!;
const [r144, r240, r720] = [rungAt(144), rungAt(240), rungAt(720)];

describe("sampleWindows", () => {
  it("takes three 1.2 s samples of a minute, centred in its thirds (6 % of it)", () => {
    expect(sampleWindows(60)).toEqual([
      { startS: 9.4, durationS: 1.2 },
      { startS: 29.4, durationS: 1.2 },
      { startS: 49.4, durationS: 1.2 },
    ]);
  });

  it("takes at most five samples of 2 s of a long film", () => {
    const windows = sampleWindows(5400);
    expect(windows).toHaveLength(5);
    expect(windows.every((w) => w.durationS === 2)).toBe(true);
    expect(windows[0]!.startS).toBe(539);
    expect(windows[4]!.startS + 2).toBeLessThanOrEqual(5400);
  });

  it("takes one second (or all) of a short clip", () => {
    expect(sampleWindows(5)).toEqual([{ startS: 2, durationS: 1 }]);
    expect(sampleWindows(0.6)).toEqual([{ startS: 0, durationS: 0.6 }]);
  });

  it("refuses a duration that is not a positive number", () => {
    expect(() => sampleWindows(0)).toThrow(/invalid duration/);
    expect(() => sampleWindows(Number.NaN)).toThrow(/invalid duration/);
  });
});

describe("bitsForTarget", () => {
  // SSIM 0.99 is 20 dB, 0.999 is 30 dB: 10 dB between 100 and 400 kbit/s.
  const points = [
    { bitrate: 100_000, ssim: 0.99 },
    { bitrate: 400_000, ssim: 0.999 },
  ];

  it("interpolates SSIM in dB over log bitrate", () => {
    expect(ssimDb(0.99)).toBeCloseTo(20, 6);
    // 25 dB is half-way in log: √(100k·400k) = 200k.
    expect(bitsForTarget(points, 1 - 10 ** -2.5)).toBeCloseTo(200_000, -1);
    expect(bitsForTarget(points, 0.99)).toBeCloseTo(100_000, -1);
  });

  it("extrapolates from the nearest two points, in either direction", () => {
    // 15 dB: half the log range below 100k → 50k; 35 dB → 800k.
    expect(bitsForTarget(points, 1 - 10 ** -1.5)).toBeCloseTo(50_000, -1);
    expect(bitsForTarget(points, 1 - 10 ** -3.5)).toBeCloseTo(800_000, -1);
    const three = [...points, { bitrate: 25_000, ssim: 0.9 }];
    // Between 25k (10 dB) and 100k (20 dB): 15 dB → 50k.
    expect(bitsForTarget(three, 1 - 10 ** -1.5)).toBeCloseTo(50_000, -1);
  });

  it("cannot say from quality that does not rise with bits, or from nothing", () => {
    const flat = [
      { bitrate: 100_000, ssim: 0.95 },
      { bitrate: 200_000, ssim: 0.95 },
    ];
    expect(bitsForTarget(flat, 0.99)).toBe(Number.POSITIVE_INFINITY);
    expect(bitsForTarget(flat, 0.9)).toBe(100_000);
    expect(bitsForTarget([], 0.9)).toBe(Number.POSITIVE_INFINITY);
    expect(bitsForTarget([{ bitrate: 50_000, ssim: 0.99 }], 0.98)).toBe(50_000);
    expect(bitsForTarget([{ bitrate: 50_000, ssim: 0.97 }], 0.98)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("chooseVideoBitrate", () => {
  it("gives the estimate with the ABR margin, in whole kbit/s", () => {
    // 144p's target 0.984 = 17.96 dB; points 60k at 0.98 (16.99 dB), 120k at 0.99 (20 dB).
    const points = [
      { bitrate: 60_000, ssim: 0.98 },
      { bitrate: 120_000, ssim: 0.99 },
    ];
    const estimate = bitsForTarget(points, targetSsim(144));
    expect(estimate).toBeGreaterThan(60_000);
    expect(estimate).toBeLessThan(120_000);
    expect(chooseVideoBitrate(r144, points)).toBe(
      Math.round((estimate * ABR_MARGIN) / 1000) * 1000,
    );
  });

  it("takes a smaller margin at 720p and up, probed at finer CRFs", () => {
    // 720p's target 0.995 = 23.01 dB; points 1.2M at 0.99 (20 dB), 3M at 0.997 (25.23 dB).
    const points = [
      { bitrate: 1_200_000, ssim: 0.99 },
      { bitrate: 3_000_000, ssim: 0.997 },
    ];
    const estimate = bitsForTarget(points, targetSsim(720));
    expect(estimate).toBeGreaterThan(1_200_000);
    expect(estimate * ABR_MARGIN).toBeLessThan(2_744_000);
    expect(chooseVideoBitrate(r720, points)).toBe(
      Math.round((estimate * HIGH_ABR_MARGIN) / 1000) * 1000,
    );
    expect(abrMargin(480)).toBe(ABR_MARGIN);
    expect(abrMargin(1080)).toBe(HIGH_ABR_MARGIN);
    expect(probeCrfs(360)).toEqual(PROBE_CRFS);
    expect(probeCrfs(720)).toEqual(HIGH_PROBE_CRFS);
    expect(Math.min(...HIGH_PROBE_CRFS)).toBeLessThan(Math.min(...PROBE_CRFS));
  });

  it("keeps today's bitrate for content that never reaches the target (grain)", () => {
    const grain = [
      { bitrate: 400_000, ssim: 0.75 },
      { bitrate: 5_000_000, ssim: 0.76 },
    ];
    expect(chooseVideoBitrate(r720, grain)).toBe(2_744_000);
    expect(chooseVideoBitrate(r720, [])).toBe(2_744_000);
  });

  it("never goes below the floor for content that is nearly free (a still slide)", () => {
    const still = [
      { bitrate: 5_000, ssim: 0.998 },
      { bitrate: 9_000, ssim: 0.999 },
    ];
    expect(chooseVideoBitrate(r240, still)).toBe(Math.round((344_000 * FLOOR_SHARE) / 1000) * 1000);
  });
});

describe("chooseLadder", () => {
  it("records each rung's choice beside today's bitrate and its target, unmeasured yet", () => {
    const ladder = chooseLadder(selectLadder(240), [
      [{ bitrate: 100_000, ssim: 0.99 }],
      [
        { bitrate: 100_000, ssim: 0.98 },
        { bitrate: 200_000, ssim: 0.981 },
      ],
    ]);
    expect(ladder).toEqual([
      {
        name: "144p",
        height: 144,
        videoBitrate: 115_000,
        fixedVideoBitrate: 144_000,
        targetSsim: 0.984,
        ssim: null,
      },
      {
        name: "240p",
        height: 240,
        videoBitrate: 344_000,
        fixedVideoBitrate: 344_000,
        targetSsim: 0.987,
        ssim: null,
      },
    ]);
  });

  it("gives a rung below 144 lines 144p's target", () => {
    expect(targetSsim(120)).toBe(0.984);
    expect(targetSsim(1440)).toBe(0.995);
  });
});

describe("parseSsimStats", () => {
  it("averages the frames' All values", () => {
    const text = [
      "n:1 Y:0.990000 U:0.99 V:0.99 All:0.990000 (20.000000)",
      "n:2 Y:0.980000 U:0.98 V:0.98 All:0.980000 (16.989700)",
      "n:3 Y:1 U:1 V:1 All:inf (inf)",
      "",
    ].join("\n");
    const { ssim, frames } = parseSsimStats(text);
    expect(frames).toBe(3);
    expect(ssim).toBeCloseTo((0.99 + 0.98 + 1) / 3, 9);
  });

  it("fails on a stats file without frames", () => {
    expect(() => parseSsimStats("")).toThrow(/no frame/);
  });
});
