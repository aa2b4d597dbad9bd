import { type Db, schema } from "@tazama/db";
import { and, asc, desc, eq, gt, gte, lt, lte, sql } from "drizzle-orm";
import { claimGrantForView } from "../streaming/streaming.public.ts";
import type { PersonalDataEraser } from "../accounts/accounts.public.ts";

const { dataUsage, mediaAssets, playbackProgress, titles, views } = schema;

/** Queries behind the media summary, the Home rows, progress and views; no rules here. */
export function createWatchingRepository(db: Db) {
  return {
    async findPublishedTitle(ref: string) {
      const [row] = await db
        .select({ id: titles.id, ref: titles.ref })
        .from(titles)
        .where(and(eq(titles.ref, ref), eq(titles.status, "published")));
      return row;
    },

    async assetsOf(titleId: number) {
      return db
        .select({
          kind: mediaAssets.kind,
          status: mediaAssets.status,
          durationS: mediaAssets.durationS,
          renditions: mediaAssets.renditions,
        })
        .from(mediaAssets)
        .where(eq(mediaAssets.titleId, titleId));
    },

    /** Started and not nearly finished (position below `finished` × duration), newest first. */
    async unfinished(userId: string, finished: number, limit: number) {
      return db
        .select({
          ref: titles.ref,
          title: titles.title,
          images: titles.images,
          positionS: playbackProgress.positionS,
          durationS: playbackProgress.durationS,
          updatedAt: playbackProgress.updatedAt,
        })
        .from(playbackProgress)
        .innerJoin(titles, eq(titles.id, playbackProgress.titleId))
        .where(
          and(
            eq(playbackProgress.userId, userId),
            eq(titles.status, "published"),
            gt(playbackProgress.positionS, 0),
            lt(playbackProgress.positionS, sql`${playbackProgress.durationS} * ${finished}`),
          ),
        )
        .orderBy(desc(playbackProgress.updatedAt), asc(titles.title))
        .limit(limit);
    },

    /** Titles by the views counted from `since` to `until`, most first, ties by title. */
    async mostViewed(since: Date, until: Date, limit: number) {
      const n = sql<number>`count(*)::int`;
      return db
        .select({
          ref: titles.ref,
          title: titles.title,
          year: titles.year,
          images: titles.images,
          views: n,
        })
        .from(views)
        .innerJoin(titles, eq(titles.id, views.titleId))
        .where(
          and(
            gte(views.createdAt, since),
            lte(views.createdAt, until),
            eq(titles.status, "published"),
          ),
        )
        .groupBy(titles.id)
        .orderBy(desc(n), asc(titles.title), asc(titles.ref))
        .limit(limit);
    },

    /** Adds media bytes to the viewer's total for `month` (`YYYY-MM`). */
    async addDataUsage(userId: string, month: string, bytes: number, at: Date) {
      await db
        .insert(dataUsage)
        .values({ userId, month, bytes, updatedAt: at })
        .onConflictDoUpdate({
          target: [dataUsage.userId, dataUsage.month],
          set: { bytes: sql`${dataUsage.bytes} + excluded.bytes`, updatedAt: at },
        });
    },

    async dataUsageOf(userId: string, month: string): Promise<number> {
      const [row] = await db
        .select({ bytes: dataUsage.bytes })
        .from(dataUsage)
        .where(and(eq(dataUsage.userId, userId), eq(dataUsage.month, month)));
      return row?.bytes ?? 0;
    },

    async saveProgress(userId: string, titleId: number, positionS: number, durationS: number) {
      await db
        .insert(playbackProgress)
        .values({ userId, titleId, positionS, durationS, furthestS: positionS })
        .onConflictDoUpdate({
          target: [playbackProgress.userId, playbackProgress.titleId],
          set: {
            positionS,
            durationS,
            furthestS: sql`greatest(${playbackProgress.furthestS}, excluded.position_s)`,
            updatedAt: sql`now()`,
          },
        });
    },

    /**
     * Counts one view at `at` when the viewer has a grant given since `since` and no view counted
     * since then. The grant row is updated first: of concurrent calls only one matches it (the
     * others wait for its lock and then see the new `view_counted_at`), so only one view is added.
     */
    async countViewOnce(userId: string, titleId: number, at: Date, since: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await claimGrantForView(tx, userId, titleId, since, at))) return false;
        await tx.insert(views).values({ titleId, userId, createdAt: at });
        return true;
      });
    },

    async countViews(titleId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(views)
        .where(eq(views.titleId, titleId));
      return row?.n ?? 0;
    },
  };
}

export type WatchingRepository = ReturnType<typeof createWatchingRepository>;

/** Viewing progress goes with the account; views stay, for the counts, without the person. */
export const forgetViewing: PersonalDataEraser = async (tx, userId) => {
  await tx.delete(playbackProgress).where(eq(playbackProgress.userId, userId));
  await tx.update(views).set({ userId: null }).where(eq(views.userId, userId));
};
