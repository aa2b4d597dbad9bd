import { type Db, schema } from "@tazama/db";
import { findPublishedTitle } from "../catalogue/catalogue.public.ts";
import { and, count, desc, eq } from "drizzle-orm";
import type { PersonalDataEraser } from "../accounts/accounts.public.ts";

const { favourites, series, titles } = schema;

/** What a row of My List keeps: one title, or one whole series. */
export type ListedItem = { titleId: number } | { seriesId: number };

const matches = (userId: string, item: ListedItem) =>
  and(
    eq(favourites.userId, userId),
    "titleId" in item
      ? eq(favourites.titleId, item.titleId)
      : eq(favourites.seriesId, item.seriesId),
  );

/** Queries of My List; no rules here. */
export function createFavouritesRepository(db: Db) {
  return {
    findPublishedTitle: (ref: string) => findPublishedTitle(db, ref),

    async count(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(favourites)
        .where(eq(favourites.userId, userId));
      return row?.n ?? 0;
    },

    /** Adds the item once; a second add (even a concurrent one) changes nothing. */
    async add(userId: string, item: ListedItem): Promise<void> {
      await db
        .insert(favourites)
        .values({ userId, ...item })
        .onConflictDoNothing();
    },

    async remove(userId: string, item: ListedItem): Promise<void> {
      await db.delete(favourites).where(matches(userId, item));
    },

    async has(userId: string, item: ListedItem): Promise<boolean> {
      const [row] = await db
        .select({ id: favourites.id })
        .from(favourites)
        .where(matches(userId, item));
      return row !== undefined;
    },

    /**
     * The series in the viewer's list with a published episode, each shown as its first
     * published episode (where a series card leads), the latest addition first.
     */
    async listSeries(userId: string, limit: number) {
      const first = db
        .selectDistinctOn([titles.seriesId], {
          seriesId: titles.seriesId,
          ref: titles.ref,
          images: titles.images,
        })
        .from(titles)
        .where(eq(titles.status, "published"))
        .orderBy(titles.seriesId, titles.episodeNumber)
        .as("first");
      return db
        .select({
          ref: first.ref,
          title: series.title,
          images: first.images,
          year: series.year,
          addedAt: favourites.createdAt,
        })
        .from(favourites)
        .innerJoin(series, eq(series.id, favourites.seriesId))
        .innerJoin(first, eq(first.seriesId, series.id))
        .where(eq(favourites.userId, userId))
        .orderBy(desc(favourites.createdAt), desc(favourites.id))
        .limit(limit);
    },

    /** The published titles in the viewer's list, the latest addition first. */
    async list(userId: string, limit: number) {
      return db
        .select({
          ref: titles.ref,
          title: titles.title,
          images: titles.images,
          year: titles.year,
          addedAt: favourites.createdAt,
        })
        .from(favourites)
        .innerJoin(titles, eq(titles.id, favourites.titleId))
        .where(and(eq(favourites.userId, userId), eq(titles.status, "published")))
        .orderBy(desc(favourites.createdAt), desc(favourites.id))
        .limit(limit);
    },
  };
}

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;

/** My List goes with the account. */
export const forgetFavourites: PersonalDataEraser = async (tx, userId) => {
  await tx.delete(favourites).where(eq(favourites.userId, userId));
};
