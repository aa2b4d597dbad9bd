import { describe, expect, it } from "vitest";
import { loadHls } from "./load-hls.ts";

describe("loadHls", () => {
  it("fetches hls.js once and hands every caller the same class", async () => {
    const first = loadHls();
    expect(loadHls()).toBe(first);
    const Hls = await first;
    expect(typeof Hls.isSupported).toBe("function");
  });
});
