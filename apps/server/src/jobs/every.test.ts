import Fastify from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runEvery } from "./every.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("runEvery", () => {
  it("runs the task on every tick, logs what it did or why it failed, and stops when the app closes", async () => {
    vi.useFakeTimers();
    const app = Fastify();
    const counts = [0, 3, -1];
    const task = vi.fn(async () => {
      const next = counts.shift();
      if (next === -1) throw new Error("disk gone");
      return next ?? 0;
    });
    const log = { info: vi.fn(), error: vi.fn() };
    runEvery(app, { everyMs: 1000, task, log, done: "did it", failed: "it failed" });
    await app.ready();

    await vi.advanceTimersByTimeAsync(999);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(log.info).not.toHaveBeenCalled(); // nothing done: nothing logged
    await vi.advanceTimersByTimeAsync(1000);
    expect(log.info).toHaveBeenCalledWith({ count: 3 }, "did it");
    await vi.advanceTimersByTimeAsync(1000);
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) as Error }, "it failed");
    expect(task).toHaveBeenCalledTimes(3);

    await app.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledTimes(3);
  });
});
