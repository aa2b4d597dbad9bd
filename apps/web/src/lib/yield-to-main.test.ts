import { describe, expect, it, vi } from "vitest";
import { yieldToMain } from "./yield-to-main.ts";

describe("yieldToMain", () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldNow = vi.fn(() => Promise.resolve());
    const setTimeout = vi.fn();
    await yieldToMain({ scheduler: { yield: yieldNow }, setTimeout } as never);
    expect(yieldNow).toHaveBeenCalledTimes(1);
    expect(setTimeout).not.toHaveBeenCalled();
  });

  it("else settles in a task of its own: after a zero timeout, not before", async () => {
    vi.useFakeTimers();
    try {
      let settled = false;
      const done = yieldToMain({ setTimeout: globalThis.setTimeout }).then(() => {
        settled = true;
      });
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(0);
      await done;
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
