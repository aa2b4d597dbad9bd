import { type Db, schema } from "@tazama/db";
import type { PartyTimeline } from "@tazama/contracts";
import { and, eq, isNull } from "drizzle-orm";

const { screeningBookings, screenings, titles, users, watchParties } = schema;

/** Parties, and what rooms need to know of titles, screenings and tickets. */
export function createWatchPartyRepository(db: Db) {
  return {
    async title(ref: string) {
      const [row] = await db
        .select({ id: titles.id, ref: titles.ref, title: titles.title })
        .from(titles)
        .where(and(eq(titles.ref, ref), eq(titles.status, "published")));
      return row;
    },

    async userName(userId: string): Promise<string> {
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
      return row?.name ?? "";
    },

    async createParty(code: string, titleId: number, hostId: string, at: Date) {
      const [row] = await db
        .insert(watchParties)
        .values({ code, titleId, hostId, positionAt: at, createdAt: at })
        .onConflictDoNothing()
        .returning({ code: watchParties.code });
      return row !== undefined;
    },

    async party(code: string) {
      const [row] = await db
        .select({
          code: watchParties.code,
          hostId: watchParties.hostId,
          host: users.name,
          ref: titles.ref,
          title: titles.title,
          playing: watchParties.playing,
          position: watchParties.positionS,
          at: watchParties.positionAt,
          createdAt: watchParties.createdAt,
        })
        .from(watchParties)
        .innerJoin(titles, eq(titles.id, watchParties.titleId))
        .innerJoin(users, eq(users.id, watchParties.hostId))
        .where(eq(watchParties.code, code));
      return row;
    },

    async saveTimeline(code: string, timeline: PartyTimeline) {
      await db
        .update(watchParties)
        .set({
          playing: timeline.playing,
          positionS: timeline.position,
          positionAt: new Date(timeline.at),
        })
        .where(eq(watchParties.code, code));
    },

    /** An online screening (no venue) and its title. */
    async onlineScreening(id: string) {
      const [row] = await db
        .select({
          id: screenings.id,
          startsAt: screenings.startsAt,
          status: screenings.status,
          ref: titles.ref,
          title: titles.title,
          durationS: titles.durationS,
        })
        .from(screenings)
        .innerJoin(titles, eq(titles.id, screenings.titleId))
        .where(and(eq(screenings.id, id), isNull(screenings.venueId)));
      return row;
    },

    async holdsTicket(userId: string, screeningId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: screeningBookings.id })
        .from(screeningBookings)
        .where(
          and(
            eq(screeningBookings.screeningId, screeningId),
            eq(screeningBookings.userId, userId),
            eq(screeningBookings.status, "confirmed"),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}

export type WatchPartyRepository = ReturnType<typeof createWatchPartyRepository>;
