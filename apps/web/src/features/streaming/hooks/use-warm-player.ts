import { useEffect, useRef } from "react";
import { notePlayPress } from "../lib/play-start.ts";
import { isPlayControl, mayWarmEarly, prefetchPlayer, warmPlayer } from "../lib/warm-player.ts";

/** Runs `task` once the page has loaded and the main thread is idle; returns a cancel. */
export type IdleScheduler = (task: () => void) => () => void;

const afterLoadWhenIdle: IdleScheduler = (task) => {
  // Safari has no requestIdleCallback: a second after load stands in for it.
  const idleCallbacks = typeof window.requestIdleCallback === "function";
  let idle: number | undefined;
  const schedule = () => {
    idle = idleCallbacks
      ? window.requestIdleCallback(task, { timeout: 5_000 })
      : window.setTimeout(task, 1_000);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idle === undefined) return;
    if (idleCallbacks) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
};

function connection() {
  return (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
}

const INTENT_EVENTS = ["pointerover", "focusin", "touchstart"] as const;

/**
 * Warms the player on a page with Play controls. When the page is idle (unless Save-Data or 2G)
 * its files are prefetched, not run: a page that only gets read pays no script time for them
 * (Lighthouse counted hls.js's evaluation as 90 ms more blocking on a title page). As soon as a
 * pointer, focus or touch reaches a link to /watch, the route and hls.js are loaded. `loadRoute`
 * imports the watch route (the app layer knows its module); hls.js comes from this feature.
 */
export function useWarmPlayer(
  loadRoute: () => Promise<unknown>,
  whenIdle: IdleScheduler = afterLoadWhenIdle,
): void {
  const load = useRef(loadRoute);
  useEffect(() => {
    load.current = loadRoute;
  });
  useEffect(() => {
    const warm = () => void warmPlayer(() => load.current());
    const cancelIdle = mayWarmEarly(connection())
      ? whenIdle(() => {
          prefetchPlayer();
        })
      : undefined;
    const onIntent = (event: Event) => {
      if (isPlayControl(event.target)) warm();
    };
    // The press on Play starts the viewing's startup clock (ADR 0072).
    const onPress = (event: Event) => {
      if (isPlayControl(event.target)) notePlayPress(event.timeStamp);
    };
    for (const type of INTENT_EVENTS) {
      document.addEventListener(type, onIntent, { capture: true, passive: true });
    }
    document.addEventListener("click", onPress, { capture: true, passive: true });
    return () => {
      cancelIdle?.();
      for (const type of INTENT_EVENTS) {
        document.removeEventListener(type, onIntent, { capture: true });
      }
      document.removeEventListener("click", onPress, { capture: true });
    };
  }, [whenIdle]);
}
