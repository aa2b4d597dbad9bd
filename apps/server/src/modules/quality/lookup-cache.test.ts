import { describe, expect, it } from "vitest";
import { cachedLookup } from "./lookup-cache.ts";

describe("cachedLookup", () => {
  it("asks once per key until its answer is ttlMs old, nothing included", async () => {
    let now = 0;
    const asked: string[] = [];
    const lookup = cachedLookup(
      async (key: string) => {
        asked.push(key);
        return key === "ghost" ? undefined : key.toUpperCase();
      },
      { now: () => now, ttlMs: 1000, max: 10 },
    );
    expect(await lookup("ke")).toBe("KE");
    expect(await lookup("ghost")).toBeUndefined();
    now = 999;
    expect(await lookup("ke")).toBe("KE");
    expect(await lookup("ghost")).toBeUndefined();
    expect(asked).toEqual(["ke", "ghost"]);
    now = 1000;
    expect(await lookup("ke")).toBe("KE");
    expect(asked).toEqual(["ke", "ghost", "ke"]);
  });

  it("forgets the oldest key past max", async () => {
    const asked: number[] = [];
    const lookup = cachedLookup(
      async (key: number) => {
        asked.push(key);
        return key;
      },
      { now: () => 0, ttlMs: 1000, max: 2 },
    );
    for (const key of [1, 2, 3, 2, 1]) await lookup(key);
    // 3 pushed 1 out; 2 was still there; 1 was asked again.
    expect(asked).toEqual([1, 2, 3, 1]);
  });
});
