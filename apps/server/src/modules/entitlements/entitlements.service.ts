import { SCREENING_ROOM_CLOSES_MIN, SCREENING_ROOM_OPENS_MIN } from "@tazama/contracts";
import type { Db } from "@tazama/db";
import type { Clock } from "../../lib/clock.ts";
import { entitlementState, mayWatch } from "./entitlement-rule.ts";
import { type OfflineTerms, offlineTerms } from "./offline-terms.ts";
import { createEntitlementsRepository } from "./entitlements.repository.ts";

const SCREENING_ROOM = { opensMin: SCREENING_ROOM_OPENS_MIN, closesMin: SCREENING_ROOM_CLOSES_MIN };

/**
 * "May this user watch ref X now?" and "playback started", for streaming and clips: the one shared
 * door to entitlements outside the purchases module. Free titles are open to everyone.
 */
export function createEntitlementsAccess(db: Db, clock: Clock) {
  const repo = createEntitlementsRepository(db);

  return {
    async mayWatch(userId: string | null, ref: string): Promise<boolean> {
      const isFree = await repo.titleIsFree(ref);
      if (isFree === undefined) return false;
      if (isFree) return true;
      if (!userId) return false;
      const now = clock.now();
      if ((await repo.forTitle(userId, ref)).some((e) => mayWatch(e, now))) return true;
      // A ticket to an online screening of it, while its room is open.
      return repo.screeningTicket(userId, ref, now, SCREENING_ROOM);
    },

    /** Had this user rented the title, with that rental now over (to tell "ended" from "never")? */
    async rentalEnded(userId: string, ref: string): Promise<boolean> {
      const now = clock.now();
      return (await repo.forTitle(userId, ref)).some(
        (e) => e.kind === "rent" && entitlementState(e, now).status === "expired",
      );
    },

    /**
     * The first played frame of a rental starts its viewing window (once). Returns whether the
     * user may watch; buys and passes are untouched.
     */
    async startPlayback(userId: string, ref: string): Promise<boolean> {
      const now = clock.now();
      const found = await repo.forTitle(userId, ref);
      if (found.some((e) => e.kind !== "rent" && mayWatch(e, now))) return true;
      if (found.some((e) => e.kind === "rent" && e.firstPlayedAt && mayWatch(e, now))) return true;
      const unstarted = found.find(
        (e) => e.kind === "rent" && !e.firstPlayedAt && mayWatch(e, now),
      );
      if (!unstarted) return this.mayWatch(userId, ref);
      await repo.markFirstPlayed(unstarted.id, now);
      return true;
    },

    /**
     * How long a download of this title may play offline (null: the user may not keep one).
     * A free title counts as bought.
     */
    async offline(userId: string, ref: string, maxDays: number): Promise<OfflineTerms | null> {
      const isFree = await repo.titleIsFree(ref);
      if (isFree === undefined) return null;
      const now = clock.now();
      const found = await repo.forTitle(userId, ref, { lock: true });
      const facts = isFree
        ? [
            ...found,
            {
              kind: "buy" as const,
              startsAt: now,
              expiresAt: null,
              startBy: null,
              windowS: null,
              firstPlayedAt: null,
            },
          ]
        : found;
      return offlineTerms(facts, now, maxDays);
    },

    /**
     * Why a licence issued at `issuedAt` no longer holds when there is no right to the title now:
     * "refunded" when a right that held then was revoked (a refund), else "ended".
     */
    async lostRight(userId: string, ref: string, issuedAt: Date): Promise<"refunded" | "ended"> {
      const found = await repo.forTitle(userId, ref);
      // Only a refund revokes an entitlement.
      const refunded = found.some(
        (e) => e.revokedAt !== null && e.startsAt <= issuedAt && e.revokedAt >= issuedAt,
      );
      return refunded ? "refunded" : "ended";
    },

    /**
     * A download of a rental was first played offline at `at` (reported when back online): its
     * window starts then, if it had not started, and `at` is neither in the future nor before
     * the rental's purchase.
     */
    async startedOffline(userId: string, ref: string, at: Date): Promise<void> {
      const now = clock.now();
      if (at.getTime() > now.getTime()) return;
      const unstarted = (await repo.forTitle(userId, ref)).find(
        (e) =>
          e.kind === "rent" &&
          !e.firstPlayedAt &&
          e.startsAt.getTime() <= at.getTime() &&
          mayWatch(e, at),
      );
      if (unstarted) await repo.markFirstPlayed(unstarted.id, at);
    },
  };
}

export type EntitlementsAccess = ReturnType<typeof createEntitlementsAccess>;
