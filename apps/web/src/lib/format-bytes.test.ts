import type { Language } from "@tazama/contracts";
import { describe, expect, it } from "vitest";
import { formatBytes } from "./format-bytes.ts";
import { createI18n, sourceI18n } from "./i18n/i18n.ts";

describe("formatBytes", () => {
  it("counts in decimal units, one decimal under ten, whole numbers above", () => {
    const cases: [number, string][] = [
      [0, "0 B"],
      [950, "950 B"],
      [850_400, "850 kB"],
      [1_234_567, "1.2 MB"],
      [4_249_000, "4.2 MB"],
      [9_960_000, "10 MB"],
      [42_400_000, "42 MB"],
      [999_400_000, "999 MB"],
      [999_600_000, "1.0 GB"],
      [1_250_000_000, "1.3 GB"],
      [12_600_000_000, "13 GB"],
    ];
    for (const [bytes, text] of cases) expect(formatBytes(bytes, sourceI18n)).toBe(text);
  });

  it("rounds at the boundaries the way it shows: kB below 1 MB, one decimal below 10 MB (issue 43)", () => {
    const cases: [number, string][] = [
      [999, "999 B"],
      [1_000, "1.0 kB"],
      [778_000, "778 kB"],
      [999_499, "999 kB"],
      [999_500, "1.0 MB"],
      [849_999, "850 kB"],
      [7_449_999, "7.4 MB"],
      [9_949_999, "9.9 MB"],
      [9_950_000, "10 MB"],
      [10_499_999, "10 MB"],
      [999_499_999, "999 MB"],
    ];
    for (const [bytes, text] of cases) expect(formatBytes(bytes, sourceI18n)).toBe(text);
  });

  it("formats the number with each of the five languages' own separators", () => {
    const numbers: [Language, string][] = [
      ["en", "7.4 MB"],
      ["fr", "7,4 Mo"],
      ["sw", "7.4 MB"],
      ["ha", "7.4 MB"],
      ["yo", "7.4 MB"],
    ];
    for (const [locale, text] of numbers) {
      const unit = locale === "fr" ? " Mo" : " MB";
      const i18n = createI18n(locale, { "bytes.mb": [["value"], unit] });
      expect(formatBytes(7_400_000, i18n)).toBe(text);
    }
  });

  it("writes the number and the unit in the page's language", () => {
    const french = createI18n("fr", {
      "bytes.mb": [["value"], " Mo"],
      "bytes.gb": [["value"], " Go"],
    });
    expect(formatBytes(10_700_000_000, french)).toBe("11 Go");
    expect(formatBytes(1_070_000_000, french)).toBe("1,1 Go");
    expect(formatBytes(4_249_000, french)).toBe("4,2 Mo");
  });
});
