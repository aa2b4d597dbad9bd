import { describe, expect, it } from "vitest";
import { chunkSizeFor, createUploadMeter, formatSecondsLeft } from "./upload-meter.ts";

describe("chunkSizeFor", () => {
  it("is a twentieth of the file within 256 KiB and 16 MiB", () => {
    expect(chunkSizeFor(1_000)).toBe(256 * 1024);
    expect(chunkSizeFor(100_000_000)).toBe(5_000_000);
    expect(chunkSizeFor(4_000_000_000)).toBe(16 * 1024 * 1024);
  });
});

describe("createUploadMeter", () => {
  it("measures speed over the recent window and the time left at it", () => {
    const meter = createUploadMeter(5_000);
    expect(meter.read(0, 10_000_000, 0)).toMatchObject({ speed: null, secondsLeft: null });
    expect(meter.read(1_000_000, 10_000_000, 1_000)).toMatchObject({
      speed: 1_000_000,
      secondsLeft: 9,
    });
    // A stall: the old fast readings leave the window and the speed falls.
    meter.read(2_000_000, 10_000_000, 2_000);
    const stalled = meter.read(2_000_000, 10_000_000, 9_000);
    expect(stalled.speed).toBe(0);
    expect(stalled.secondsLeft).toBeNull();
  });

  it("starts over when a resume goes back below the last reading", () => {
    const meter = createUploadMeter();
    meter.read(5_000, 10_000, 0);
    meter.read(6_000, 10_000, 1_000);
    expect(meter.read(4_000, 10_000, 2_000)).toMatchObject({ sent: 4_000, speed: null });
  });
});

describe("formatting", () => {
  it("reads as people do", () => {
    expect(formatSecondsLeft(42)).toBe("42 s");
    expect(formatSecondsLeft(75)).toBe("1 min 15 s");
    expect(formatSecondsLeft(3_700)).toBe("1 h 1 min");
  });
});
