import type { EntitlementView } from "@tazama/contracts";
import type { schema } from "@tazama/db";
import { entitlementState } from "./entitlement-rule.ts";

type EntitlementRow = typeof schema.entitlements.$inferSelect;

export interface EntitlementTarget {
  ref: string | null;
  title: string | null;
  passSlug: string | null;
  passName: string | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The API shape of an entitlement, with its state at `now` (for countdowns and expiry);
 * `downloaded`: a download licence left for a device during it (rentals).
 */
export function toEntitlementView(
  e: EntitlementRow,
  target: EntitlementTarget,
  now: Date,
  downloaded = false,
): EntitlementView {
  const state = entitlementState(e, now);
  return {
    id: e.id,
    kind: e.kind,
    ref: target.ref,
    title: target.title,
    pass:
      target.passSlug && target.passName ? { slug: target.passSlug, name: target.passName } : null,
    amount: e.amountMinor,
    currency: e.currency,
    source: e.source,
    purchasedAt: e.createdAt.toISOString(),
    startsAt: e.startsAt.toISOString(),
    expiresAt: iso(e.expiresAt),
    startBy: iso(e.startBy),
    windowHours: e.windowS === null ? null : e.windowS / 3600,
    firstPlayedAt: iso(e.firstPlayedAt),
    state: state.status,
    downloaded,
  };
}
