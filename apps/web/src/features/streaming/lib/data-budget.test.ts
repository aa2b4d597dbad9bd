import { describe, expect, it } from "vitest";
import { budgetPlan } from "./data-budget.ts";

// hls.js levels as our ladder makes them (index order is hls.js's, not by height).
const rungs = [
  { height: 360, bitrate: 760_000 },
  { height: 144, bitrate: 260_000 },
  { height: 720, bitrate: 2_860_000 },
  { height: 240, bitrate: 460_000 },
];

describe("budgetPlan", () => {
  it("picks the best rung that fits what is left over what remains of the film", () => {
    // 300 MB over 90 minutes: 0.85 × 300e6 × 8 / 5400 s ≈ 378 kbit/s → 144p (240p needs 460k).
    expect(budgetPlan(rungs, 300e6, 5400)).toBe(1);
    // 1 GB over 90 minutes ≈ 1.26 Mbit/s → 360p.
    expect(budgetPlan(rungs, 1e9, 5400)).toBe(0);
    // Plenty left for ten minutes → 720p.
    expect(budgetPlan(rungs, 300e6, 600)).toBe(2);
  });

  it("falls back to listening when no picture fits, or nothing is left", () => {
    expect(budgetPlan(rungs, 100e6, 5400)).toBe("audio");
    expect(budgetPlan(rungs, -5e6, 600)).toBe("audio");
  });

  it("ignores an audio-only level", () => {
    expect(budgetPlan([{ height: 0, bitrate: 56_000 }], 1e9, 60)).toBe("audio");
  });
});
