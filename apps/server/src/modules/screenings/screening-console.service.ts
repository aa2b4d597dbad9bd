import type { AdminBooking, AdminBookingList, AdminScreening } from "@tazama/contracts";
import type { Clock } from "../../lib/clock.ts";
import { screeningNotFound } from "./bookings.service.ts";
import type { ScreeningConsoleRepository } from "./screening-console.repository.ts";
import type { ScreeningRow, ScreeningsRepository } from "./screenings.repository.ts";

/**
 * What the console shows of screenings (issue 15): each with its sales and door so far, and one
 * screening's bookings with their buyers.
 */
export function createScreeningConsoleService(deps: {
  db: Parameters<ScreeningsRepository["summaries"]>[0];
  repo: ScreeningsRepository;
  reads: ScreeningConsoleRepository;
  clock: Clock;
}) {
  const { db, repo, reads, clock } = deps;

  async function withSales(rows: ScreeningRow[]): Promise<AdminScreening[]> {
    const now = clock.now();
    const ids = rows.map((r) => r.id);
    const summaries = await repo.summaries(db, rows, now);
    if (ids.length === 0) return [];
    const { sales, door } = await reads.salesAndDoor(ids);
    return summaries.map((summary) => {
      const mine = sales.filter((s) => s.id === summary.id);
      return {
        ...summary,
        bookings: mine.reduce((n, s) => n + s.bookings, 0),
        booked: mine.reduce((n, s) => n + s.seats, 0),
        checkedIn: door.find((d) => d.id === summary.id)?.n ?? 0,
        revenue: mine
          .filter((s) => s.amount > 0)
          .map((s) => ({ currency: s.currency, amount: s.amount }))
          .sort((a, b) => a.currency.localeCompare(b.currency)),
      };
    });
  }

  return {
    /** Upcoming (cancelled ones too, soonest first) or past (latest first) screenings. */
    async list(when: "upcoming" | "past"): Promise<AdminScreening[]> {
      const now = clock.now();
      const rows =
        when === "upcoming" ? await repo.upcoming(now, { cancelled: true }) : await repo.past(now);
      return withSales(rows);
    },

    /** One screening's bookings, the latest first, with their buyers and who came. */
    async bookings(id: string): Promise<AdminBookingList> {
      const row = await repo.row(id);
      if (!row) throw screeningNotFound();
      const [screening] = await withSales([row]);
      const rows = await reads.bookingsWithBuyers(id);
      const ids = rows.map((r) => r.booking.id);
      const [tickets, refreshments] = await Promise.all([
        repo.ticketsOf(ids),
        repo.refreshmentsOf(ids),
      ]);
      const bookings = rows.map(({ booking, buyer }): AdminBooking => {
        const seats = tickets.filter((t) => t.bookingId === booking.id);
        return {
          id: booking.id,
          refCode: booking.refCode,
          status: booking.status,
          buyer,
          seats: seats.map((t) => t.seatLabel),
          checkedIn: seats.filter((t) => t.checkedInAt !== null).length,
          refreshments: refreshments.get(booking.id) ?? [],
          amount: booking.amountMinor,
          currency: booking.currency,
          createdAt: booking.createdAt.toISOString(),
        };
      });
      return { screening: screening!, bookings };
    },
  };
}
export type ScreeningConsoleService = ReturnType<typeof createScreeningConsoleService>;
