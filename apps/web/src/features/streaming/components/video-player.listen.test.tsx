import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { playerGrant, renderPlayer } from "../test/render-player.tsx";

// No hls.js in jsdom: the player falls back to the browser's own HLS (a src), as on an iPhone.
vi.mock("../lib/load-hls.ts", () => ({
  loadHls: () => Promise.resolve({ isSupported: () => false }),
}));

const grant = playerGrant({
  renditions: [
    {
      name: "audio",
      height: 0,
      codecs: "mp4a.40.2",
      bandwidth: 56_000,
      averageBandwidth: 56_000,
      bytesTotal: 210_000,
    },
    {
      name: "opus",
      height: 0,
      codecs: "opus",
      // The peak says 15 MB/h; an hour costs what the average says.
      bandwidth: 34_000,
      averageBandwidth: 31_000,
      bytesTotal: 116_000,
    },
    {
      name: "144p",
      height: 144,
      codecs: "avc1.4d400c,mp4a.40.2",
      bandwidth: 256_000,
      averageBandwidth: 256_000,
      bytesTotal: 960_000,
    },
  ],
});

function setVisibility(state: "hidden" | "visible") {
  Object.defineProperty(document, "visibilityState", { configurable: true, value: state });
  act(() => {
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

async function renderPlaying(phone: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query) =>
      ({
        matches: phone && query === "(pointer: coarse)",
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
  const { video } = renderPlayer(
    {
      contentRef: "oshodi-overtime",
      title: "Oshodi Overtime",
      backTo: "/view/oshodi-overtime",
      grant,
    },
    true,
  );
  await act(async () => {
    await Promise.resolve();
  });
  return video;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Object.defineProperty(document, "visibilityState", { configurable: true, value: "visible" });
});

describe("VideoPlayer listening", () => {
  it("on a phone, switches to audio only in the background from the same moment, and back", async () => {
    const video = await renderPlaying(true);
    expect(video.src).toMatch(/\/media\/a\/t\/master\.m3u8$/);
    video.currentTime = 42.5;

    setVisibility("hidden");
    await act(async () => {
      await Promise.resolve();
    });
    expect(video.src).toMatch(/\/media\/a\/t\/audio\/index\.m3u8$/);
    expect(video.currentTime).toBe(42.5);
    expect(screen.getByText("Listening — audio only")).toBeTruthy();
    expect(screen.getByText("The picture is off to save data: about 25 MB/h.")).toBeTruthy();

    video.currentTime = 100;
    setVisibility("visible");
    await act(async () => {
      await Promise.resolve();
    });
    expect(video.src).toMatch(/\/media\/a\/t\/master\.m3u8$/);
    expect(video.currentTime).toBe(100);
    expect(screen.queryByTestId("listen-cover")).toBeNull();
  });

  it("listens to the Opus rendition where MediaSource plays Opus in fMP4, and says its cost", async () => {
    const isTypeSupported = vi.fn((type: string) => type === 'audio/mp4; codecs="opus"');
    vi.stubGlobal("MediaSource", { isTypeSupported });
    const video = await renderPlaying(true);
    setVisibility("hidden");
    await act(async () => {
      await Promise.resolve();
    });
    expect(isTypeSupported).toHaveBeenCalled();
    expect(video.src).toMatch(/\/media\/a\/t\/opus\/index\.m3u8$/);
    expect(screen.getByText("The picture is off to save data: about 14 MB/h.")).toBeTruthy();
  });

  it("keeps the picture in a background tab on a computer", async () => {
    const video = await renderPlaying(false);
    setVisibility("hidden");
    await act(async () => {
      await Promise.resolve();
    });
    expect(video.src).toMatch(/master\.m3u8$/);
  });
});
