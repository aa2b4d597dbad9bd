import { type Db, schema } from "@tazama/db";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Tx } from "../ledger/ledger.public.ts";

const { screeningBookings, screeningTickets } = schema;

export type BookingRow = typeof screeningBookings.$inferSelect;
type NewBooking = typeof screeningBookings.$inferInsert;

/** A viewer's bookings and their tickets (I/O only; the rules are the bookings service's). */
export function createBookingsRepository(db: Db) {
  return {
    /** A booking and its seats' tickets, in the booking's money transaction. */
    async insert(tx: Tx, booking: NewBooking, seatLabels: string[]): Promise<BookingRow> {
      const [row] = await tx.insert(screeningBookings).values(booking).returning();
      await tx.insert(screeningTickets).values(
        seatLabels.map((seatLabel) => ({
          bookingId: booking.id!,
          screeningId: booking.screeningId,
          seatLabel,
        })),
      );
      return row!;
    },

    /** The viewer's own booking, locked until the transaction ends. */
    async lockOwn(tx: Tx, bookingId: string, userId: string): Promise<BookingRow | undefined> {
      const [row] = await tx
        .select()
        .from(screeningBookings)
        .where(and(eq(screeningBookings.id, bookingId), eq(screeningBookings.userId, userId)))
        .for("update");
      return row;
    },

    /** The booking costs `amountMinor` more (refreshments ordered later). */
    async addToAmount(tx: Tx, bookingId: string, amountMinor: number): Promise<BookingRow> {
      const [row] = await tx
        .update(screeningBookings)
        .set({ amountMinor: sql`${screeningBookings.amountMinor} + ${amountMinor}` })
        .where(eq(screeningBookings.id, bookingId))
        .returning();
      return row!;
    },

    /** The viewer's bookings, the latest made first. */
    async of(userId: string): Promise<BookingRow[]> {
      return db
        .select()
        .from(screeningBookings)
        .where(eq(screeningBookings.userId, userId))
        .orderBy(desc(screeningBookings.createdAt));
    },

    /** Whether a confirmed booking of this screening has this ref code. */
    async confirmedRefCode(screeningId: string, refCode: string): Promise<boolean> {
      const [found] = await db
        .select({ id: screeningBookings.id })
        .from(screeningBookings)
        .where(
          and(
            eq(screeningBookings.refCode, refCode),
            eq(screeningBookings.screeningId, screeningId),
            eq(screeningBookings.status, "confirmed"),
          ),
        );
      return found !== undefined;
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
