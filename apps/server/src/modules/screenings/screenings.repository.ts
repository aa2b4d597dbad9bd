import {
  type Booking,
  type RefreshmentItem,
  type ScreeningSummary,
  type Seat,
  contentImagePath,
} from "@tazama/contracts";
import { type Db, schema } from "@tazama/db";
import { and, asc, desc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { Tx } from "../ledger/ledger.public.ts";
import { byItem } from "./refreshment-lines.ts";

const {
  refreshmentItems,
  refreshmentOrders,
  refreshmentPrices,
  screeningPrices,
  screeningSeats,
  screeningTickets,
  screenings,
  titles,
  venues,
} = schema;

type Q = Db | Tx;

/** A seat is free when nobody booked it and any hold on it has run out. */
export const seatIsFree = (now: Date) =>
  sql`(${screeningSeats.state} = 'free' or (${screeningSeats.state} = 'held' and ${screeningSeats.heldUntil} < ${now.toISOString()}))`;

export interface ScreeningRow {
  id: string;
  status: "scheduled" | "cancelled";
  startsAt: Date;
  salesOpenAt: Date;
  salesCloseAt: Date;
  capacity: number;
  note: string;
  titleId: number;
  ref: string;
  title: string;
  synopsis: string;
  durationS: number;
  images: { portrait: string; landscape: string; v?: string };
  venue: { name: string; city: string; address: string } | null;
  seated: boolean;
}

export function createScreeningsRepository(db: Db) {
  const columns = {
    id: screenings.id,
    status: screenings.status,
    startsAt: screenings.startsAt,
    salesOpenAt: screenings.salesOpenAt,
    salesCloseAt: screenings.salesCloseAt,
    capacity: screenings.capacity,
    note: screenings.note,
    titleId: titles.id,
    ref: titles.ref,
    title: titles.title,
    synopsis: titles.synopsis,
    durationS: titles.durationS,
    images: titles.images,
    venueName: venues.name,
    venueCity: venues.city,
    venueAddress: venues.address,
    seatMap: venues.seatMap,
  };
  type Raw = { [K in keyof typeof columns]: (typeof columns)[K]["_"]["data"] | null };
  const toRow = (r: Raw): ScreeningRow => ({
    id: r.id!,
    status: r.status!,
    startsAt: r.startsAt!,
    salesOpenAt: r.salesOpenAt!,
    salesCloseAt: r.salesCloseAt!,
    capacity: r.capacity!,
    note: r.note!,
    titleId: r.titleId!,
    ref: r.ref!,
    title: r.title!,
    synopsis: r.synopsis!,
    durationS: r.durationS!,
    images: r.images!,
    venue:
      r.venueName === null
        ? null
        : { name: r.venueName, city: r.venueCity!, address: r.venueAddress! },
    seated: r.seatMap !== null,
  });
  const base = (q: Q) =>
    q
      .select(columns)
      .from(screenings)
      .innerJoin(titles, eq(titles.id, screenings.titleId))
      .leftJoin(venues, eq(venues.id, screenings.venueId));

  async function seatsLeft(q: Q, ids: string[], now: Date): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await q
      .select({ id: screeningSeats.screeningId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(screeningSeats)
      .where(and(inArray(screeningSeats.screeningId, ids), seatIsFree(now)))
      .groupBy(screeningSeats.screeningId);
    return new Map(rows.map((r) => [r.id, r.n]));
  }

  async function prices(q: Q, ids: string[]) {
    if (ids.length === 0) return new Map<string, ScreeningSummary["prices"]>();
    const rows = await q
      .select()
      .from(screeningPrices)
      .where(inArray(screeningPrices.screeningId, ids))
      .orderBy(asc(screeningPrices.currency));
    const by = new Map<string, ScreeningSummary["prices"]>();
    for (const r of rows) {
      const list = by.get(r.screeningId) ?? [];
      list.push({ currency: r.currency, amount: r.seatMinor });
      by.set(r.screeningId, list);
    }
    return by;
  }

  return {
    async row(id: string, q: Q = db): Promise<ScreeningRow | undefined> {
      const [r] = await base(q).where(eq(screenings.id, id));
      return r ? toRow(r) : undefined;
    },

    async rows(ids: string[], q: Q = db): Promise<ScreeningRow[]> {
      if (ids.length === 0) return [];
      return (await base(q).where(inArray(screenings.id, ids))).map(toRow);
    },

    /** The seats of these bookings, by seat label. */
    async ticketsOf(bookingIds: string[], q: Q = db) {
      if (bookingIds.length === 0) return [];
      return q
        .select()
        .from(screeningTickets)
        .where(inArray(screeningTickets.bookingId, bookingIds))
        .orderBy(asc(screeningTickets.seatLabel));
    },

    /** Each booking's refreshments, one line per item ("3 × Popcorn"). */
    async refreshmentsOf(bookingIds: string[], q: Q = db) {
      const lines = new Map<string, Booking["refreshments"]>();
      if (bookingIds.length === 0) return lines;
      const orders = await q
        .select({
          bookingId: refreshmentOrders.bookingId,
          name: refreshmentItems.name,
          quantity: refreshmentOrders.quantity,
          servedAt: refreshmentOrders.servedAt,
        })
        .from(refreshmentOrders)
        .innerJoin(refreshmentItems, eq(refreshmentItems.id, refreshmentOrders.itemId))
        .where(inArray(refreshmentOrders.bookingId, bookingIds));
      for (const id of bookingIds) {
        lines.set(id, byItem(orders.filter((o) => o.bookingId === id)));
      }
      return lines;
    },

    /** Of these screenings, those whose menu has something left to order. */
    async withRefreshmentsLeft(ids: string[], q: Q = db): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await q
        .selectDistinct({ id: refreshmentItems.screeningId })
        .from(refreshmentItems)
        .where(and(inArray(refreshmentItems.screeningId, ids), gt(refreshmentItems.stock, 0)));
      return new Set(rows.map((r) => r.id));
    },

    /** Screenings already over, the latest first (the console's past list). */
    async past(now: Date, limit = 100): Promise<ScreeningRow[]> {
      const rows = await base(db)
        .where(
          lte(
            sql`${screenings.startsAt} + make_interval(secs => ${titles.durationS})`,
            now.toISOString(),
          ),
        )
        .orderBy(desc(screenings.startsAt))
        .limit(limit);
      return rows.map(toRow);
    },

    /**
     * Screenings not yet over (a film that started is still joinable online), soonest first;
     * the cancelled ones too when asked (the console).
     */
    async upcoming(now: Date, { cancelled = false } = {}): Promise<ScreeningRow[]> {
      const rows = await base(db)
        .where(
          and(
            cancelled ? undefined : eq(screenings.status, "scheduled"),
            gt(
              sql`${screenings.startsAt} + make_interval(secs => ${titles.durationS})`,
              now.toISOString(),
            ),
          ),
        )
        .orderBy(asc(screenings.startsAt));
      return rows.map(toRow);
    },

    async summaries(q: Q, rows: ScreeningRow[], now: Date): Promise<ScreeningSummary[]> {
      const ids = rows.map((r) => r.id);
      const [left, priced] = await Promise.all([seatsLeft(q, ids, now), prices(q, ids)]);
      return rows.map((r) => ({
        id: r.id,
        title: {
          ref: r.ref,
          title: r.title,
          poster: contentImagePath(r.images.portrait, r.images.v),
          backdrop: contentImagePath(r.images.landscape, r.images.v),
        },
        startsAt: r.startsAt.toISOString(),
        venue: r.venue,
        seated: r.seated,
        prices: priced.get(r.id) ?? [],
        status: r.status,
        seatsLeft: left.get(r.id) ?? 0,
        capacity: r.capacity,
        onSale:
          r.status === "scheduled" &&
          r.salesOpenAt.getTime() <= now.getTime() &&
          now.getTime() < r.salesCloseAt.getTime(),
        salesCloseAt: r.salesCloseAt.toISOString(),
        note: r.note,
      }));
    },

    /** Every seat in map order: free, taken, or the caller's own hold. */
    async seats(
      id: string,
      userId: string | null,
      now: Date,
    ): Promise<{ seats: Seat[]; heldUntil: Date | null }> {
      const rows = await db
        .select({
          label: screeningSeats.label,
          row: screeningSeats.row,
          state: screeningSeats.state,
          heldBy: screeningSeats.heldBy,
          heldUntil: screeningSeats.heldUntil,
        })
        .from(screeningSeats)
        .where(eq(screeningSeats.screeningId, id))
        .orderBy(asc(screeningSeats.position));
      let heldUntil: Date | null = null;
      const seats = rows.map((s): Seat => {
        const liveHold = s.state === "held" && s.heldUntil!.getTime() >= now.getTime();
        if (liveHold && userId !== null && s.heldBy === userId) {
          heldUntil = s.heldUntil;
          return { label: s.label, row: s.row, state: "yours" };
        }
        const taken = s.state === "booked" || liveHold;
        return { label: s.label, row: s.row, state: taken ? "taken" : "free" };
      });
      return { seats, heldUntil };
    },

    async refreshments(id: string, q: Q = db): Promise<RefreshmentItem[]> {
      const items = await q
        .select()
        .from(refreshmentItems)
        .where(eq(refreshmentItems.screeningId, id))
        .orderBy(asc(refreshmentItems.position), asc(refreshmentItems.id));
      if (items.length === 0) return [];
      const priced = await q
        .select()
        .from(refreshmentPrices)
        .where(
          inArray(
            refreshmentPrices.itemId,
            items.map((i) => i.id),
          ),
        )
        .orderBy(asc(refreshmentPrices.currency));
      return items.map((i) => ({
        id: i.id,
        name: i.name,
        stock: i.stock,
        prices: priced
          .filter((p) => p.itemId === i.id)
          .map((p) => ({ currency: p.currency, amount: p.amountMinor })),
      }));
    },
  };
}
export type ScreeningsRepository = ReturnType<typeof createScreeningsRepository>;
