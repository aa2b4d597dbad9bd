import { type Db, schema } from "@tazama/db";
import { and, eq, isNull, or, sql } from "drizzle-orm";

const { entitlements, titles, screenings, screeningBookings } = schema;

/** The entitlement rows access checks read, and the one write they make (a rental's first play). */
export function createEntitlementsRepository(db: Db) {
  return {
    /** Whether the title is free, or undefined when there is no such title. */
    async titleIsFree(ref: string): Promise<boolean | undefined> {
      const [title] = await db
        .select({ isFree: titles.isFree })
        .from(titles)
        .where(eq(titles.ref, ref));
      return title?.isFree;
    },

    /**
     * The user's entitlements to this title, and all of their passes. `lock`: share-locked, so a
     * refund holding one (FOR UPDATE) is waited for and its outcome read (licences, ADR 0053).
     */
    async forTitle(userId: string, ref: string, { lock = false } = {}) {
      const query = db
        .select({
          id: entitlements.id,
          kind: entitlements.kind,
          startsAt: entitlements.startsAt,
          expiresAt: entitlements.expiresAt,
          startBy: entitlements.startBy,
          windowS: entitlements.windowS,
          firstPlayedAt: entitlements.firstPlayedAt,
          revokedAt: entitlements.revokedAt,
        })
        .from(entitlements)
        .leftJoin(titles, eq(titles.id, entitlements.titleId))
        .where(
          and(
            eq(entitlements.userId, userId),
            or(eq(titles.ref, ref), eq(entitlements.kind, "pass")),
          ),
        );
      return lock ? query.for("share", { of: entitlements }) : query;
    },

    /**
     * Holds a ticket to an online screening of this title whose room is open at `now`: from
     * `opensMin` before its start until `closesMin` after the film's end.
     */
    async screeningTicket(
      userId: string,
      ref: string,
      now: Date,
      window: { opensMin: number; closesMin: number },
    ): Promise<boolean> {
      const at = now.toISOString();
      const [row] = await db
        .select({ id: screeningBookings.id })
        .from(screeningBookings)
        .innerJoin(screenings, eq(screenings.id, screeningBookings.screeningId))
        .innerJoin(titles, eq(titles.id, screenings.titleId))
        .where(
          and(
            eq(screeningBookings.userId, userId),
            eq(screeningBookings.status, "confirmed"),
            eq(screenings.status, "scheduled"),
            isNull(screenings.venueId),
            eq(titles.ref, ref),
            sql`${at}::timestamptz >= ${screenings.startsAt} - make_interval(mins => ${window.opensMin})`,
            sql`${at}::timestamptz < ${screenings.startsAt} + make_interval(secs => ${titles.durationS}, mins => ${window.closesMin})`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Starts a rental's viewing window at `now` (once: a second first play changes nothing). */
    async markFirstPlayed(id: string, now: Date): Promise<void> {
      await db
        .update(entitlements)
        .set({
          firstPlayedAt: now,
          expiresAt: sql`${now.toISOString()}::timestamptz + make_interval(secs => ${entitlements.windowS})`,
        })
        .where(and(eq(entitlements.id, id), isNull(entitlements.firstPlayedAt)));
    },
  };
}

export type EntitlementsRepository = ReturnType<typeof createEntitlementsRepository>;
