import { type Db, schema } from "@tazama/db";
import { inArray } from "drizzle-orm";

const { titles } = schema;

/** Refs and names of titles by id, for modules that keep rows per title id (quality reports). */
export async function titleNames(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { ref: string; title: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: titles.id, ref: titles.ref, title: titles.title })
    .from(titles)
    .where(inArray(titles.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { ref: r.ref, title: r.title }]));
}
