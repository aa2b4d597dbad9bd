import { type Db, schema } from "@tazama/db";
import { findPublishedTitle } from "../catalogue/catalogue.public.ts";
import { and, count, desc, eq } from "drizzle-orm";

const { favourites, titles } = schema;

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

    /** Adds the title once; a second add (even a concurrent one) changes nothing. */
    async add(userId: string, titleId: number): Promise<void> {
      await db.insert(favourites).values({ userId, titleId }).onConflictDoNothing();
    },

    async remove(userId: string, titleId: number): Promise<void> {
      await db
        .delete(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.titleId, titleId)));
    },

    async has(userId: string, titleId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: favourites.id })
        .from(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.titleId, titleId)));
      return row !== undefined;
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
