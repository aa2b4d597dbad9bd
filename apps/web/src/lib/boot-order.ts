/**
 * Whether a page's app waits for the page's early stream: a server-rendered /watch page (the
 * server draws one only with the viewer's stream grant in it) plays its video before the app
 * (see early-stream.ts), whose ~140 KB would otherwise share the link with the first segments.
 * Every other server-rendered page starts the app after its first paint; a shell, at once.
 */
export function playsBeforeApp(pathname: string): boolean {
  return /^\/watch\/[^/]+\/?$/.test(pathname);
}

/** The longest a server-rendered page's app waits for the first paint (a hidden tab paints none). */
export const FIRST_PAINT_WAIT_MS = 3_000;

interface PaintWatch {
  PerformanceObserver?: typeof PerformanceObserver;
  requestAnimationFrame(callback: () => void): unknown;
  setTimeout(callback: () => void, ms: number): unknown;
}

/**
 * Calls `start` once, after the page has painted content (the browser's first-contentful-paint
 * entry), or after FIRST_PAINT_WAIT_MS. A requestAnimationFrame runs before its frame is painted,
 * and the paint may be shown later still: the app's ~120 KB fetched from there shared the link
 * with what the first paint needed. Without paint timing, the frame after the next one.
 */
export function afterFirstPaint(start: () => void, on: PaintWatch = window): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  const Observer = on.PerformanceObserver;
  // Older browsers have the observer without the list of what it observes.
  const types = (Observer as { supportedEntryTypes?: readonly string[] } | undefined)
    ?.supportedEntryTypes;
  if (!Observer || !types?.includes("paint")) {
    on.requestAnimationFrame(() => on.setTimeout(once, 0));
    return;
  }
  const observer = new Observer((list) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    once();
  });
  observer.observe({ type: "paint", buffered: true });
  on.setTimeout(() => {
    observer.disconnect();
    once();
  }, FIRST_PAINT_WAIT_MS);
}
