import { describe, expect, it } from "vitest";
import { type BatchTimer, createBeaconBatch } from "./beacon-batch.ts";

/** A timer that fires when the test says so. */
function manualTimer() {
  const due: { ms: number; run: () => void; live: boolean }[] = [];
  const timer: BatchTimer = {
    after(ms, run) {
      const entry = { ms, run, live: true };
      due.push(entry);
      return () => {
        entry.live = false;
      };
    },
  };
  const fire = () => {
    for (const entry of due.splice(0)) if (entry.live) entry.run();
  };
  return { timer, fire, armed: () => due.filter((d) => d.live).map((d) => d.ms) };
}

describe("beacon batch", () => {
  it("writes a batch when it is full, or when its first item has waited maxWaitMs", async () => {
    const written: number[][] = [];
    const clock = manualTimer();
    const batch = createBeaconBatch<number>({
      write: async (items) => {
        written.push(items);
      },
      maxItems: 3,
      maxWaitMs: 1000,
      maxPending: 100,
      failed: () => undefined,
      timer: clock.timer,
    });
    expect(batch.add(1)).toBe(true);
    expect(clock.armed()).toEqual([1000]);
    batch.add(2);
    batch.add(3); // full: written now, the timer cancelled
    await batch.flush();
    expect(written).toEqual([[1, 2, 3]]);
    expect(clock.armed()).toEqual([]);
    batch.add(4);
    batch.add(5);
    clock.fire();
    await batch.flush();
    expect(written).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(batch.waiting).toBe(0);
  });

  it("writes one batch at a time, refuses past maxPending, and reports a failed write", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const written: number[][] = [];
    const failures: number[] = [];
    const batch = createBeaconBatch<number>({
      write: async (items) => {
        if (items[0] === 1) await gate;
        if (items[0] === 3) throw new Error("database gone");
        written.push(items);
      },
      maxItems: 2,
      maxWaitMs: 1000,
      maxPending: 5,
      failed: (_error, items) => failures.push(items),
      timer: manualTimer().timer,
    });
    for (const n of [1, 2, 3, 4, 5]) expect(batch.add(n)).toBe(true);
    // 1–2 are being written, 3–4 wait behind them, 5 is pending: the sixth is refused.
    expect(batch.waiting).toBe(5);
    expect(batch.add(6)).toBe(false);
    expect(written).toEqual([]);
    release();
    await batch.flush();
    expect(written).toEqual([[1, 2], [5]]);
    expect(failures).toEqual([2]);
    expect(batch.waiting).toBe(0);
    expect(batch.add(6)).toBe(true);
  });
});
