import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { parseTags, useRangedNumber } from "./title-field-rows.tsx";

describe("useRangedNumber", () => {
  it("takes whole numbers typed in digits within its range, nothing else", () => {
    const { result } = renderHook(() => useRangedNumber(2024, 1900, 2100));
    expect(result.current).toMatchObject({ text: "2024", value: 2024, ok: true });
    for (const [typed, ok] of [
      [" 1999 ", true],
      ["2101", false],
      ["1899", false],
      ["1e3", false],
      ["0x7E8", false],
      ["2024.0", false],
      ["", false],
    ] as const) {
      act(() => {
        result.current.setText(typed);
      });
      expect([typed, result.current.ok]).toEqual([typed, ok]);
    }
  });
});

describe("parseTags", () => {
  it("splits on commas and drops the empty ones", () => {
    expect(parseTags(" lagos, ,night bus ,traffic, ")).toEqual(["lagos", "night bus", "traffic"]);
  });
});
