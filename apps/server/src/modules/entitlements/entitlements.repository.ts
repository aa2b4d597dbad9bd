import { type Db, schema } from "@tazama/db";
import { and, eq, isNull, or, sql } from "drizzle-orm";

const { entitlements, titles } = schema;

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

    /** The user's entitlements to this title, and all of their passes. */
    async forTitle(userId: string, ref: string) {
      return db
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
