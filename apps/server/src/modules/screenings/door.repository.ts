import type { CheckInOutcome, DoorSeat } from "@tazama/contracts";
import { type Db, schema } from "@tazama/db";
import { type SQL, and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Tx } from "../ledger/ledger.public.ts";

const {
  refreshmentItems,
  refreshmentOrders,
  screeningBookings,
  screeningCheckins,
  screeningTickets,
  users,
} = schema;

type Q = Db | Tx;
/** One scan: the screening, what was presented, the device's nonce. */
export interface ScanKey {
  screeningId: string;
  presented: string;
  nonce: string;
}

/** The door's queries: tickets, scans and refreshments (I/O only; the rules are the service's). */
export function createDoorRepository(db: Db) {
  /** The seats `where` selects, with who checked each in. */
  async function seats(q: Q, where: SQL | undefined): Promise<DoorSeat[]> {
    const rows = await q
      .select({
        ticketId: screeningTickets.id,
        seat: screeningTickets.seatLabel,
        refCode: screeningBookings.refCode,
        checkedInAt: screeningTickets.checkedInAt,
        by: users.name,
        groupCode: screeningBookings.groupCode,
      })
      .from(screeningTickets)
      .innerJoin(screeningBookings, eq(screeningBookings.id, screeningTickets.bookingId))
      .leftJoin(users, eq(users.id, screeningTickets.checkedInBy))
      .where(where)
      .orderBy(asc(screeningTickets.seatLabel));
    return rows.map((r) => ({ ...r, checkedInAt: r.checkedInAt?.toISOString() ?? null }));
  }

  const scan = (key: ScanKey) =>
    and(
      eq(screeningCheckins.screeningId, key.screeningId),
      eq(screeningCheckins.presented, key.presented),
      eq(screeningCheckins.nonce, key.nonce),
    );

  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    seatsOfTickets: (q: Q, ticketIds: string[]) =>
      seats(q, inArray(screeningTickets.id, ticketIds)),

    /** Every confirmed seat of the screening. */
    seatsOfScreening: (id: string) =>
      seats(
        db,
        and(eq(screeningTickets.screeningId, id), eq(screeningBookings.status, "confirmed")),
      ),

    async refreshmentsOf(q: Q, bookingId: string) {
      return q
        .select({
          id: refreshmentOrders.id,
          name: refreshmentItems.name,
          quantity: refreshmentOrders.quantity,
          served: sql<boolean>`${refreshmentOrders.servedAt} is not null`,
        })
        .from(refreshmentOrders)
        .innerJoin(refreshmentItems, eq(refreshmentItems.id, refreshmentOrders.itemId))
        .where(eq(refreshmentOrders.bookingId, bookingId));
    },

    /** Refreshments ordered with the screening's confirmed bookings and not served yet. */
    async refreshmentsToServe(id: string): Promise<number> {
      const [row] = await db
        .select({
          n: sql<number>`coalesce(sum(${refreshmentOrders.quantity}), 0)`.mapWith(Number),
        })
        .from(refreshmentOrders)
        .innerJoin(screeningBookings, eq(screeningBookings.id, refreshmentOrders.bookingId))
        .where(
          and(
            eq(screeningBookings.screeningId, id),
            eq(screeningBookings.status, "confirmed"),
            isNull(refreshmentOrders.servedAt),
          ),
        );
      return row?.n ?? 0;
    },

    /**
     * A group's next ticket: the first not yet in (locked, skipping one a concurrent scan has),
     * or, all in, the last to come in.
     */
    async nextOfGroup(tx: Tx, bookingId: string): Promise<string> {
      const [next] = await tx
        .select({ id: screeningTickets.id })
        .from(screeningTickets)
        .where(and(eq(screeningTickets.bookingId, bookingId), isNull(screeningTickets.checkedInAt)))
        .orderBy(asc(screeningTickets.seatLabel))
        .limit(1)
        .for("update", { skipLocked: true });
      if (next) return next.id;
      const [last] = await tx
        .select({ id: screeningTickets.id })
        .from(screeningTickets)
        .where(eq(screeningTickets.bookingId, bookingId))
        .orderBy(desc(screeningTickets.checkedInAt))
        .limit(1);
      return last!.id;
    },

    /** The screening's confirmed booking with this id or this ref code. */
    async confirmedBooking(tx: Tx, screeningId: string, by: { id: string } | { refCode: string }) {
      const [booking] = await tx
        .select({
          id: screeningBookings.id,
          refCode: screeningBookings.refCode,
          groupCode: screeningBookings.groupCode,
        })
        .from(screeningBookings)
        .where(
          and(
            "id" in by
              ? eq(screeningBookings.id, by.id)
              : eq(screeningBookings.refCode, by.refCode),
            eq(screeningBookings.screeningId, screeningId),
            eq(screeningBookings.status, "confirmed"),
          ),
        );
      return booking;
    },

    async bookingOfTicket(tx: Tx, ticketId: string): Promise<string | undefined> {
      const [ticket] = await tx
        .select({ bookingId: screeningTickets.bookingId })
        .from(screeningTickets)
        .where(eq(screeningTickets.id, ticketId));
      return ticket?.bookingId;
    },

    async ticketIdsOf(tx: Tx, bookingId: string): Promise<string[]> {
      const tickets = await tx
        .select({ id: screeningTickets.id })
        .from(screeningTickets)
        .where(eq(screeningTickets.bookingId, bookingId));
      return tickets.map((t) => t.id);
    },

    /**
     * Records the scan, unless one with its key is there already: a second upload of the same
     * scan waits here for the first (false), then reads how it went.
     */
    async claimScan(
      tx: Tx,
      key: ScanKey,
      scan: { usherId: string; tickets: string[]; scannedAt: Date; now: Date },
    ): Promise<boolean> {
      const [claimed] = await tx
        .insert(screeningCheckins)
        .values({
          nonce: key.nonce,
          screeningId: key.screeningId,
          usherId: scan.usherId,
          presented: key.presented,
          tickets: scan.tickets,
          outcome: "invalid",
          scannedAt: scan.scannedAt,
          createdAt: scan.now,
        })
        .onConflictDoNothing()
        .returning({ nonce: screeningCheckins.nonce });
      return claimed !== undefined;
    },

    /** Checks in the tickets not in yet (a conditional UPDATE: of two ushers, one wins). */
    async admit(tx: Tx, ticketIds: string[], at: Date, usherId: string): Promise<string[]> {
      const rows = await tx
        .update(screeningTickets)
        .set({ checkedInAt: at, checkedInBy: usherId })
        .where(and(inArray(screeningTickets.id, ticketIds), isNull(screeningTickets.checkedInAt)))
        .returning({ id: screeningTickets.id });
      return rows.map((r) => r.id);
    },

    async recordOutcome(tx: Tx, key: ScanKey, outcome: CheckInOutcome, admitted: string[]) {
      await tx.update(screeningCheckins).set({ outcome, admitted }).where(scan(key));
    },

    /** How the first upload of this scan went. */
    async firstScan(tx: Tx, key: ScanKey) {
      const [first] = await tx
        .select({
          outcome: screeningCheckins.outcome,
          tickets: screeningCheckins.tickets,
          admitted: screeningCheckins.admitted,
        })
        .from(screeningCheckins)
        .where(scan(key));
      return first!;
    },

    /** Marks a refreshment order served at `at`, unless it was already. */
    async serve(orderId: string, usherId: string, at: Date): Promise<boolean> {
      const served = await db
        .update(refreshmentOrders)
        .set({ servedAt: at, servedBy: usherId })
        .where(and(eq(refreshmentOrders.id, orderId), isNull(refreshmentOrders.servedAt)))
        .returning({ id: refreshmentOrders.id });
      return served.length > 0;
    },
  };
}

export type DoorRepository = ReturnType<typeof createDoorRepository>;
