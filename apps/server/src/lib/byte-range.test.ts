import { describe, expect, it } from "vitest";
import { parseRange } from "./byte-range.ts";

describe("parseRange", () => {
  it("reads one byte range, an open end and a suffix", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=900-5000", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange("bytes=-5000", 1000)).toEqual({ start: 0, end: 999 });
  });

  it("answers unsatisfiable past the end, and ignores what it cannot read", () => {
    expect(parseRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=5-4", 1000)).toBe("unsatisfiable");
    expect(parseRange("bytes=-0", 1000)).toBe("unsatisfiable");
    expect(parseRange(undefined, 1000)).toBeUndefined();
    expect(parseRange("bytes=0-1,5-6", 1000)).toBeUndefined();
    expect(parseRange("items=0-1", 1000)).toBeUndefined();
    expect(parseRange("bytes=-", 1000)).toBeUndefined();
  });
});
