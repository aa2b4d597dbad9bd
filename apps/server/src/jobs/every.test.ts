import Fastify from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runEvery } from "./every.ts";

afterEach(() => {
  vi.useRealTimers();
});

/** An app as app.ts makes it: its roles, and leases that say whether this process may run. */
function appWith(roles: { api: boolean; worker: boolean }, mine: () => boolean = () => true) {
  const app = Fastify();
  const taken: string[] = [];
  app.decorate("roles", roles);
  app.decorate("leases", {
    take: (name: string) => {
      taken.push(name);
      return Promise.resolve(mine());
    },
    renew: () => Promise.resolve(mine()),
    release: () => Promise.resolve(),
  });
  return { app, taken };
}

describe("runEvery", () => {
  it("runs the task on every tick, logs what it did or why it failed, and stops when the app closes", async () => {
    vi.useFakeTimers();
    const { app, taken } = appWith({ api: true, worker: true });
    const counts = [0, 3, -1];
    const task = vi.fn(async () => {
      const next = counts.shift();
      if (next === -1) throw new Error("disk gone");
      return next ?? 0;
    });
    const log = { info: vi.fn(), error: vi.fn() };
    runEvery(app, { name: "sweep", everyMs: 1000, task, log, done: "did it", failed: "it failed" });
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
    expect(taken).toEqual(["sweep", "sweep", "sweep"]);

    await app.close();
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledTimes(3);
  });

  it("runs only when this process holds the period's lease", async () => {
    vi.useFakeTimers();
    const turns = [true, false, true];
    const { app } = appWith({ api: false, worker: true }, () => turns.shift() ?? false);
    const task = vi.fn(() => Promise.resolve(1));
    const log = { info: vi.fn(), error: vi.fn() };
    runEvery(app, { name: "sweep", everyMs: 1000, task, log, done: "did it", failed: "failed" });
    await app.ready();
    await vi.advanceTimersByTimeAsync(3000);
    expect(task).toHaveBeenCalledTimes(2);
    await app.close();
  });

  it("never runs in an API-only process (ROLES=api)", async () => {
    vi.useFakeTimers();
    const { app, taken } = appWith({ api: true, worker: false });
    const task = vi.fn(() => Promise.resolve(1));
    const log = { info: vi.fn(), error: vi.fn() };
    runEvery(app, { name: "sweep", everyMs: 1000, task, log, done: "did it", failed: "failed" });
    await app.ready();
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).not.toHaveBeenCalled();
    expect(taken).toEqual([]);
    await app.close();
  });
});
