import { type Db, schema } from "@tazama/db";
import { and, eq } from "drizzle-orm";

const { titles } = schema;

/** The published movie or episode with this ref (its id, and its series' for an episode). */
export async function findPublishedTitle(
  db: Db,
  ref: string,
): Promise<{ id: number; seriesId: number | null } | undefined> {
  const [row] = await db
    .select({ id: titles.id, seriesId: titles.seriesId })
    .from(titles)
    .where(and(eq(titles.ref, ref), eq(titles.status, "published")));
  return row;
}
