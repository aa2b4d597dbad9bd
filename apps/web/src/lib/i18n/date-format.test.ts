import { describe, expect, it } from "vitest";
import { dateFormat } from "./date-format.ts";
import { createI18n } from "./i18n.ts";

const at = new Date("2026-11-24T21:07:00Z");
const options = { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" } as const;

describe("dateFormat", () => {
  it("writes English day first with a 24-hour clock", () => {
    expect(dateFormat(createI18n("en", {}), options).format(at)).toBe("24 Nov 2026, 21:07");
  });

  it("writes other languages their own way", () => {
    expect(dateFormat(createI18n("fr", {}), options).format(at)).toBe("24 nov. 2026, 21:07");
  });
});
