import { afterEach, describe, expect, it, vi } from "vitest";
import { afterEarlyStream } from "./after-early-stream.ts";
import { playsBeforeApp } from "./boot-order.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("boot order", () => {
  it("holds the app back on a /watch page only", () => {
    expect(playsBeforeApp("/watch/oshodi-overtime")).toBe(true);
    expect(playsBeforeApp("/watch/oshodi-overtime/")).toBe(true);
    expect(playsBeforeApp("/view/oshodi-overtime")).toBe(false);
    expect(playsBeforeApp("/screenings/1/watch")).toBe(false);
    expect(playsBeforeApp("/")).toBe(false);
  });

  it("starts the app when the early stream plays or fails, or after 3 s at the latest", async () => {
    vi.useFakeTimers();
    const started = vi.fn();
    let play: (outcome: string) => void = () => undefined;
    void afterEarlyStream(new Promise((resolve) => (play = resolve))).then(started);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).not.toHaveBeenCalled();
    play("playing");
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toHaveBeenCalledOnce();

    const failed = vi.fn();
    void afterEarlyStream(Promise.reject(new Error("chunk"))).then(failed);
    await vi.advanceTimersByTimeAsync(0);
    expect(failed).toHaveBeenCalledOnce();

    const slow = vi.fn();
    void afterEarlyStream(new Promise(() => undefined)).then(slow);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(slow).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(slow).toHaveBeenCalledOnce();
  });
});
