import type { EntitlementView, PurchasesResponse } from "@tazama/contracts";

/**
 * What the viewer holds that lets them play `ref`: an owned title, a live rental, or an active
 * pass (in that order), or null.
 */
export function accessTo(ref: string, purchases: PurchasesResponse | undefined, now: number) {
  if (!purchases) return null;
  const owned = purchases.owned.find((e) => e.ref === ref);
  if (owned) return owned;
  const rental = purchases.rented.find((e) => e.ref === ref && isLive(e, now));
  if (rental) return rental;
  return purchases.passes.find((e) => e.state === "active" && isLive(e, now)) ?? null;
}

/** Not expired at `now` (a rental not started yet is live until its start-by date). */
export function isLive(e: EntitlementView, now: number): boolean {
  if (e.state === "expired") return false;
  if (e.expiresAt) return Date.parse(e.expiresAt) > now;
  if (e.startBy) return Date.parse(e.startBy) > now;
  return true;
}
