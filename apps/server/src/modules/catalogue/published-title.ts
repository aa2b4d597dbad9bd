import { type Db, schema } from "@tazama/db";
import { and, eq } from "drizzle-orm";

const { titles } = schema;

/** The id of the published movie or episode with this ref, if there is one. */
export async function findPublishedTitle(db: Db, ref: string): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: titles.id })
    .from(titles)
    .where(and(eq(titles.ref, ref), eq(titles.status, "published")));
  return row;
}
