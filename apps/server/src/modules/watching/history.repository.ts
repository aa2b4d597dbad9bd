import { type Db, schema } from "@tazama/db";
import { and, desc, eq, inArray, lt } from "drizzle-orm";

const { playbackProgress, series, titles } = schema;

/** The viewing history behind `users/allviews`: the progress rows; no rules here. */
export function createHistoryRepository(db: Db) {
  return {
    async page(userId: string, limit: number, before: Date | undefined, seriesRef?: string) {
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
            before ? lt(playbackProgress.updatedAt, before) : undefined,
            seriesRef
              ? inArray(
                  titles.seriesId,
                  db.select({ id: series.id }).from(series).where(eq(series.ref, seriesRef)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(playbackProgress.updatedAt), desc(titles.id))
        .limit(limit);
    },

    /** Deletes the viewer's progress on the title with this ref; how many rows went. */
    async forget(userId: string, ref: string): Promise<number> {
      const [title] = await db.select({ id: titles.id }).from(titles).where(eq(titles.ref, ref));
      if (!title) return 0;
      const gone = await db
        .delete(playbackProgress)
        .where(and(eq(playbackProgress.userId, userId), eq(playbackProgress.titleId, title.id)))
        .returning({ titleId: playbackProgress.titleId });
      return gone.length;
    },
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
