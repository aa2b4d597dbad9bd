/**
 * Where a viewing's startup is measured from (ADR 0017's measure, ADR 0072): the press on a Play
 * link (the title page notes it), else — for the first player of a page opened on its path — the
 * page's own start (a cold /watch's early stream began before the app), else the player's start.
 */
let pressedAt: number | null = null;
/** What the first viewing took, and when (a player mounted again at once takes it again). */
let taken: { at: number; start: number; cold: boolean } | null = null;

/** A player mounted again within this long is the same viewing (React's StrictMode in dev). */
const REMOUNT_MS = 1_000;
/** A press older than this was not for the viewing starting now. */
const PRESS_MS = 60_000;

/** A press on a link to the player, on the page's clock (an event's timeStamp). */
export function notePlayPress(at: number): void {
  pressedAt = at;
}

/** When this viewing's wait began (performance.now's clock); a press is taken once. */
export function takePlayStart(now: number, path = window.location.pathname): number {
  if (taken && now - taken.at < REMOUNT_MS) return taken.start;
  const pressed = pressedAt;
  pressedAt = null;
  const cold = taken === null && openedOn(path);
  let start = now;
  if (pressed !== null && pressed <= now && now - pressed < PRESS_MS) start = pressed;
  else if (cold) start = 0;
  taken = { at: now, start, cold };
  return start;
}

/** Whether the document itself was opened on this path (a cold open, not an in-app move). */
function openedOn(path: string): boolean {
  const entry = performance.getEntriesByType("navigation")[0];
  if (!entry) return false;
  try {
    return new URL(entry.name).pathname === path;
  } catch {
    return false;
  }
}
