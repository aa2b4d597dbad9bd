import { type Database, schema } from "@tazama/db";
import { and, eq } from "drizzle-orm";

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
