import { type Db, schema } from "@tazama/db";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import { listedTitle } from "../streaming/streaming.public.ts";

const { genres, playbackProgress, ratings, series, titleGenres, titles, views } = schema;

/** One published title with what the rows need (a series' episodes come in episode order). */
export interface TitleRow {
  id: number;
  ref: string;
  title: string;
  year: number;
  images: schema.TitleImages;
  seriesId: number | null;
  seriesTitle: string | null;
  seriesRef: string | null;
  episodeNumber: number | null;
  genres: string[];
  /** Free, or its main video plays: only a listed title is recommended (ADR 0069). */
  listed: boolean;
}

/** Reads behind the recommendation rows: the catalogue, a viewer's signals, Popular. */
export function createTasteRepository(db: Db) {
  return {
    async publishedTitles(): Promise<TitleRow[]> {
      const rows = await db
        .select({
          id: titles.id,
          ref: titles.ref,
          title: titles.title,
          year: titles.year,
          images: titles.images,
          seriesId: titles.seriesId,
          seriesTitle: series.title,
          seriesRef: series.ref,
          episodeNumber: titles.episodeNumber,
          genres: sql<
            string[]
          >`coalesce(array_agg(${genres.name}) filter (where ${genres.name} is not null), '{}')`,
          listed: listedTitle(),
        })
        .from(titles)
        .leftJoin(series, eq(series.id, titles.seriesId))
        .leftJoin(titleGenres, eq(titleGenres.titleId, titles.id))
        .leftJoin(genres, eq(genres.id, titleGenres.genreId))
        .where(eq(titles.status, "published"))
        .groupBy(titles.id, series.id)
        .orderBy(titles.id);
      return rows;
    },

    /** Every title the viewer played, with how far, the latest first. */
    async progressOf(userId: string) {
      return db
        .select({
          titleId: playbackProgress.titleId,
          positionS: playbackProgress.positionS,
          durationS: playbackProgress.durationS,
          updatedAt: playbackProgress.updatedAt,
        })
        .from(playbackProgress)
        .where(eq(playbackProgress.userId, userId))
        .orderBy(desc(playbackProgress.updatedAt));
    },

    async thumbsOf(userId: string) {
      return db
        .select({ titleId: ratings.titleId, thumb: ratings.thumb })
        .from(ratings)
        .where(and(eq(ratings.userId, userId), sql`${ratings.titleId} is not null`));
    },

    /** Finished plays per title (all time), most first: popularity where views are few. */
    async finishedCounts(completed: number) {
      const n = sql<number>`count(*)::int`;
      return db
        .select({ titleId: playbackProgress.titleId, views: n })
        .from(playbackProgress)
        .where(
          and(
            sql`${playbackProgress.durationS} > 0`,
            gte(playbackProgress.positionS, sql`${completed} * ${playbackProgress.durationS}`),
          ),
        )
        .groupBy(playbackProgress.titleId)
        .orderBy(desc(n));
    },

    /** Views per title since `since`, most first. */
    async viewCounts(since: Date) {
      const n = sql<number>`count(*)::int`;
      return db
        .select({ titleId: views.titleId, views: n })
        .from(views)
        .where(gte(views.createdAt, since))
        .groupBy(views.titleId)
        .orderBy(desc(n));
    },
  };
}

export type TasteRepository = ReturnType<typeof createTasteRepository>;
