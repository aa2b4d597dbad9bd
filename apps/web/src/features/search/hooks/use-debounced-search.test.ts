import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeNumberedItems } from "../test/make-item.ts";
import { useDebouncedSearch } from "./use-debounced-search.ts";

const items = makeNumberedItems(3, "Title");

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe("useDebouncedSearch", () => {
  it("goes idle → typing → results after 300 ms, and back to idle on reset", () => {
    const { result } = renderHook(() => useDebouncedSearch(items));
    expect(result.current.state).toBe("idle");

    act(() => {
      result.current.setQuery("title 2");
    });
    expect(result.current.state).toBe("typing");
    expect(result.current.query).toBe("title 2");
    expect(result.current.debouncedQuery).toBe("");
    expect(result.current.results).toEqual([]);

    advance(300);
    expect(result.current.debouncedQuery).toBe("title 2");
    expect(result.current.state).toBe("results");
    expect(result.current.results.map((i) => i.ref)).toEqual(["title-2"]);

    act(() => {
      result.current.reset();
    });
    expect(result.current.query).toBe("");
    expect(result.current.state).toBe("idle");
    expect(result.current.results).toEqual([]);
  });

  it("reports empty when nothing matches", () => {
    const { result } = renderHook(() => useDebouncedSearch(items));
    act(() => {
      result.current.setQuery("nope");
    });
    advance(300);
    expect(result.current.state).toBe("empty");
  });

  it("never searches whitespace-only input, and drops a pending search", () => {
    const { result } = renderHook(() => useDebouncedSearch(items));
    act(() => {
      result.current.setQuery("title");
    });
    act(() => {
      result.current.setQuery("   ");
    });
    advance(300);
    expect(result.current.state).toBe("idle");
    expect(result.current.debouncedQuery).toBe("");
    expect(result.current.results).toEqual([]);
  });

  it("clears its timer on unmount", () => {
    const { result, unmount } = renderHook(() => useDebouncedSearch(items));
    act(() => {
      result.current.setQuery("title");
    });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
