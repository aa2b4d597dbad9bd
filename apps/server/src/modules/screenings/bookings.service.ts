import { randomUUID } from "node:crypto";
import type {
  BookBody,
  Booking,
  BookResponse,
  Currency,
  PostRefreshmentsBody,
  ScreeningSummary,
} from "@tazama/contracts";
import { type Db, schema } from "@tazama/db";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
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
import { newRefCode } from "./ref-codes.ts";
import type { ScreeningRow, ScreeningsRepository } from "./screenings.repository.ts";
import { type SeatChoice, bookSeats } from "./seat-claims.ts";
import type { TicketSigner } from "./ticket-signing.ts";

const {
  refreshmentItems,
  refreshmentOrders,
  refreshmentPrices,
  screeningBookings,
  screeningPrices,
  screeningTickets,
} = schema;

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
  clock: Clock;
  signer: TicketSigner;
}) {
  const { db, repo, clock, signer } = deps;
  const ownTransaction: TxRunner = (work) => moneyTransaction(db, work);

  async function seatPrice(tx: Tx, screeningId: string, currency: Currency) {
    const [price] = await tx
      .select({ amount: screeningPrices.seatMinor })
      .from(screeningPrices)
      .where(
        and(eq(screeningPrices.screeningId, screeningId), eq(screeningPrices.currency, currency)),
      );
    if (!price) {
      throw new HttpError(
        409,
        "purchase/not-for-sale",
        `This screening is not sold in ${currency}.`,
      );
    }
    return price.amount;
  }

  /** The refreshments ordered, priced in `currency`, their stock taken (never below zero). */
  async function takeRefreshments(
    tx: Tx,
    screeningId: string,
    lines: { item: number; quantity: number }[],
    currency: Currency,
  ) {
    if (lines.length === 0) return [];
    const ids = lines.map((l) => l.item);
    const items = await tx
      .select({
        id: refreshmentItems.id,
        name: refreshmentItems.name,
        stock: refreshmentItems.stock,
      })
      .from(refreshmentItems)
      .where(and(eq(refreshmentItems.screeningId, screeningId), inArray(refreshmentItems.id, ids)))
      .for("update");
    const priced = await tx
      .select()
      .from(refreshmentPrices)
      .where(and(inArray(refreshmentPrices.itemId, ids), eq(refreshmentPrices.currency, currency)));
    return lines.map((line) => {
      const item = items.find((i) => i.id === line.item);
      if (!item) {
        throw new HttpError(
          400,
          "screenings/unknown-refreshment",
          "That is not on this screening's menu.",
        );
      }
      const price = priced.find((p) => p.itemId === line.item);
      if (!price) {
        throw new HttpError(
          409,
          "purchase/not-for-sale",
          `${item.name} is not sold in ${currency}.`,
        );
      }
      if (item.stock < line.quantity) {
        throw new HttpError(
          409,
          "screenings/refreshment-sold-out",
          item.stock === 0 ? `${item.name} is sold out.` : `Only ${item.stock} ${item.name} left.`,
        );
      }
      return { ...line, name: item.name, amount: price.amountMinor * line.quantity };
    });
  }

  /** The refreshments' orders for a booking, their stock taken. */
  async function placeOrders(
    tx: Tx,
    bookingId: string,
    lines: Awaited<ReturnType<typeof takeRefreshments>>,
    now: Date,
  ) {
    for (const line of lines) {
      await tx
        .update(refreshmentItems)
        .set({ stock: sql`${refreshmentItems.stock} - ${line.quantity}` })
        .where(eq(refreshmentItems.id, line.item));
      await tx.insert(refreshmentOrders).values({
        bookingId,
        itemId: line.item,
        quantity: line.quantity,
        amountMinor: line.amount,
        createdAt: now,
      });
    }
  }

  const summaryStart = (s: ScreeningSummary) => new Date(s.startsAt).getTime();

  async function toBooking(q: Db | Tx, rows: (typeof screeningBookings.$inferSelect)[]) {
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

  /** A ref code no booking has (40 random bits: a clash is rare, and simply drawn again). */
  async function freshRefCode(tx: Tx): Promise<string> {
    for (;;) {
      const code = newRefCode();
      const [used] = await tx
        .select({ id: screeningBookings.id })
        .from(screeningBookings)
        .where(eq(screeningBookings.refCode, code));
      if (!used) return code;
    }
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
        const [booking] = await tx
          .insert(screeningBookings)
          .values({
            id: bookingId,
            screeningId: screening.id,
            userId,
            refCode,
            seats: seats.length,
            amountMinor: total,
            currency,
            createdAt: now,
          })
          .returning();
        const balance = await postMovement(tx, wallet, {
          amountMinor: -total,
          kind: "screening",
          reference: `booking:${bookingId}`,
          description: `${screening.title} · ${seats.length} ${seats.length === 1 ? "ticket" : "tickets"}`,
        });
        await tx
          .insert(screeningTickets)
          .values(seats.map((seatLabel) => ({ bookingId, screeningId: screening.id, seatLabel })));
        await placeOrders(tx, bookingId, lines, now);
        const [view] = await toBooking(tx, [booking!]);
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
        const [booking] = await tx
          .select()
          .from(screeningBookings)
          .where(and(eq(screeningBookings.id, bookingId), eq(screeningBookings.userId, userId)))
          .for("update");
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
        const [updated] = await tx
          .update(screeningBookings)
          .set({ amountMinor: sql`${screeningBookings.amountMinor} + ${total}` })
          .where(eq(screeningBookings.id, bookingId))
          .returning();
        const [view] = await toBooking(tx, [updated!]);
        return { booking: view!, balance: { amount: balance, currency } };
      });
    },

    /** The caller's bookings, the next screening first, then past ones. */
    async tickets(userId: string): Promise<Booking[]> {
      const rows = await db
        .select()
        .from(screeningBookings)
        .where(eq(screeningBookings.userId, userId))
        .orderBy(desc(screeningBookings.createdAt));
      const bookings = await toBooking(db, rows);
      const now = clock.now().getTime();
      const when = (b: Booking) => new Date(b.screening.startsAt).getTime();
      const upcoming = bookings.filter((b) => when(b) >= now).sort((a, b) => when(a) - when(b));
      const past = bookings.filter((b) => when(b) < now).sort((a, b) => when(b) - when(a));
      return [...upcoming, ...past];
    },

    /** Whether `refcode` admits to this screening: a confirmed booking of it. Nothing else. */
    async isRefCodeValid(screeningId: string, refcode: string): Promise<boolean> {
      const code = refcode.trim().toUpperCase();
      const [found] = await db
        .select({ id: screeningBookings.id })
        .from(screeningBookings)
        .where(
          and(
            eq(screeningBookings.refCode, code),
            eq(screeningBookings.screeningId, screeningId),
            eq(screeningBookings.status, "confirmed"),
          ),
        );
      return found !== undefined;
    },
  };
}
export type BookingsService = ReturnType<typeof createBookingsService>;
