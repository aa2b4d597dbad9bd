/**
 * Whether an entitlement lets its owner watch now (pure: streaming, clips and the collection use
 * the same rule). buy: forever. rent: playback must start before `startBy`, then it runs
 * `windowS` seconds from the first play. pass: every title from `startsAt` until `expiresAt`.
 */
export interface EntitlementFacts {
  kind: "buy" | "rent" | "pass";
  startsAt: Date;
  expiresAt: Date | null;
  startBy: Date | null;
  windowS: number | null;
  firstPlayedAt: Date | null;
  /** Refunded in full: nothing is granted from then on (absent: never). */
  revokedAt?: Date | null;
}

export type EntitlementState =
  | { status: "active"; until: Date | null }
  | { status: "not-started"; startBy: Date; windowS: number }
  | { status: "expired"; at: Date };

export function entitlementState(e: EntitlementFacts, now: Date): EntitlementState {
  const t = now.getTime();
  if (e.revokedAt && e.revokedAt.getTime() <= t) return { status: "expired", at: e.revokedAt };
  switch (e.kind) {
    case "buy":
      return { status: "active", until: null };
    case "pass": {
      const end = e.expiresAt!;
      if (t < e.startsAt.getTime()) {
        // queued behind the current pass
        const windowS = (end.getTime() - e.startsAt.getTime()) / 1000;
        return { status: "not-started", startBy: e.startsAt, windowS };
      }
      return t < end.getTime() ? { status: "active", until: end } : { status: "expired", at: end };
    }
    case "rent": {
      const windowMs = (e.windowS ?? 0) * 1000;
      if (e.firstPlayedAt) {
        const end = new Date(e.firstPlayedAt.getTime() + windowMs);
        return t < end.getTime()
          ? { status: "active", until: end }
          : { status: "expired", at: end };
      }
      const startBy = e.startBy!;
      return t < startBy.getTime()
        ? { status: "not-started", startBy, windowS: e.windowS ?? 0 }
        : { status: "expired", at: startBy };
    }
  }
}

/** May the owner press Play now? (A pass counts only from its start.) */
export function mayWatch(e: EntitlementFacts, now: Date): boolean {
  if (e.revokedAt && e.revokedAt.getTime() <= now.getTime()) return false;
  if (e.kind === "pass") {
    return e.startsAt.getTime() <= now.getTime() && now.getTime() < e.expiresAt!.getTime();
  }
  return entitlementState(e, now).status !== "expired";
}
