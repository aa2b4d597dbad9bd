import { describe, expect, it } from "vitest";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { createI18n } from "../../../lib/i18n/i18n.ts";
import { formatClock, spokenClock } from "./format-clock.ts";

const english = createI18n("en", {}, compileMessage);

describe("formatClock", () => {
  it("shows minutes and seconds, and hours once there are any", () => {
    expect(formatClock(7.9)).toBe("0:07");
    expect(formatClock(754)).toBe("12:34");
    expect(formatClock(3723)).toBe("1:02:03");
  });

  it("shows an unknown or negative time as 0:00", () => {
    expect(formatClock(Number.NaN)).toBe("0:00");
    expect(formatClock(Infinity)).toBe("0:00");
    expect(formatClock(-3)).toBe("0:00");
  });
});

describe("spokenClock", () => {
  it("says each unit with its plural", () => {
    expect(spokenClock(65, english)).toBe("1 minute 5 seconds");
    expect(spokenClock(3601, english)).toBe("1 hour 1 second");
    expect(spokenClock(0, english)).toBe("0 seconds");
  });
});
