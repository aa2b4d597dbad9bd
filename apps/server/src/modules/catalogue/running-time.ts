import { type Db, schema } from "@tazama/db";
import { and, inArray, ne } from "drizzle-orm";

const { titles } = schema;

/**
 * Sets the running time of these titles to what their video really runs (ingest, when a demo
 * film's clip loops to its length: ADR 0070); returns how many changed.
 */
export async function setRunningTime(
  db: Db,
  titleIds: readonly number[],
  durationS: number,
): Promise<number> {
  if (titleIds.length === 0) return 0;
  const rows = await db
    .update(titles)
    .set({ durationS })
    .where(and(ne(titles.durationS, durationS), inArray(titles.id, [...titleIds])))
    .returning({ id: titles.id });
  return rows.length;
}
