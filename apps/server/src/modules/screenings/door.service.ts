import {
  type CheckInBody,
  type CheckInOutcome,
  type CheckInResult,
  DOOR_SCAN_WINDOW,
  type Door,
  type DoorSeat,
} from "@tazama/contracts";
import { type Db, schema } from "@tazama/db";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Clock } from "../../lib/clock.ts";
import { badRequest } from "../../lib/http-error.ts";
import type { Tx } from "../ledger/ledger.public.ts";
import { screeningNotFound } from "./bookings.service.ts";
import type { ScreeningRow, ScreeningsRepository } from "./screenings.repository.ts";
import type { TicketSigner } from "./ticket-signing.ts";

const {
  refreshmentItems,
  refreshmentOrders,
  screeningBookings,
  screeningCheckins,
  screeningTickets,
  users,
} = schema;

type Q = Db | Tx;

/**
 * A scan's own time (an offline scan is uploaded later) must fall from the sales opening to some
 * hours after the film ends, and not in the future, each give or take a device's clock slack:
 * a scan "in 1999" or "next week" is refused, not recorded (issue 39).
 */
function assertInScanWindow(row: ScreeningRow, scannedAt: Date, now: Date): void {
  const slack = DOOR_SCAN_WINDOW.clockSlackMinutes * 60_000;
  const ends = row.startsAt.getTime() + row.durationS * 1000;
  const earliest = row.salesOpenAt.getTime() - slack;
  const latest = Math.min(ends + DOOR_SCAN_WINDOW.hoursAfterEnd * 3_600_000, now.getTime() + slack);
  if (scannedAt.getTime() < earliest || scannedAt.getTime() > latest) {
    throw badRequest(
      "screenings/scanned-at-out-of-window",
      "This scan's time is outside the screening's door hours (or this phone's clock is wrong).",
    );
  }
}

/**
 * At the door (issue 15): each seat checks in once. Two ushers scanning one ticket at once: the
 * conditional UPDATE lets one through; the other is told when and by whom. Every scan is kept
 * under its device's nonce, so an offline scan uploaded twice counts once.
 */
export function createDoorService(deps: {
  db: Db;
  repo: ScreeningsRepository;
  clock: Clock;
  signer: TicketSigner;
}) {
  const { db, repo, clock, signer } = deps;

  /** The seats of `where` with who checked each in. */
  async function seats(q: Q, where: ReturnType<typeof and>): Promise<DoorSeat[]> {
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

  async function refreshmentsOf(q: Q, bookingId: string) {
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
  }

  /**
   * A group's one code admits one seat a scan: the first not yet in (locked, skipping one a
   * concurrent scan has), or, all in, the last to come in (the answer is then "already").
   */
  async function nextOfGroup(tx: Tx, bookingId: string): Promise<string> {
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
  }

  /** The booking a token or a ref code names at this screening (confirmed), and its tickets. */
  async function presented(tx: Tx, body: CheckInBody) {
    const bookingOf = async (condition: ReturnType<typeof and>) => {
      const [booking] = await tx
        .select({
          id: screeningBookings.id,
          refCode: screeningBookings.refCode,
          groupCode: screeningBookings.groupCode,
        })
        .from(screeningBookings)
        .where(
          and(
            condition,
            eq(screeningBookings.screeningId, body.screening),
            eq(screeningBookings.status, "confirmed"),
          ),
        );
      return booking;
    };
    if (body.token !== undefined) {
      const claims = signer.verify(body.token);
      if (!claims || claims.screeningId !== body.screening) return null;
      const [ticket] = await tx
        .select({ bookingId: screeningTickets.bookingId })
        .from(screeningTickets)
        .where(eq(screeningTickets.id, claims.ticketId));
      const booking = ticket
        ? await bookingOf(eq(screeningBookings.id, ticket.bookingId))
        : undefined;
      return booking ? { booking, ticketIds: [claims.ticketId], key: claims.ticketId } : null;
    }
    const code = body.refcode!.trim().toUpperCase();
    const booking = await bookingOf(eq(screeningBookings.refCode, code));
    if (!booking) return null;
    if (booking.groupCode)
      return { booking, ticketIds: [await nextOfGroup(tx, booking.id)], key: code };
    const tickets = await tx
      .select({ id: screeningTickets.id })
      .from(screeningTickets)
      .where(eq(screeningTickets.bookingId, booking.id));
    return { booking, ticketIds: tickets.map((t) => t.id), key: code };
  }

  return {
    async checkIn(usherId: string, body: CheckInBody): Promise<CheckInResult> {
      return db.transaction(async (tx) => {
        const now = clock.now();
        const row = await repo.row(body.screening, tx);
        if (!row) throw screeningNotFound();
        const scannedAt = body.scannedAt ? new Date(body.scannedAt) : now;
        if (body.scannedAt) assertInScanWindow(row, scannedAt, now);
        const found = await presented(tx, body);
        const key = found?.key ?? "unknown";
        // The scan first, keyed by screening, what was presented and the device's nonce: a
        // second upload of the same scan waits here for the first, then finds it and answers as
        // the first did. The same nonce with another ticket is another scan (issue 39).
        const [claimed] = await tx
          .insert(screeningCheckins)
          .values({
            nonce: body.nonce,
            screeningId: body.screening,
            usherId,
            presented: key,
            tickets: found?.ticketIds ?? [],
            outcome: "invalid",
            scannedAt,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ nonce: screeningCheckins.nonce });
        const thisScan = and(
          eq(screeningCheckins.screeningId, body.screening),
          eq(screeningCheckins.presented, key),
          eq(screeningCheckins.nonce, body.nonce),
        );
        if (!found) return { outcome: "invalid", seats: [], refreshments: [], admitted: [] };
        let outcome: CheckInOutcome;
        let ticketIds = found.ticketIds;
        let admitted: string[];
        if (claimed) {
          const rows = await tx
            .update(screeningTickets)
            .set({ checkedInAt: scannedAt, checkedInBy: usherId })
            .where(
              and(inArray(screeningTickets.id, ticketIds), isNull(screeningTickets.checkedInAt)),
            )
            .returning({ id: screeningTickets.id });
          admitted = rows.map((r) => r.id);
          outcome = admitted.length > 0 ? "checked-in" : "already";
          await tx.update(screeningCheckins).set({ outcome, admitted }).where(thisScan);
        } else {
          const [first] = await tx
            .select({
              outcome: screeningCheckins.outcome,
              tickets: screeningCheckins.tickets,
              admitted: screeningCheckins.admitted,
            })
            .from(screeningCheckins)
            .where(thisScan);
          ({ outcome, admitted } = first!);
          ticketIds = first!.tickets;
        }
        return {
          outcome,
          seats:
            ticketIds.length > 0 ? await seats(tx, inArray(screeningTickets.id, ticketIds)) : [],
          refreshments: await refreshmentsOf(tx, found.booking.id),
          admitted,
        };
      });
    },

    /** What the usher's device keeps: the seats sold, who is in, the key to verify offline. */
    async door(id: string): Promise<Door> {
      const now = clock.now();
      const row = await repo.row(id);
      if (!row) throw screeningNotFound();
      const [[summary], list, [toServe]] = await Promise.all([
        repo.summaries(db, [row], now),
        seats(
          db,
          and(eq(screeningTickets.screeningId, id), eq(screeningBookings.status, "confirmed")),
        ),
        db
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
          ),
      ]);
      return {
        screening: summary!,
        key: { kid: signer.kid, publicKey: signer.publicKey },
        counts: {
          booked: list.length,
          checkedIn: list.filter((s) => s.checkedInAt !== null).length,
          refreshmentsToServe: toServe?.n ?? 0,
        },
        seats: list,
      };
    },

    /** Marks a booking's refreshment order served at the counter. */
    async serve(usherId: string, orderId: string): Promise<boolean> {
      const served = await db
        .update(refreshmentOrders)
        .set({ servedAt: clock.now(), servedBy: usherId })
        .where(and(eq(refreshmentOrders.id, orderId), isNull(refreshmentOrders.servedAt)))
        .returning({ id: refreshmentOrders.id });
      return served.length > 0;
    },
  };
}
export type DoorService = ReturnType<typeof createDoorService>;
