import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTROLS_HIDE_AFTER_MS } from "../hooks/use-idle.ts";
import { playerGrant, renderPlayer as renderEpisodePlayer } from "../test/render-player.tsx";

// No hls.js in jsdom: the player falls back to the browser's own HLS (a src), as on an iPhone.
vi.mock("../lib/load-hls.ts", () => ({
  loadHls: () => Promise.resolve({ isSupported: () => false }),
}));

const grant = playerGrant({
  subtitles: [
    { language: "en", label: "English", url: "/api/v1/content/x/subtitles/en.vtt?v=1" },
    { language: "sw", label: "Kiswahili", url: "/api/v1/content/x/subtitles/sw.vtt?v=1" },
  ],
});

const episodes = [
  { ref: "jua-kali-ep-1", title: "The Yard", episodeNumber: 1 },
  { ref: "jua-kali-ep-2", title: "Night Shift", episodeNumber: 2 },
];

function renderPlayer(onEpisode = vi.fn()) {
  const { video } = renderEpisodePlayer({ grant, episodes, onEpisode });
  return { video, onEpisode };
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("VideoPlayer controls", () => {
  it("shows the title, a way back, and plays, pauses and skips 10 s from its own bar", () => {
    const { video } = renderPlayer();
    expect(screen.getByRole("heading", { name: "Jua Kali · E1 The Yard" })).toBeTruthy();
    expect(
      screen.getByRole("link", { name: "Back to Jua Kali · E1 The Yard" }).getAttribute("href"),
    ).toBe("/view/jua-kali-ep-1");
    expect(video.hasAttribute("controls")).toBe(false);

    const [play] = screen.getAllByRole("button", { name: "Play" });
    fireEvent.click(play!);
    expect(video.paused).toBe(false);
    expect(screen.getAllByRole("button", { name: "Pause" }).length).toBeGreaterThan(0);
    const [forward] = screen.getAllByRole("button", { name: "Forward 10 seconds" });
    fireEvent.click(forward!);
    fireEvent.click(forward!);
    expect(video.currentTime).toBe(20);
    const [back] = screen.getAllByRole("button", { name: "Back 10 seconds" });
    fireEvent.click(back!);
    expect(video.currentTime).toBe(10);
    expect(screen.getByRole("slider", { name: "Seek" }).getAttribute("aria-valuetext")).toBe(
      "10 seconds of 10 minutes",
    );
  });

  it("keys: Space pauses, arrows skip, m mutes", () => {
    const { video } = renderPlayer();
    fireEvent.keyDown(document.body, { key: " " });
    expect(video.paused).toBe(false);
    fireEvent.keyDown(document.body, { key: "ArrowRight" });
    expect(video.currentTime).toBe(10);
    fireEvent.keyDown(document.body, { key: "ArrowLeft" });
    fireEvent.keyDown(document.body, { key: "ArrowLeft" });
    expect(video.currentTime).toBe(0);
    fireEvent.keyDown(document.body, { key: "m" });
    expect(video.muted).toBe(true);
    fireEvent.keyDown(document.body, { key: " " });
    expect(video.paused).toBe(true);
  });

  it("hides the controls after 3 s of stillness while playing, and any input brings them back", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { video } = renderPlayer();
    const frame = video.parentElement!;
    act(() => {
      void video.play();
    });
    act(() => {
      vi.advanceTimersByTime(CONTROLS_HIDE_AFTER_MS - 1);
    });
    expect(frame.hasAttribute("data-idle")).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(frame.hasAttribute("data-idle")).toBe(true);
    fireEvent.pointerMove(frame, { pointerType: "mouse" });
    expect(frame.hasAttribute("data-idle")).toBe(false);
    // Paused, they stay.
    act(() => {
      video.pause();
    });
    act(() => {
      vi.advanceTimersByTime(CONTROLS_HIDE_AFTER_MS * 3);
    });
    expect(frame.hasAttribute("data-idle")).toBe(false);
  });

  it("chooses subtitles from its menu and remembers the choice on this device", () => {
    renderPlayer();
    fireEvent.click(screen.getByRole("button", { name: "Subtitles" }));
    const menu = screen.getByRole("menu", { name: "Subtitles" });
    const items = within(menu).getAllByRole("menuitemradio");
    expect(items.map((i) => [i.textContent, i.getAttribute("aria-checked")])).toEqual([
      ["Off", "true"],
      ["English", "false"],
      ["Kiswahili", "false"],
    ]);
    fireEvent.click(within(menu).getByRole("menuitemradio", { name: "Kiswahili" }));
    expect(screen.queryByRole("menu")).toBeNull();
    expect(localStorage.getItem("tazama.captions")).toBe("sw");
    fireEvent.click(screen.getByRole("button", { name: "Subtitles" }));
    expect(
      screen.getByRole("menuitemradio", { name: "Kiswahili" }).getAttribute("aria-checked"),
    ).toBe("true");
    // Escape closes the menu and gives the focus back to its button.
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Subtitles" }));
  });

  it("lists the series' episodes in the player and opens another one", () => {
    const { onEpisode } = renderPlayer();
    fireEvent.click(screen.getByRole("button", { name: "Episodes" }));
    const current = screen.getByRole("menuitemradio", { name: "1. The Yard" });
    expect(current.getAttribute("aria-checked")).toBe("true");
    fireEvent.click(screen.getByRole("menuitemradio", { name: "2. Night Shift" }));
    expect(onEpisode).toHaveBeenCalledWith("jua-kali-ep-2");
  });
});
