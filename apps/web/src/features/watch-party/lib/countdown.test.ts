import { describe, expect, it } from "vitest";
import { formatCountdown } from "./countdown.ts";

describe("formatCountdown", () => {
  it("shows minutes and seconds, hours when there are any", () => {
    expect(formatCountdown(75)).toBe("1:15");
    expect(formatCountdown(3725)).toBe("1:02:05");
    expect(formatCountdown(0.2)).toBe("0:01");
    expect(formatCountdown(-3)).toBe("0:00");
  });
});
