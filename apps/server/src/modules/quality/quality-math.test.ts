import { STARTUP_BUCKET_EDGES_MS, startupBucket } from "@tazama/contracts";
import { describe, expect, it } from "vitest";
import {
  addSums,
  beaconSums,
  emptySums,
  figuresOf,
  histogramQuantile,
  worstOf,
} from "./quality-math.ts";

const histogram = (values: number[]) => {
  const sums = emptySums();
  for (const v of values) sums.startupBuckets[startupBucket(v)]! += 1;
  return sums.startupBuckets;
};

describe("startup histogram", () => {
  it("puts a time in the bucket whose edges hold it", () => {
    expect(startupBucket(0)).toBe(0);
    expect(startupBucket(99)).toBe(0);
    expect(startupBucket(100)).toBe(1);
    expect(startupBucket(114)).toBe(1);
    expect(startupBucket(115)).toBe(2);
    expect(startupBucket(10_000_000)).toBe(STARTUP_BUCKET_EDGES_MS.length);
  });

  it("reads one startup between 100 ms and 60 s back within 8 %", () => {
    for (let ms = 100; ms < 60_000; ms = Math.ceil(ms * 1.031)) {
      const p50 = histogramQuantile(histogram([ms]), 0.5)!;
      expect(Math.abs(p50 - ms) / ms, `${ms} ms read as ${p50}`).toBeLessThanOrEqual(0.08);
    }
  });

  it("p50 and p95 of many startups are close to the exact percentiles", () => {
    // 1,000 startups spread from 500 ms to 10.5 s.
    const values = Array.from({ length: 1000 }, (_, i) => 500 + i * 10);
    const buckets = histogram(values);
    const exact = (p: number) => values[Math.ceil(p * values.length) - 1]!;
    for (const p of [0.5, 0.95]) {
      const read = histogramQuantile(buckets, p)!;
      expect(Math.abs(read - exact(p)) / exact(p)).toBeLessThan(0.075);
    }
    expect(histogramQuantile(emptySums().startupBuckets, 0.5)).toBeNull();
  });
});

describe("beacon sums and figures", () => {
  const base = { v: 1 as const, id: "abcdefgh", ref: "t", k: "m" as const, n: "4g" as const };

  it("a play is counted by its startup or its exit; a failure before the first frame is not an exit", () => {
    expect(beaconSums({ ...base, s: 0, w: 0, su: 800 })).toMatchObject({
      plays: 1,
      startups: 1,
      startupMsSum: 800,
    });
    expect(beaconSums({ ...base, s: 3, w: 30_000 })).toMatchObject({ plays: 0, watchMs: 30_000 });
    expect(beaconSums({ ...base, s: 0, w: 0, x: 1 })).toMatchObject({
      plays: 1,
      exitsBeforeStart: 1,
      failures: 0,
    });
    expect(beaconSums({ ...base, s: 0, w: 0, x: 1, fa: 1 })).toMatchObject({
      plays: 1,
      exitsBeforeStart: 0,
      failures: 1,
    });
  });

  it("rates: rebuffering over time played and stalled, bitrate weighted by time", () => {
    const sums = addSums(
      beaconSums({ ...base, s: 0, w: 30_000, su: 1000, b: 3000, st: [[1, 2000]] }),
      beaconSums({ ...base, s: 1, w: 10_000, b: 1000, st: [[40, 1000]], fa: 1 }),
    );
    expect(figuresOf(sums)).toMatchObject({
      plays: 1,
      stalls: 2,
      rebufferingPct: 6.98, // 3 s of 43 s
      failurePct: 100,
      exitBeforeStartPct: 0,
      avgBitrateKbps: 2500,
      watchHours: 0.01,
    });
    expect(figuresOf(emptySums())).toMatchObject({
      plays: 0,
      rebufferingPct: 0,
      avgBitrateKbps: null,
      startupP50Ms: null,
    });
  });

  it("the worst titles have enough plays and something wrong, worst first", () => {
    const row = (ref: string, plays: number, rebufferingPct: number, failurePct: number) => ({
      ...figuresOf(emptySums()),
      ref,
      plays,
      rebufferingPct,
      failurePct,
    });
    const worst = worstOf([
      row("fine", 50, 0, 0),
      row("few", 2, 30, 50),
      row("stalls", 10, 8, 0),
      row("fails", 10, 1, 10),
    ]);
    expect(worst.map((r) => r.ref)).toEqual(["fails", "stalls"]);
  });
});
