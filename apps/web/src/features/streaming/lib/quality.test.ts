import { describe, expect, it } from "vitest";
import {
  formatPerHour,
  gigabytesPerHour,
  LISTEN_LEVEL,
  qualityOptions,
  readRememberedHeight,
  rememberHeight,
  startLevel,
} from "./quality.ts";

const levels = [
  { height: 360, bitrate: 760_000 },
  { height: 144, bitrate: 260_000 },
  { height: 720, bitrate: 2_860_000 },
];

describe("data cost per hour", () => {
  it("turns a bit rate into gigabytes per hour", () => {
    expect(gigabytesPerHour(8_000_000 / 3.6)).toBeCloseTo(1, 6);
    expect(formatPerHour(260_000)).toBe("117 MB/h");
    expect(formatPerHour(2_860_000)).toBe("1.3 GB/h");
  });

  it("shows one decimal under 10 (MB or GB), whole numbers above", () => {
    const cases: [number, string][] = [
      [2_000, "0.9 MB/h"],
      [16_000, "7.2 MB/h"],
      [22_100, "9.9 MB/h"],
      [22_112, "10 MB/h"],
      [30_000, "14 MB/h"],
      [2_220_000, "999 MB/h"],
      [2_221_200, "1.0 GB/h"],
      [22_112_000, "10 GB/h"],
    ];
    for (const [bits, text] of cases) expect(formatPerHour(bits)).toBe(text);
  });

  it("keeps the data saver's lowest rung under 0.3 GB/h", () => {
    expect(gigabytesPerHour(260_000)).toBeLessThan(0.3);
  });
});

describe("qualityOptions", () => {
  it("offers Auto, then each rung lowest first with its cost, keeping hls.js level indexes", () => {
    expect(qualityOptions(levels)).toEqual([
      { level: -1, label: "Auto" },
      { level: 1, label: "144p · 117 MB/h", perHour: "117 MB/h" },
      { level: 0, label: "360p · 342 MB/h", perHour: "342 MB/h" },
      { level: 2, label: "720p · 1.3 GB/h", perHour: "1.3 GB/h" },
    ]);
  });

  it("ends with listening, audio only, when the video has an audio rendition", () => {
    const options = qualityOptions(levels, 56_000);
    expect(options).toHaveLength(5);
    expect(options.at(-1)).toEqual({
      level: LISTEN_LEVEL,
      label: "Audio only · 25 MB/h",
      perHour: "25 MB/h",
    });
  });
});

describe("startLevel", () => {
  it("starts at the lowest rung with the data saver", () => {
    expect(startLevel(levels, null, true, 20_000_000)).toBe(1);
  });

  it("starts at the lowest rung when this device never measured its network", () => {
    expect(startLevel(levels, null, false, null)).toBe(1);
  });

  it("starts as high as the remembered bandwidth fetches a 4 s segment in a second", () => {
    // 4 s × 760 kb/s within 1 s at 0.8 × the estimate needs ≥ 3.8 Mb/s; 720p needs ≥ 14.3 Mb/s.
    expect(startLevel(levels, null, false, 1_600_000)).toBe(1);
    expect(startLevel(levels, null, false, 3_800_000)).toBe(0);
    expect(startLevel(levels, null, false, 14_000_000)).toBe(0);
    expect(startLevel(levels, null, false, 14_300_000)).toBe(2);
    // Slower than even the lowest rung: still the lowest.
    expect(startLevel(levels, null, false, 100_000)).toBe(1);
  });

  it("prefers the remembered rung when it exists", () => {
    expect(startLevel(levels, 720, true, null)).toBe(2);
    expect(startLevel(levels, 1080, false, null)).toBe(1);
  });

  it("has no level to start at without levels", () => {
    expect(startLevel([], null, false, 5_000_000)).toBe(-1);
  });

  it("skips an audio-only level (height 0) when looking for the lowest rung", () => {
    const withAudio = [{ height: 0, bitrate: 60_000 }, ...levels];
    expect(startLevel(withAudio, null, true, null)).toBe(2);
  });
});

describe("remembered quality", () => {
  it("stores a height, reads it back, and forgets it for Auto", () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
    expect(readRememberedHeight(storage)).toBeNull();
    rememberHeight(storage, 480);
    expect(readRememberedHeight(storage)).toBe(480);
    rememberHeight(storage, null);
    expect(readRememberedHeight(storage)).toBeNull();
    map.set("tazama.quality", "junk");
    expect(readRememberedHeight(storage)).toBeNull();
  });
});
