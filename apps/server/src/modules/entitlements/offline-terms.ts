import { type EntitlementFacts, entitlementState } from "./entitlement-rule.ts";

/**
 * How long a download may be played offline (issue 19), from the entitlements that let its
 * owner watch the title now: a buy `maxDays` from now; a pass until its end; a started rental
 * until its window closes; an unstarted rental until its start-by date plus its window, played
 * for `playWindowS` from the first play, which must come before `startBy`. The longest wins.
 */
export interface OfflineTerms {
  expiresAt: Date;
  startBy: Date | null;
  playWindowS: number | null;
  firstPlayedAt: Date | null;
}

export function offlineTerms(
  entitlements: readonly EntitlementFacts[],
  now: Date,
  maxDays: number,
): OfflineTerms | null {
  const cap = new Date(now.getTime() + maxDays * 86_400_000);
  const capped = (at: Date) => (at.getTime() < cap.getTime() ? at : cap);
  let best: OfflineTerms | null = null;
  for (const e of entitlements) {
    const state = entitlementState(e, now);
    let terms: OfflineTerms | null = null;
    if (state.status === "active") {
      terms = {
        expiresAt: capped(state.until ?? cap),
        startBy: null,
        playWindowS: null,
        firstPlayedAt: e.kind === "rent" ? e.firstPlayedAt : null,
      };
    } else if (state.status === "not-started" && e.kind === "rent") {
      terms = {
        expiresAt: capped(new Date(state.startBy.getTime() + state.windowS * 1000)),
        startBy: state.startBy,
        playWindowS: state.windowS,
        firstPlayedAt: null,
      };
    }
    if (terms && (!best || terms.expiresAt.getTime() > best.expiresAt.getTime())) best = terms;
  }
  return best;
}
