import { type Db, schema } from "@tazama/db";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Clock } from "../clock.ts";
import { entitlementState, mayWatch } from "./entitlement-rule.ts";

const { entitlements, titles } = schema;

/**
 * "May this user watch ref X now?" and "playback started", for the media module: the one shared
 * door to entitlements outside the purchases module. Free titles are open to everyone.
 */
export function createEntitlementsAccess(db: Db, clock: Clock) {
  async function rows(userId: string, ref: string) {
    return db
      .select({
        id: entitlements.id,
        kind: entitlements.kind,
        startsAt: entitlements.startsAt,
        expiresAt: entitlements.expiresAt,
        startBy: entitlements.startBy,
        windowS: entitlements.windowS,
        firstPlayedAt: entitlements.firstPlayedAt,
      })
      .from(entitlements)
      .leftJoin(titles, eq(titles.id, entitlements.titleId))
      .where(
        and(
          eq(entitlements.userId, userId),
          or(eq(titles.ref, ref), eq(entitlements.kind, "pass")),
        ),
      );
  }

  return {
    async mayWatch(userId: string | null, ref: string): Promise<boolean> {
      const [title] = await db
        .select({ isFree: titles.isFree })
        .from(titles)
        .where(eq(titles.ref, ref));
      if (!title) return false;
      if (title.isFree) return true;
      if (!userId) return false;
      const now = clock.now();
      return (await rows(userId, ref)).some((e) => mayWatch(e, now));
    },

    /** Had this user rented the title, with that rental now over (to tell "ended" from "never")? */
    async rentalEnded(userId: string, ref: string): Promise<boolean> {
      const now = clock.now();
      return (await rows(userId, ref)).some(
        (e) => e.kind === "rent" && entitlementState(e, now).status === "expired",
      );
    },

    /**
     * The first played frame of a rental starts its viewing window (once). Returns whether the
     * user may watch; buys and passes are untouched.
     */
    async startPlayback(userId: string, ref: string): Promise<boolean> {
      const now = clock.now();
      const found = await rows(userId, ref);
      if (found.some((e) => e.kind !== "rent" && mayWatch(e, now))) return true;
      if (found.some((e) => e.kind === "rent" && e.firstPlayedAt && mayWatch(e, now))) return true;
      const unstarted = found.find(
        (e) => e.kind === "rent" && !e.firstPlayedAt && mayWatch(e, now),
      );
      if (!unstarted) return this.mayWatch(userId, ref);
      await db
        .update(entitlements)
        .set({
          firstPlayedAt: now,
          expiresAt: sql`${now.toISOString()}::timestamptz + make_interval(secs => ${entitlements.windowS})`,
        })
        .where(and(eq(entitlements.id, unstarted.id), isNull(entitlements.firstPlayedAt)));
      return true;
    },
  };
}

export type EntitlementsAccess = ReturnType<typeof createEntitlementsAccess>;
