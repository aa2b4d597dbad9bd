import { describe, expect, it } from "vitest";
import { DOUBLE_TAP_MS, readTap } from "./double-tap.ts";

describe("readTap", () => {
  it("reads two quick taps on the right as forward and on the left as back", () => {
    expect(readTap({ at: 1000, x: 0.9 }, { at: 1200, x: 0.85 })).toBe("forward");
    expect(readTap({ at: 1000, x: 0.1 }, { at: 1000 + DOUBLE_TAP_MS, x: 0.2 })).toBe("back");
  });

  it("reads a lone tap, a slow second tap, the middle, or two sides as showing the controls", () => {
    expect(readTap(null, { at: 1000, x: 0.9 })).toBe("toggle-controls");
    expect(readTap({ at: 1000, x: 0.9 }, { at: 1000 + DOUBLE_TAP_MS + 1, x: 0.9 })).toBe(
      "toggle-controls",
    );
    expect(readTap({ at: 1000, x: 0.5 }, { at: 1100, x: 0.5 })).toBe("toggle-controls");
    expect(readTap({ at: 1000, x: 0.1 }, { at: 1100, x: 0.9 })).toBe("toggle-controls");
  });
});
