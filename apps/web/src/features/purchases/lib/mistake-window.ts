import type { EntitlementView } from "@tazama/contracts";

/** A rental may be given back for 2 minutes from its first frame (the server's rule). */
export const MISTAKE_WINDOW_MS = 2 * 60_000;

/**
 * The rental of `ref` a viewer may still give back, and the milliseconds left to do it, at
 * `now` on the server's clock; null when there is none (not started, bought, free, too late).
 */
export function mistakeRefundOffer(
  rented: readonly EntitlementView[],
  ref: string,
  now: number,
): { rental: EntitlementView; leftMs: number } | null {
  for (const rental of rented) {
    if (rental.ref !== ref || rental.source !== "wallet" || rental.amount <= 0) continue;
    if (!rental.firstPlayedAt || rental.state !== "active") continue;
    const leftMs = Date.parse(rental.firstPlayedAt) + MISTAKE_WINDOW_MS - now;
    // Never more than the window, whatever the two clocks say.
    if (leftMs > 0) return { rental, leftMs: Math.min(leftMs, MISTAKE_WINDOW_MS) };
  }
  return null;
}
