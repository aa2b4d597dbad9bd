import { describe, expect, it } from "vitest";
import {
  BANDWIDTH_MAX_AGE_MS,
  readBandwidthEstimate,
  rememberBandwidthEstimate,
} from "./bandwidth-memory.ts";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

const NOW = Date.UTC(2025, 0, 10);

describe("bandwidth memory", () => {
  it("knows nothing on a device that never played a video", () => {
    expect(readBandwidthEstimate(memoryStorage(), NOW)).toBeNull();
    expect(readBandwidthEstimate(undefined, NOW)).toBeNull();
  });

  it("hands back what hls.js measured last time, rounded", () => {
    const storage = memoryStorage();
    rememberBandwidthEstimate(storage, 3_456_789.4, NOW);
    expect(readBandwidthEstimate(storage, NOW + 60_000)).toBe(3_456_789);
  });

  it("forgets a measurement older than two weeks, or dated in the future", () => {
    const storage = memoryStorage();
    rememberBandwidthEstimate(storage, 2_000_000, NOW);
    expect(readBandwidthEstimate(storage, NOW + BANDWIDTH_MAX_AGE_MS)).toBe(2_000_000);
    expect(readBandwidthEstimate(storage, NOW + BANDWIDTH_MAX_AGE_MS + 1)).toBeNull();
    expect(readBandwidthEstimate(storage, NOW - 1)).toBeNull();
  });

  it("never stores NaN (no estimate yet) or an implausible figure, keeping the last good one", () => {
    const storage = memoryStorage();
    rememberBandwidthEstimate(storage, 900_000, NOW);
    rememberBandwidthEstimate(storage, Number.NaN, NOW);
    rememberBandwidthEstimate(storage, 10, NOW);
    rememberBandwidthEstimate(storage, Number.POSITIVE_INFINITY, NOW);
    expect(readBandwidthEstimate(storage, NOW)).toBe(900_000);
  });

  it("ignores junk in storage", () => {
    const storage = memoryStorage();
    for (const junk of ["{", "null", "42", '{"bps":"fast","at":1}', '{"bps":5e12,"at":1}']) {
      storage.map.set("tazama.bandwidth", junk);
      expect(readBandwidthEstimate(storage, NOW)).toBeNull();
    }
  });

  it("survives a storage that refuses writes", () => {
    const full = {
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(() => {
      rememberBandwidthEstimate(full, 1_000_000, NOW);
    }).not.toThrow();
  });
});
