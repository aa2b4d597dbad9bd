import { describe, expect, it, vi } from "vitest";

// Module state: each case loads the module afresh.
const load = async () => {
  vi.resetModules();
  return import("./play-start.ts");
};

describe("where a viewing's startup counts from", () => {
  it("a press on Play, taken once; a second viewing starts from its player", async () => {
    const { notePlayPress, takePlayStart } = await load();
    notePlayPress(5_000);
    expect(takePlayStart(5_400, "/watch/a")).toBe(5_000);
    expect(takePlayStart(40_000, "/watch/b")).toBe(40_000);
  });

  it("a player mounted again at once (StrictMode) is the same viewing", async () => {
    const { notePlayPress, takePlayStart } = await load();
    notePlayPress(5_000);
    expect(takePlayStart(5_400, "/watch/a")).toBe(5_000);
    expect(takePlayStart(5_420, "/watch/a")).toBe(5_000);
  });

  it("a stale press does not count", async () => {
    const { notePlayPress, takePlayStart } = await load();
    notePlayPress(1_000);
    expect(takePlayStart(90_000, "/watch/a")).toBe(90_000);
  });

  it("the first player of a page opened on its path counts from the page's start", async () => {
    const { takePlayStart } = await load();
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([
      { name: "http://localhost/watch/a" } as PerformanceEntry,
    ]);
    expect(takePlayStart(3_000, "/watch/a")).toBe(0);
    expect(takePlayStart(60_000, "/watch/b")).toBe(60_000);
    vi.restoreAllMocks();
  });
});
