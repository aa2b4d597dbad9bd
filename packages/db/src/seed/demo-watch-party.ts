import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { titles, watchParties } from "../schema/index.ts";

/** The demo party's code: /party/KARAMU26 opens its room. */
export const DEMO_PARTY_CODE = "KARAMU26";

/**
 * A private watch party on the first free film (development only), hosted by a demo viewer, so
 * a newcomer who signs up can open /party/KARAMU26 and see a room (a free film: everyone may
 * watch it). Idempotent.
 */
export async function seedDemoWatchParty(
  db: Db,
  viewers: readonly string[],
  now: Date,
): Promise<{ inserted: boolean }> {
  const host = viewers[0];
  const [film] = await db
    .select({ id: titles.id })
    .from(titles)
    .where(and(eq(titles.kind, "movie"), eq(titles.status, "published"), eq(titles.isFree, true)))
    .orderBy(asc(titles.id))
    .limit(1);
  if (!host || !film) return { inserted: false };
  const rows = await db
    .insert(watchParties)
    .values({
      code: DEMO_PARTY_CODE,
      titleId: film.id,
      hostId: host,
      positionAt: now,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ code: watchParties.code });
  return { inserted: rows.length > 0 };
}
