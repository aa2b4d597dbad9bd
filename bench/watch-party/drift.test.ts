import { describe, expect, it } from "vitest";
import { driftSamples, pairDrift } from "./drift.ts";

const playing = (at: number, position: number, readyState = 4) => ({
  at,
  position,
  paused: false,
  readyState,
});

describe("pairDrift", () => {
  it("brings two samples taken a few ms apart to one instant", () => {
    // b was sampled 30 ms after a and stands 30 ms further on: in step.
    expect(pairDrift(playing(1000, 10), playing(1030, 10.03))).toBeCloseTo(0, 6);
    expect(pairDrift(playing(1000, 10), playing(1000, 10.12))).toBeCloseTo(120, 6);
  });
});

describe("driftSamples", () => {
  it("leaves out the settling time, and the throttled member's stalls", () => {
    const rounds = [
      { sinceStart: 5, members: [playing(0, 5), playing(0, 6), playing(0, 5)] },
      { sinceStart: 12, members: [playing(0, 12), playing(0, 12.05), playing(0, 12.2, 2)] },
      { sinceStart: 13, members: [playing(0, 13), playing(0, 13.04), playing(0, 13.1)] },
    ];
    const { steady, throttled } = driftSamples(rounds, { settleS: 10, throttled: new Set([2]) });
    expect(steady.map(Math.round)).toEqual([50, 40]);
    expect(throttled.map(Math.round)).toEqual([100, 60]);
  });
});
