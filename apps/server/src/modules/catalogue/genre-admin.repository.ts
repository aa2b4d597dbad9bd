import type { AdminGenre } from "@tazama/contracts";
import { type Db, schema } from "@tazama/db";
import { and, asc, count, eq, max, ne, or, sql } from "drizzle-orm";

const { genres, titleGenres } = schema;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type GenreRow = typeof genres.$inferSelect;

/** The console's queries of genres and how many titles each files (I/O only; rules are the service's). */
export function createGenreAdminRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /** Every genre in its order, with how many titles it files. */
    async list(q: Db | Tx = db): Promise<AdminGenre[]> {
      const uses = q
        .select({ genreId: titleGenres.genreId, n: count().as("n") })
        .from(titleGenres)
        .groupBy(titleGenres.genreId)
        .as("uses");
      return q
        .select({
          id: genres.id,
          name: genres.name,
          slug: genres.slug,
          position: genres.position,
          titles: sql<number>`coalesce(${uses.n}, 0)`.mapWith(Number),
        })
        .from(genres)
        .leftJoin(uses, eq(uses.genreId, genres.id))
        .orderBy(asc(genres.position), asc(genres.name));
    },

    /** The name of another genre called `name` (any case) or at `slug`, if one is. */
    async clashing(tx: Tx, name: string, slug: string, exceptId?: number) {
      const [clash] = await tx
        .select({ name: genres.name })
        .from(genres)
        .where(
          and(
            or(sql`lower(${genres.name}) = lower(${name})`, eq(genres.slug, slug)),
            exceptId === undefined ? undefined : ne(genres.id, exceptId),
          ),
        );
      return clash?.name;
    },

    /** A new genre, last in the order unless given a place; its id. */
    async insert(tx: Tx, values: { name: string; slug: string; position?: number }) {
      const [last] = await tx.select({ position: max(genres.position) }).from(genres);
      const [row] = await tx
        .insert(genres)
        .values({ ...values, position: values.position ?? (last?.position ?? 0) + 1 })
        .returning({ id: genres.id });
      return row!.id;
    },

    /** The genre, locked until the transaction ends. */
    async lock(tx: Tx, id: number): Promise<GenreRow | undefined> {
      const [row] = await tx.select().from(genres).where(eq(genres.id, id)).for("update");
      return row;
    },

    async update(tx: Tx, id: number, set: Partial<Pick<GenreRow, "name" | "slug" | "position">>) {
      await tx.update(genres).set(set).where(eq(genres.id, id));
    },

    /** How many titles are filed under the genre. */
    async titleCount(tx: Tx, id: number): Promise<number> {
      const [used] = await tx
        .select({ n: count() })
        .from(titleGenres)
        .where(eq(titleGenres.genreId, id));
      return used?.n ?? 0;
    },

    async remove(tx: Tx, id: number) {
      await tx.delete(genres).where(eq(genres.id, id));
    },
  };
}

export type GenreAdminRepository = ReturnType<typeof createGenreAdminRepository>;
