import { describe, expect, it } from "vitest";
import { clockOffset } from "./clock-offset.ts";

describe("clockOffset", () => {
  it("keeps the sample with the shortest round trip", () => {
    // The server is 5 000 ms ahead; the slow samples' answers came late on the way back.
    const samples = [
      { sent: 0, server: 5_300, received: 400 },
      { sent: 1000, server: 6_020, received: 1040 },
      { sent: 2000, server: 7_250, received: 2300 },
    ];
    expect(clockOffset(samples)).toEqual({ offset: 5000, rtt: 40 });
  });

  it("has no answer without samples, and ignores a sample from a clock that went back", () => {
    expect(clockOffset([])).toBeNull();
    expect(clockOffset([{ sent: 10, server: 0, received: 5 }])).toBeNull();
  });
});
