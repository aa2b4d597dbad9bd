import { describe, expect, it } from "vitest";
import { prefersDataSaver } from "./data-saver.ts";

describe("prefersDataSaver", () => {
  it("follows Save-Data, slow connections and mobile", () => {
    expect(prefersDataSaver({ saveData: true }, false)).toBe(true);
    expect(prefersDataSaver({ effectiveType: "slow-2g" }, false)).toBe(true);
    expect(prefersDataSaver({ effectiveType: "3g" }, false)).toBe(true);
    expect(prefersDataSaver({ effectiveType: "4g" }, false)).toBe(false);
    expect(prefersDataSaver(undefined, true)).toBe(true);
    expect(prefersDataSaver(undefined, false)).toBe(false);
  });
});
