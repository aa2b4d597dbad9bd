import { randomUUID } from "node:crypto";
import type {
  BookBody,
  Booking,
  BookResponse,
  PostRefreshmentsBody,
  ScreeningSummary,
} from "@tazama/contracts";
import type { Db } from "@tazama/db";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
import {
  InsufficientFundsError,
  type Tx,
  type TxRunner,
  lockWallet,
  moneyTransaction,
  postMovement,
} from "../ledger/ledger.public.ts";
import { freshRefCode, placeOrders, seatPrice, takeRefreshments } from "./booking-parts.ts";
import type { BookingRow, BookingsRepository } from "./bookings.repository.ts";
import type { ScreeningRow, ScreeningsRepository } from "./screenings.repository.ts";
import { type SeatChoice, bookSeats } from "./seat-claims.ts";
import type { TicketSigner } from "./ticket-signing.ts";

export const screeningNotFound = () =>
  new HttpError(404, "screenings/not-found", "There is no such screening.");

/** A screening that takes bookings now: scheduled and inside its sales window. */
export function assertOnSale(row: ScreeningRow | undefined, now: Date): ScreeningRow {
  if (!row) throw screeningNotFound();
  if (row.status === "cancelled") {
    throw new HttpError(410, "screenings/cancelled", "This screening was cancelled.");
  }
  if (now.getTime() < row.salesOpenAt.getTime()) {
    throw new HttpError(
      409,
      "screenings/not-on-sale",
      "Tickets for this screening are not on sale yet.",
    );
  }
  if (now.getTime() >= row.salesCloseAt.getTime()) {
    throw new HttpError(
      409,
      "screenings/sales-closed",
      "Ticket sales for this screening have closed.",
    );
  }
  return row;
}

export const choiceOf = (body: { seats?: string[]; count?: number }): SeatChoice =>
  body.seats ? { seats: body.seats } : { count: body.count! };

/**
 * Booking seats from the wallet (issue 15): seats, refreshments and the payment in one
 * transaction under the caller's Idempotency-Key; a short wallet answers 402 with the
 * shortfall, and the held seats wait for the top-up.
 */
export function createBookingsService(deps: {
  db: Db;
  repo: ScreeningsRepository;
  bookings: BookingsRepository;
  clock: Clock;
  signer: TicketSigner;
}) {
  const { db, repo, bookings, clock, signer } = deps;
  const ownTransaction: TxRunner = (work) => moneyTransaction(db, work);

  const summaryStart = (s: ScreeningSummary) => new Date(s.startsAt).getTime();

  async function toBooking(q: Db | Tx, rows: BookingRow[]) {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const screeningIds = [...new Set(rows.map((r) => r.screeningId))];
    const now = clock.now();
    const screeningRows = await repo.rows(screeningIds, q);
    const summaries = new Map<string, ScreeningSummary>(
      (await repo.summaries(q, screeningRows, now)).map((s) => [s.id, s]),
    );
    const menuLeft = await repo.withRefreshmentsLeft(screeningIds, q);
    const [tickets, refreshments] = await Promise.all([
      repo.ticketsOf(ids, q),
      repo.refreshmentsOf(ids, q),
    ]);
    return rows.map((b): Booking => ({
      id: b.id,
      refCode: b.refCode,
      status: b.status,
      screening: summaries.get(b.screeningId)!,
      tickets: tickets
        .filter((t) => t.bookingId === b.id)
        .map((t) => ({
          id: t.id,
          seat: t.seatLabel,
          token: signer.sign({
            ticketId: t.id,
            screeningId: b.screeningId,
            seat: t.seatLabel,
            refCode: b.refCode,
          }),
          checkedInAt: t.checkedInAt?.toISOString() ?? null,
        })),
      refreshments: refreshments.get(b.id) ?? [],
      refreshmentsOpen:
        b.status === "confirmed" &&
        menuLeft.has(b.screeningId) &&
        now.getTime() < summaryStart(summaries.get(b.screeningId)!),
      amount: b.amountMinor,
      currency: b.currency,
      createdAt: b.createdAt.toISOString(),
    }));
  }

  return {
    async book(
      userId: string,
      body: BookBody,
      inTransaction: TxRunner = ownTransaction,
    ): Promise<BookResponse> {
      return inTransaction(async (tx) => {
        const now = clock.now();
        const screening = assertOnSale(await repo.row(body.screening, tx), now);
        const wallet = await lockWallet(tx, userId);
        const currency = wallet?.currency ?? body.currency ?? "NGN";
        const price = await seatPrice(tx, screening.id, currency);
        const bookingId = randomUUID();
        const seats = await bookSeats(tx, screening.id, userId, choiceOf(body), bookingId, now);
        const lines = await takeRefreshments(tx, screening.id, body.refreshments ?? [], currency);
        const total = price * seats.length + lines.reduce((sum, l) => sum + l.amount, 0);
        if (!wallet) throw new InsufficientFundsError(total, currency, total);
        const refCode = await freshRefCode(tx);
        const booking = await bookings.insert(
          tx,
          {
            id: bookingId,
            screeningId: screening.id,
            userId,
            refCode,
            seats: seats.length,
            amountMinor: total,
            currency,
            createdAt: now,
          },
          seats,
        );
        const balance = await postMovement(tx, wallet, {
          amountMinor: -total,
          kind: "screening",
          reference: `booking:${bookingId}`,
          description: `${screening.title} · ${seats.length} ${seats.length === 1 ? "ticket" : "tickets"}`,
        });
        await placeOrders(tx, bookingId, lines, now);
        const [view] = await toBooking(tx, [booking]);
        return { booking: view!, balance: { amount: balance, currency } };
      });
    },

    /**
     * More refreshments for one of the caller's bookings (`postRefreshments/{id}`), until the
     * screening starts: paid from the wallet in the booking's currency, one ledger movement,
     * stock never below zero. The booking's amount grows by what they cost (a cancelled
     * screening refunds it all).
     */
    async addRefreshments(
      userId: string,
      bookingId: string,
      body: PostRefreshmentsBody,
      inTransaction: TxRunner = ownTransaction,
    ): Promise<BookResponse> {
      return inTransaction(async (tx) => {
        const now = clock.now();
        const booking = await bookings.lockOwn(tx, bookingId, userId);
        if (!booking) {
          throw new HttpError(404, "screenings/booking-not-found", "There is no such booking.");
        }
        if (booking.status === "cancelled") {
          throw new HttpError(410, "screenings/cancelled", "This screening was cancelled.");
        }
        const screening = (await repo.row(booking.screeningId, tx))!;
        if (now.getTime() >= screening.startsAt.getTime()) {
          throw new HttpError(
            409,
            "screenings/started",
            "Refreshments can be ordered until the screening starts.",
          );
        }
        const wallet = await lockWallet(tx, userId);
        const { currency } = booking;
        const lines = await takeRefreshments(tx, screening.id, body.refreshments, currency);
        const total = lines.reduce((sum, l) => sum + l.amount, 0);
        if (!wallet) throw new InsufficientFundsError(total, currency, total);
        const balance = await postMovement(tx, wallet, {
          amountMinor: -total,
          kind: "screening",
          reference: `refreshments:${bookingId}:${randomUUID()}`,
          description: `${screening.title} · ${lines.map((l) => `${l.quantity} × ${l.name}`).join(", ")}`,
        });
        await placeOrders(tx, bookingId, lines, now);
        const updated = await bookings.addToAmount(tx, bookingId, total);
        const [view] = await toBooking(tx, [updated]);
        return { booking: view!, balance: { amount: balance, currency } };
      });
    },

    /** The caller's bookings, the next screening first, then past ones. */
    async tickets(userId: string): Promise<Booking[]> {
      const mine = await toBooking(db, await bookings.of(userId));
      const now = clock.now().getTime();
      const when = (b: Booking) => new Date(b.screening.startsAt).getTime();
      const upcoming = mine.filter((b) => when(b) >= now).sort((a, b) => when(a) - when(b));
      const past = mine.filter((b) => when(b) < now).sort((a, b) => when(b) - when(a));
      return [...upcoming, ...past];
    },

    /** Whether `refcode` admits to this screening: a confirmed booking of it. Nothing else. */
    async isRefCodeValid(screeningId: string, refcode: string): Promise<boolean> {
      const code = refcode.trim().toUpperCase();
      return bookings.confirmedRefCode(screeningId, code);
    },
  };
}
export type BookingsService = ReturnType<typeof createBookingsService>;
