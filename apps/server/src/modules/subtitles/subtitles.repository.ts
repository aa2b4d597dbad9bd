import { type Db, schema } from "@tazama/db";
import { and, asc, eq, inArray } from "drizzle-orm";

const { subtitles, titles } = schema;

export interface StoredTrack {
  titleId: number;
  language: string;
  label: string;
  updatedAt: Date;
}

/** Caption tracks by title and language; no rules here. */
export function createSubtitlesRepository(db: Db) {
  const trackColumns = {
    titleId: subtitles.titleId,
    language: subtitles.language,
    label: subtitles.label,
    updatedAt: subtitles.updatedAt,
  };
  return {
    async findTitle(ref: string): Promise<{ id: number; ref: string } | undefined> {
      const [row] = await db
        .select({ id: titles.id, ref: titles.ref })
        .from(titles)
        .where(eq(titles.ref, ref));
      return row;
    },

    /** The tracks of several titles (stream grants ask for one, admin lists for one). */
    async listTracks(titleIds: readonly number[]): Promise<StoredTrack[]> {
      if (titleIds.length === 0) return [];
      return db
        .select(trackColumns)
        .from(subtitles)
        .where(inArray(subtitles.titleId, [...titleIds]))
        .orderBy(asc(subtitles.label));
    },

    async listWithText(titleId: number) {
      return db
        .select({ ...trackColumns, vtt: subtitles.vtt })
        .from(subtitles)
        .where(eq(subtitles.titleId, titleId))
        .orderBy(asc(subtitles.label));
    },

    async findText(ref: string, language: string) {
      const [row] = await db
        .select({ vtt: subtitles.vtt, updatedAt: subtitles.updatedAt })
        .from(subtitles)
        .innerJoin(titles, eq(titles.id, subtitles.titleId))
        .where(and(eq(titles.ref, ref), eq(subtitles.language, language)));
      return row;
    },

    /** Adds the track or replaces the one in the same language. */
    async save(track: { titleId: number; language: string; label: string; vtt: string }, at: Date) {
      await db
        .insert(subtitles)
        .values({ ...track, updatedAt: at })
        .onConflictDoUpdate({
          target: [subtitles.titleId, subtitles.language],
          set: { label: track.label, vtt: track.vtt, updatedAt: at },
        });
    },

    async remove(titleId: number, language: string): Promise<boolean> {
      const gone = await db
        .delete(subtitles)
        .where(and(eq(subtitles.titleId, titleId), eq(subtitles.language, language)))
        .returning({ id: subtitles.id });
      return gone.length > 0;
    },
  };
}

export type SubtitlesRepository = ReturnType<typeof createSubtitlesRepository>;
