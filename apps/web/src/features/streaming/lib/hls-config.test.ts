import { describe, expect, it } from "vitest";
import { hlsStartConfig } from "./hls-config.ts";

describe("hlsStartConfig", () => {
  it("starts at the resume point, else where hls.js would (-1)", () => {
    expect(hlsStartConfig(42.5, null).startPosition).toBe(42.5);
    expect(hlsStartConfig(0, null).startPosition).toBe(-1);
  });

  it("never downloads a segment only to test the bitrate", () => {
    expect(hlsStartConfig(0, null).testBandwidth).toBe(false);
    expect(hlsStartConfig(0, 3_000_000).testBandwidth).toBe(false);
  });

  it("buffers 30 s ahead by time, never by size (hls.js's 60 MB would be minutes of video)", () => {
    const config = hlsStartConfig(0, null);
    expect(config.maxBufferLength).toBe(30);
    expect(config.maxMaxBufferLength).toBe(30);
    expect(config.maxBufferSize).toBe(0);
  });

  it("seeds the ABR estimate with the remembered bandwidth, or leaves hls.js's default", () => {
    expect(hlsStartConfig(0, 3_000_000).abrEwmaDefaultEstimate).toBe(3_000_000);
    expect(hlsStartConfig(0, null)).not.toHaveProperty("abrEwmaDefaultEstimate");
  });
});
