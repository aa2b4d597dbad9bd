import { fireEvent, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { IdleScheduler } from "./use-warm-player.ts";

// hls.js at its module boundary: the test sees when the player library is asked for.
const { loadHls } = vi.hoisted(() => ({
  loadHls: vi.fn(() => Promise.resolve()),
}));
vi.mock("../lib/load-hls.ts", () => ({ loadHls }));

/** A scheduler the test runs by hand: no timers, no waiting. */
function manualIdle() {
  const tasks: (() => void)[] = [];
  const cancelled: (() => void)[] = [];
  const schedule: IdleScheduler = (task) => {
    tasks.push(task);
    return () => {
      cancelled.push(task);
    };
  };
  return {
    schedule,
    runAll: () => {
      for (const task of tasks) if (!cancelled.includes(task)) task();
    },
    scheduled: () => tasks.length,
    cancelled: () => cancelled.length,
  };
}

/** A title page's Play controls, as the catalogue renders them. */
async function renderPage(idle: IdleScheduler, loadRoute: () => Promise<unknown>) {
  // A fresh module each test: the warm-up happens once per page session.
  const { useWarmPlayer } = await import("./use-warm-player.ts");
  function Page() {
    useWarmPlayer(loadRoute, idle);
    return (
      <div>
        <a href="/watch/kings-of-lagos?kind=trailer">
          <span>Play trailer</span>
        </a>
        <a href="/genres/drama">Drama</a>
      </div>
    );
  }
  return render(<Page />);
}

function setConnection(connection: { saveData?: boolean; effectiveType?: string } | undefined) {
  Object.defineProperty(navigator, "connection", { value: connection, configurable: true });
}

beforeEach(() => {
  vi.resetModules();
  loadHls.mockClear();
  setConnection(undefined);
});

afterEach(() => {
  setConnection(undefined);
});

describe("useWarmPlayer", () => {
  it("prefetches the player's files when the page is idle, and loads them at a hint on Play", async () => {
    const meta = document.createElement("meta");
    meta.name = "tazama:player";
    meta.content = "/assets/watch-1.js /assets/watch-1.css /assets/hls-1.js";
    document.head.appendChild(meta);
    const idle = manualIdle();
    const loadRoute = vi.fn(() => Promise.resolve());
    const page = await renderPage(idle.schedule, loadRoute);
    expect(idle.scheduled()).toBe(1);

    idle.runAll();
    idle.runAll();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
    expect(links.map((l) => l.getAttribute("href"))).toEqual([
      "/assets/watch-1.js",
      "/assets/watch-1.css",
      "/assets/hls-1.js",
    ]);
    // Fetched, never run: nothing is imported until Play is near.
    expect(loadRoute).not.toHaveBeenCalled();
    expect(loadHls).not.toHaveBeenCalled();

    fireEvent.pointerOver(page.getByText("Play trailer"));
    fireEvent.pointerOver(page.getByText("Play trailer"));
    expect(loadRoute).toHaveBeenCalledTimes(1);
    expect(loadHls).toHaveBeenCalledTimes(1);
    for (const link of links) link.remove();
    meta.remove();
  });

  it("with Save-Data waits for a hint at Play: pointer, focus or touch on a link to /watch", async () => {
    setConnection({ saveData: true, effectiveType: "4g" });
    const idle = manualIdle();
    const loadRoute = vi.fn(() => Promise.resolve());
    const page = await renderPage(idle.schedule, loadRoute);
    expect(idle.scheduled()).toBe(0);

    fireEvent.pointerOver(page.getByText("Drama"));
    fireEvent.focusIn(page.getByText("Drama"));
    expect(loadRoute).not.toHaveBeenCalled();

    fireEvent.pointerOver(page.getByText("Play trailer"));
    expect(loadRoute).toHaveBeenCalledTimes(1);
    expect(loadHls).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["focus", (el: Element) => fireEvent.focusIn(el)],
    ["touch", (el: Element) => fireEvent.touchStart(el)],
  ])("on 2G a %s on Play warms the player", async (_name, hint) => {
    setConnection({ effectiveType: "2g" });
    const idle = manualIdle();
    const loadRoute = vi.fn(() => Promise.resolve());
    const page = await renderPage(idle.schedule, loadRoute);
    expect(idle.scheduled()).toBe(0);
    hint(page.getByRole("link", { name: "Play trailer" }));
    expect(loadRoute).toHaveBeenCalledTimes(1);
  });

  it("tries again on the next hint when a chunk failed to load", async () => {
    const idle = manualIdle();
    const loadRoute = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue(undefined);
    const page = await renderPage(idle.schedule, loadRoute);
    fireEvent.pointerOver(page.getByText("Play trailer"));
    await vi.waitFor(() => {
      expect(loadRoute).toHaveBeenCalledTimes(1);
    });
    // Let the failed attempt settle before the next hint.
    await Promise.resolve();
    await Promise.resolve();
    fireEvent.pointerOver(page.getByText("Play trailer"));
    expect(loadRoute).toHaveBeenCalledTimes(2);
  });

  it("leaving the page cancels the idle warm-up and stops listening", async () => {
    const idle = manualIdle();
    const loadRoute = vi.fn(() => Promise.resolve());
    const page = await renderPage(idle.schedule, loadRoute);
    const link = page.getByText("Play trailer");
    page.unmount();
    expect(idle.cancelled()).toBe(1);
    document.body.appendChild(link);
    fireEvent.pointerOver(link);
    expect(loadRoute).not.toHaveBeenCalled();
    link.remove();
  });
});
