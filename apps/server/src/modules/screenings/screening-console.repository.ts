import { type Db, schema } from "@tazama/db";
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";

const { screeningBookings, screeningTickets, users } = schema;

/** The console's reads of sales and door counts, and of one screening's bookings. */
export function createScreeningConsoleRepository(db: Db) {
  return {
    /** Confirmed bookings per screening and currency, and tickets checked in per screening. */
    async salesAndDoor(ids: string[]) {
      const confirmed = and(
        inArray(screeningBookings.screeningId, ids),
        eq(screeningBookings.status, "confirmed"),
      );
      const [sales, door] = await Promise.all([
        db
          .select({
            id: screeningBookings.screeningId,
            currency: screeningBookings.currency,
            bookings: sql<number>`count(*)`.mapWith(Number),
            seats: sql<number>`coalesce(sum(${screeningBookings.seats}), 0)`.mapWith(Number),
            amount: sql<number>`coalesce(sum(${screeningBookings.amountMinor}), 0)`.mapWith(Number),
          })
          .from(screeningBookings)
          .where(confirmed)
          .groupBy(screeningBookings.screeningId, screeningBookings.currency),
        db
          .select({ id: screeningTickets.screeningId, n: sql<number>`count(*)`.mapWith(Number) })
          .from(screeningTickets)
          .innerJoin(screeningBookings, eq(screeningBookings.id, screeningTickets.bookingId))
          .where(and(confirmed, isNotNull(screeningTickets.checkedInAt)))
          .groupBy(screeningTickets.screeningId),
      ]);
      return { sales, door };
    },

    /** A screening's bookings with their buyers, the latest first. */
    async bookingsWithBuyers(screeningId: string) {
      return db
        .select({
          booking: screeningBookings,
          buyer: { id: users.id, name: users.name, email: users.email },
        })
        .from(screeningBookings)
        .innerJoin(users, eq(users.id, screeningBookings.userId))
        .where(eq(screeningBookings.screeningId, screeningId))
        .orderBy(desc(screeningBookings.createdAt));
    },
  };
}

export type ScreeningConsoleRepository = ReturnType<typeof createScreeningConsoleRepository>;
