import { describe, expect, it, vi } from "vitest";
import { FIRST_PAINT_WAIT_MS, afterFirstPaint } from "./boot-order.ts";

/** A browser whose paint entries the test hands out, on a clock it moves. */
function fakeBrowser(withPaintTiming = true) {
  const timers: { at: number; run: () => void }[] = [];
  const frames: (() => void)[] = [];
  let now = 0;
  let listener: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  let disconnected = false;
  class Observer {
    static supportedEntryTypes = withPaintTiming ? ["paint", "longtask"] : ["longtask"];
    constructor(callback: typeof listener) {
      listener = callback;
    }
    observe = vi.fn();
    disconnect() {
      disconnected = true;
    }
  }
  return {
    on: {
      PerformanceObserver: Observer as unknown as typeof PerformanceObserver,
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (run: () => void, ms: number) => timers.push({ at: now + ms, run }),
    },
    paint(name: string) {
      if (!disconnected)
        listener?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) });
    },
    frame() {
      for (const run of frames.splice(0)) run();
    },
    advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
  };
}

describe("afterFirstPaint", () => {
  it("starts the app once the page has painted content, not at its first paint of nothing", () => {
    const browser = fakeBrowser();
    const start = vi.fn();
    afterFirstPaint(start, browser.on);
    browser.paint("first-paint");
    browser.advance(100);
    expect(start).not.toHaveBeenCalled();
    browser.paint("first-contentful-paint");
    expect(start).toHaveBeenCalledTimes(1);
    // The fallback timer does not start it again.
    browser.advance(FIRST_PAINT_WAIT_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("starts it after the longest wait when no paint comes (a tab opened in the background)", () => {
    const browser = fakeBrowser();
    const start = vi.fn();
    afterFirstPaint(start, browser.on);
    browser.advance(FIRST_PAINT_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    browser.advance(1);
    expect(start).toHaveBeenCalledTimes(1);
    browser.paint("first-contentful-paint");
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("without paint timing, starts it just after the next frame", () => {
    const browser = fakeBrowser(false);
    const start = vi.fn();
    afterFirstPaint(start, browser.on);
    browser.advance(0);
    expect(start).not.toHaveBeenCalled();
    browser.frame();
    browser.advance(0);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
