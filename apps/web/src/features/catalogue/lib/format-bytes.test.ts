import type { MediaVideo } from "@tazama/contracts";
import { describe, expect, it } from "vitest";
import { dataSizes, formatBytes } from "./format-bytes.ts";

describe("formatBytes", () => {
  it("writes kB below a megabyte (at least 1 kB)", () => {
    expect(formatBytes(850_400)).toBe("850 kB");
    expect(formatBytes(12)).toBe("1 kB");
  });

  it("keeps one decimal below 10 MB and 10 GB, whole numbers above", () => {
    expect(formatBytes(4_249_000)).toBe("4.2 MB");
    expect(formatBytes(9_960_000)).toBe("10 MB");
    expect(formatBytes(105_300_000)).toBe("105 MB");
    expect(formatBytes(999_600_000)).toBe("1.0 GB");
    expect(formatBytes(1_240_000_000)).toBe("1.2 GB");
    expect(formatBytes(12_600_000_000)).toBe("13 GB");
  });
});

const ready = (sizes: [string, number, number][]): MediaVideo => ({
  status: "ready",
  durationS: 6000,
  qualities: sizes.map(([name, height, bytesTotal]) => ({ name, height, bytesTotal })),
});

describe("dataSizes", () => {
  it("labels each quality of the main video", () => {
    const sizes = dataSizes({
      ref: "x",
      main: ready([
        ["144p", 144, 105_000_000],
        ["720p", 720, 1_230_000_000],
      ]),
      trailer: ready([["144p", 144, 2_000_000]]),
    });
    expect(sizes).toEqual({
      of: "main",
      entries: [
        { key: "144p", label: "144p · 105 MB" },
        { key: "720p", label: "720p · 1.2 GB" },
      ],
    });
  });

  it("falls back to the trailer while the main video is missing or not ready", () => {
    const trailer = ready([["240p", 240, 3_400_000]]);
    for (const main of [null, { status: "processing" as const, durationS: null, qualities: [] }]) {
      expect(dataSizes({ ref: "x", main, trailer })).toEqual({
        of: "trailer",
        entries: [{ key: "240p", label: "240p · 3.4 MB" }],
      });
    }
  });

  it("is null when no video is ready", () => {
    expect(dataSizes(undefined)).toBeNull();
    expect(
      dataSizes({
        ref: "x",
        main: null,
        trailer: { status: "failed", durationS: null, qualities: [] },
      }),
    ).toBeNull();
  });
});
