import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { NextEpisodeCountdown } from "./next-episode-countdown.tsx";

afterEach(() => {
  vi.useRealTimers();
});

describe("NextEpisodeCountdown", () => {
  it("counts 5 s down on the clock, then plays the next episode once", () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const onPlay = vi.fn();
    renderWithProviders(
      <NextEpisodeCountdown
        title="Jua Kali Ep. 2"
        onPlay={onPlay}
        onCancel={vi.fn()}
        autoplay
        onAutoplayChange={vi.fn()}
      />,
    );
    expect(screen.getByText("Next episode: Jua Kali Ep. 2")).toBeTruthy();
    expect(screen.getByRole("timer").textContent).toBe("Starts in 5 s");
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(screen.getByRole("timer").textContent).toBe("Starts in 1 s");
    expect(onPlay).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onPlay).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  it("Cancel tells the player, and Play now does not wait", () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const onPlay = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(
      <NextEpisodeCountdown
        title="Jua Kali Ep. 2"
        onPlay={onPlay}
        onCancel={onCancel}
        autoplay
        onAutoplayChange={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Play now" }));
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  it("with autoplay off, waits for Play now; the switch reports the change", () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const onPlay = vi.fn();
    const onAutoplayChange = vi.fn();
    renderWithProviders(
      <NextEpisodeCountdown
        title="Jua Kali Ep. 2"
        onPlay={onPlay}
        onCancel={vi.fn()}
        autoplay={false}
        onAutoplayChange={onAutoplayChange}
      />,
    );
    expect(screen.queryByRole("timer")).toBeNull();
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(onPlay).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("switch", { name: "Autoplay next episode" }));
    expect(onAutoplayChange).toHaveBeenCalledWith(true);
  });
});
