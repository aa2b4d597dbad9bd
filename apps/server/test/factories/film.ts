import { type Database, schema } from "@tazama/db";
import { and, eq } from "drizzle-orm";

/** A published paid movie of the seeded catalogue. */
export const isPaidMovie = and(
  eq(schema.titles.kind, "movie"),
  eq(schema.titles.status, "published"),
  eq(schema.titles.isFree, false),
);

/** The ref of a published movie of the seeded catalogue (screenings show one). */
export async function publishedFilmRef(database: Database): Promise<string> {
  const [film] = await database.db
    .select({ ref: schema.titles.ref })
    .from(schema.titles)
    .where(and(eq(schema.titles.kind, "movie"), eq(schema.titles.status, "published")))
    .limit(1);
  if (!film) throw new Error("the test catalogue has no published movie");
  return film.ref;
}

/**
 * A published paid movie of the test's own: a copy of a seeded one under `ref`. Its media, clips
 * and purchases are the test's alone (a worker's files share one database, and other files ingest
 * and replace the seeded titles' videos).
 */
export async function ownPaidFilm(database: Database, ref: string) {
  const [source] = await database.db.select().from(schema.titles).where(isPaidMovie).limit(1);
  if (!source) throw new Error("the test catalogue has no paid movie");
  const row: Partial<typeof source> = { ...source };
  delete row.id;
  const [copy] = await database.db
    .insert(schema.titles)
    .values({
      ...(row as Omit<typeof source, "id">),
      ref,
      title: `${source.title} (${ref})`,
      // Its artwork's addresses are its own ref's, like every title's.
      images: JSON.parse(
        JSON.stringify(source.images).replaceAll(source.ref, ref),
      ) as typeof source.images,
    })
    .returning({ id: schema.titles.id, ref: schema.titles.ref });
  return copy!;
}
