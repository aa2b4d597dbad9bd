import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDataBudget } from "./use-data-budget.ts";

const rungs = [
  { height: 144, bitrate: 260_000 },
  { height: 360, bitrate: 760_000 },
  { height: 720, bitrate: 2_860_000 },
];

function setUp(remainingS: number, used = 0) {
  const video = { duration: remainingS, currentTime: 0 } as HTMLVideoElement;
  const player = {
    listening: false,
    canListen: true,
    listen: vi.fn((on: boolean) => {
      player.listening = on;
    }),
    capTo: vi.fn(),
    usedBytes: vi.fn(() => used),
    rungs: () => rungs,
  };
  const hook = renderHook(() => useDataBudget({ current: video }, player));
  return { hook, player, video };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("useDataBudget", () => {
  it("caps the rungs to what fits the limit over what is left of the film", () => {
    const { hook, player } = setUp(600);
    expect(player.capTo).toHaveBeenLastCalledWith(-1);
    act(() => {
      hook.result.current.setLimit(100e6);
    });
    // 100 MB over 10 minutes ≈ 1.13 Mbit/s: 360p.
    expect(player.capTo).toHaveBeenLastCalledWith(1);
    expect(player.listen).not.toHaveBeenCalled();
  });

  it("goes on as audio only when no picture fits, and back when the limit is lifted", () => {
    const { hook, player } = setUp(5400, 20e6);
    act(() => {
      hook.result.current.setLimit(100e6);
    });
    expect(player.listen).toHaveBeenLastCalledWith(true);
    expect(hook.result.current.used).toBe(20e6);
    act(() => {
      hook.result.current.setLimit(null);
    });
    expect(player.listen).toHaveBeenLastCalledWith(false);
    expect(player.capTo).toHaveBeenLastCalledWith(-1);
  });

  it("plans again every 5 seconds as the bytes come in", () => {
    let used = 0;
    const { hook, player } = setUp(600);
    player.usedBytes.mockImplementation(() => used);
    act(() => {
      hook.result.current.setLimit(100e6);
    });
    expect(player.capTo).toHaveBeenLastCalledWith(1);
    used = 80e6;
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    // 20 MB left over 10 minutes ≈ 227 kbit/s: no picture fits.
    expect(player.listen).toHaveBeenLastCalledWith(true);
    expect(hook.result.current.used).toBe(80e6);
  });
});
