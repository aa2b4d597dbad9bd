import {
  type CheckInBody,
  type CheckInOutcome,
  type CheckInResult,
  DOOR_SCAN_WINDOW,
  type Door,
} from "@tazama/contracts";
import type { Db } from "@tazama/db";
import type { Clock } from "../../lib/clock.ts";
import { badRequest } from "../../lib/http-error.ts";
import type { Tx } from "../ledger/ledger.public.ts";
import { screeningNotFound } from "./bookings.service.ts";
import type { DoorRepository, ScanKey } from "./door.repository.ts";
import type { ScreeningRow, ScreeningsRepository } from "./screenings.repository.ts";
import type { TicketSigner } from "./ticket-signing.ts";

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
  door: DoorRepository;
  clock: Clock;
  signer: TicketSigner;
}) {
  const { db, repo, door, clock, signer } = deps;

  /** The booking a token or a ref code names at this screening (confirmed), and its tickets. */
  async function presented(tx: Tx, body: CheckInBody) {
    if (body.token !== undefined) {
      const claims = signer.verify(body.token);
      if (!claims || claims.screeningId !== body.screening) return null;
      const bookingId = await door.bookingOfTicket(tx, claims.ticketId);
      const booking = bookingId
        ? await door.confirmedBooking(tx, body.screening, { id: bookingId })
        : undefined;
      return booking ? { booking, ticketIds: [claims.ticketId], key: claims.ticketId } : null;
    }
    const code = body.refcode!.trim().toUpperCase();
    const booking = await door.confirmedBooking(tx, body.screening, { refCode: code });
    if (!booking) return null;
    // A group's one code admits one seat a scan (the answer is "already" once all are in).
    if (booking.groupCode) {
      return { booking, ticketIds: [await door.nextOfGroup(tx, booking.id)], key: code };
    }
    return { booking, ticketIds: await door.ticketIdsOf(tx, booking.id), key: code };
  }

  return {
    async checkIn(usherId: string, body: CheckInBody): Promise<CheckInResult> {
      return door.transaction(async (tx) => {
        const now = clock.now();
        const row = await repo.row(body.screening, tx);
        if (!row) throw screeningNotFound();
        const scannedAt = body.scannedAt ? new Date(body.scannedAt) : now;
        if (body.scannedAt) assertInScanWindow(row, scannedAt, now);
        const found = await presented(tx, body);
        // The scan first, keyed by screening, what was presented and the device's nonce: a
        // second upload of the same scan waits here for the first, then finds it and answers as
        // the first did. The same nonce with another ticket is another scan (issue 39).
        const key: ScanKey = {
          screeningId: body.screening,
          presented: found?.key ?? "unknown",
          nonce: body.nonce,
        };
        const claimed = await door.claimScan(tx, key, {
          usherId,
          tickets: found?.ticketIds ?? [],
          scannedAt,
          now,
        });
        if (!found) return { outcome: "invalid", seats: [], refreshments: [], admitted: [] };
        let outcome: CheckInOutcome;
        let ticketIds = found.ticketIds;
        let admitted: string[];
        if (claimed) {
          admitted = await door.admit(tx, ticketIds, scannedAt, usherId);
          outcome = admitted.length > 0 ? "checked-in" : "already";
          await door.recordOutcome(tx, key, outcome, admitted);
        } else {
          const first = await door.firstScan(tx, key);
          ({ outcome, admitted } = first);
          ticketIds = first.tickets;
        }
        return {
          outcome,
          seats: ticketIds.length > 0 ? await door.seatsOfTickets(tx, ticketIds) : [],
          refreshments: await door.refreshmentsOf(tx, found.booking.id),
          admitted,
        };
      });
    },

    /** What the usher's device keeps: the seats sold, who is in, the key to verify offline. */
    async door(id: string): Promise<Door> {
      const now = clock.now();
      const row = await repo.row(id);
      if (!row) throw screeningNotFound();
      const [[summary], list, toServe] = await Promise.all([
        repo.summaries(db, [row], now),
        door.seatsOfScreening(id),
        door.refreshmentsToServe(id),
      ]);
      return {
        screening: summary!,
        key: { kid: signer.kid, publicKey: signer.publicKey },
        counts: {
          booked: list.length,
          checkedIn: list.filter((s) => s.checkedInAt !== null).length,
          refreshmentsToServe: toServe,
        },
        seats: list,
      };
    },

    /** Marks a booking's refreshment order served at the counter. */
    serve(usherId: string, orderId: string): Promise<boolean> {
      return door.serve(orderId, usherId, clock.now());
    },
  };
}
export type DoorService = ReturnType<typeof createDoorService>;
