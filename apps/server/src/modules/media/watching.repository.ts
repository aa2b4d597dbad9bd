import { type Db, schema } from "@tazama/db";
import { and, asc, desc, eq, gt, gte, lt, lte, sql } from "drizzle-orm";

const { mediaAssets, playbackProgress, titles, views } = schema;

/** Queries behind the media summary and the Home rows; no rules here. */
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
        .select({ ref: titles.ref, title: titles.title, images: titles.images, views: n })
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
  };
}

export type WatchingRepository = ReturnType<typeof createWatchingRepository>;
