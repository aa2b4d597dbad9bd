import { type Db, schema } from "@tazama/db";
import { and, eq, gte, isNotNull, max } from "drizzle-orm";

const { downloads } = schema;

/** A database or an open transaction (a refund asks inside its own). */
type Reader = Pick<Db, "select">;

/**
 * Did a licence for this title leave for one of the user's devices at or after `since` (a
 * rental's start)? Removed downloads count: their licence may still be on a device.
 */
export async function licensedSince(
  reader: Reader,
  userId: string,
  titleId: number,
  since: Date,
): Promise<boolean> {
  const [row] = await reader
    .select({ id: downloads.id })
    .from(downloads)
    .where(
      and(
        eq(downloads.userId, userId),
        eq(downloads.titleId, titleId),
        gte(downloads.licensedAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The last time a licence for each title left for one of the user's devices. */
export async function lastLicences(reader: Reader, userId: string): Promise<Map<number, Date>> {
  const rows = await reader
    .select({ titleId: downloads.titleId, at: max(downloads.licensedAt) })
    .from(downloads)
    .where(and(eq(downloads.userId, userId), isNotNull(downloads.licensedAt)))
    .groupBy(downloads.titleId);
  return new Map(rows.flatMap((r) => (r.at ? [[r.titleId, r.at] as const] : [])));
}
