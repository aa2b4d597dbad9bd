import { loadHls } from "./load-hls.ts";

interface NetworkHints {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether to fetch the player ahead of a press on Play: not with Save-Data, not on 2G (there the
 * ~330 KB would be paid by viewers who only read the page).
 */
export function mayWarmEarly(connection: NetworkHints | undefined): boolean {
  if (connection?.saveData) return false;
  return !/(^|-)2g$/.test(connection?.effectiveType ?? "");
}

/** A link to the player (Play, Play trailer, Watch the trailer, a resume link…). */
export function isPlayControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a[href^="/watch/"]') !== null;
}

let warming: Promise<void> | undefined;

/**
 * Fetches the watch route's chunk and hls.js, once: both are immutable files the browser caches,
 * so pressing Play afterwards costs the stream's own requests only.
 */
export function warmPlayer(loadRoute: () => Promise<unknown>): Promise<void> {
  warming ??= Promise.all([loadRoute(), loadHls()]).then(
    () => undefined,
    () => {
      warming = undefined; // a failed chunk load may be retried on the next hint
    },
  );
  return warming;
}
