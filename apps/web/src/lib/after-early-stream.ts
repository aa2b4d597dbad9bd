/** How long a cold /watch page holds the app back for its early stream. */
export const EARLY_STREAM_WAIT_MS = 3_000;

/**
 * Settles once the early stream plays, gives up, or `waitMs` passes, whichever comes first (a
 * stream still buffering after that starts the app anyway: the page must become usable).
 */
export function afterEarlyStream(
  early: Promise<unknown>,
  waitMs = EARLY_STREAM_WAIT_MS,
): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    early.then(done, done);
  });
}
