import { act } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QUALITY_PATHS, qualityBeaconSchema } from "@tazama/contracts";
import { renderPlayer } from "../test/render-player.tsx";

// No hls.js in jsdom: the player falls back to the browser's own HLS (a src), as on an iPhone.
vi.mock("../lib/load-hls.ts", () => ({
  loadHls: () => Promise.resolve({ isSupported: () => false }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("VideoPlayer quality reports", () => {
  it("shows the startup it measured and sends the viewing's beacon when the page goes", () => {
    const sendBeacon = vi.fn<(url: string, body: string) => boolean>(() => true);
    vi.stubGlobal(
      "navigator",
      Object.assign(Object.create(navigator) as Navigator, { sendBeacon }),
    );
    const { video, player } = renderPlayer();
    expect(player.hasAttribute("data-startup-ms")).toBe(false);
    act(() => {
      void video.play();
      video.dispatchEvent(new Event("playing"));
    });
    const startup = Number(player.getAttribute("data-startup-ms"));
    expect(startup).toBeGreaterThanOrEqual(0);

    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe(QUALITY_PATHS.beacons);
    expect(qualityBeaconSchema.parse(JSON.parse(body))).toMatchObject({
      s: 0,
      ref: "jua-kali-ep-1",
      k: "m",
      su: startup,
      f: 1,
    });
  });

  it("a player gone at once, before any frame (React's remount), sends nothing", () => {
    const sendBeacon = vi.fn<(url: string, body: string) => boolean>(() => true);
    vi.stubGlobal(
      "navigator",
      Object.assign(Object.create(navigator) as Navigator, { sendBeacon }),
    );
    const { unmount } = renderPlayer();
    unmount();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
