import { type Db, schema } from "@tazama/db";
import { findPublishedTitle } from "../catalogue/catalogue.public.ts";
import { and, eq, sql } from "drizzle-orm";
import type { PersonalDataEraser } from "../accounts/accounts.public.ts";

const { ratings } = schema;

/** Queries of thumbs; no rules here. */
export function createRatingsRepository(db: Db) {
  return {
    findPublishedTitle: (ref: string) => findPublishedTitle(db, ref),

    /** One thumb per viewer per title: the latest wins (concurrent writes included). */
    async upsert(userId: string, titleId: number, thumb: number): Promise<void> {
      await db
        .insert(ratings)
        .values({ userId, titleId, thumb })
        .onConflictDoUpdate({
          target: [ratings.userId, ratings.titleId],
          targetWhere: sql`${ratings.titleId} is not null`,
          set: { thumb, updatedAt: sql`now()` },
        });
    },

    async remove(userId: string, titleId: number): Promise<void> {
      await db.delete(ratings).where(and(eq(ratings.userId, userId), eq(ratings.titleId, titleId)));
    },

    async thumbOf(userId: string, titleId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ thumb: ratings.thumb })
        .from(ratings)
        .where(and(eq(ratings.userId, userId), eq(ratings.titleId, titleId)));
      return row?.thumb;
    },

    /** How many rated the title and how many of them gave up or love. */
    async tally(titleId: number): Promise<{ rated: number; up: number }> {
      const [row] = await db
        .select({
          rated: sql<number>`count(*)::int`,
          up: sql<number>`count(*) filter (where ${ratings.thumb} > 0)::int`,
        })
        .from(ratings)
        .where(eq(ratings.titleId, titleId));
      return { rated: row?.rated ?? 0, up: row?.up ?? 0 };
    },
  };
}

export type RatingsRepository = ReturnType<typeof createRatingsRepository>;

/** Thumbs go with the account. */
export const forgetRatings: PersonalDataEraser = async (tx, userId) => {
  await tx.delete(ratings).where(eq(ratings.userId, userId));
};
