import type { CreateScreeningInput } from "@tazama/contracts";
import { type Db, schema } from "@tazama/db";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../ledger/ledger.public.ts";

const {
  refreshmentItems,
  refreshmentPrices,
  screeningBookings,
  screeningGroups,
  screeningPrices,
  screeningSeats,
  screenings,
  titles,
  venues,
} = schema;

type Venue = NonNullable<CreateScreeningInput["venue"]>;
type NewScreening = typeof screenings.$inferInsert;

/** The console's writes of screenings: schedule one with its seats, cancel one (I/O only). */
export function createScreeningAdminRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /** The title a screening shows, by its ref. */
    async titleByRef(tx: Tx, ref: string) {
      const [title] = await tx
        .select({ id: titles.id, status: titles.status, title: titles.title })
        .from(titles)
        .where(eq(titles.ref, ref));
      return title;
    },

    /** The venue by name and city, made or brought up to date; its id. */
    async upsertVenue(tx: Tx, venue: Venue, places: number): Promise<string> {
      const [found] = await tx
        .select({ id: venues.id })
        .from(venues)
        .where(and(eq(venues.name, venue.name), eq(venues.city, venue.city)));
      const fields = {
        address: venue.address,
        capacity: places,
        seatMap: venue.seatMap ? { rows: venue.seatMap } : null,
      };
      if (found) {
        await tx.update(venues).set(fields).where(eq(venues.id, found.id));
        return found.id;
      }
      const [made] = await tx
        .insert(venues)
        .values({ name: venue.name, city: venue.city, ...fields })
        .returning({ id: venues.id });
      return made!.id;
    },

    /** A screening with its seat prices, its seats and its refreshments; its id. */
    async insert(
      tx: Tx,
      screening: NewScreening,
      sale: {
        prices: CreateScreeningInput["prices"];
        seats: { label: string; row: string | null; position: number }[];
        refreshments: CreateScreeningInput["refreshments"];
      },
    ): Promise<string> {
      const [made] = await tx.insert(screenings).values(screening).returning({ id: screenings.id });
      const screeningId = made!.id;
      await tx
        .insert(screeningPrices)
        .values(
          sale.prices.map((p) => ({ screeningId, currency: p.currency, seatMinor: p.amount })),
        );
      for (let i = 0; i < sale.seats.length; i += 1000) {
        await tx
          .insert(screeningSeats)
          .values(sale.seats.slice(i, i + 1000).map((s) => ({ screeningId, ...s })));
      }
      for (const [position, item] of sale.refreshments.entries()) {
        const [row] = await tx
          .insert(refreshmentItems)
          .values({ screeningId, name: item.name, stock: item.stock, position })
          .returning({ id: refreshmentItems.id });
        await tx.insert(refreshmentPrices).values(
          item.prices.map((p) => ({
            itemId: row!.id,
            currency: p.currency,
            amountMinor: p.amount,
          })),
        );
      }
      return screeningId;
    },

    /** The screening, locked until the transaction ends. */
    async lock(tx: Tx, id: string) {
      const [row] = await tx.select().from(screenings).where(eq(screenings.id, id)).for("update");
      return row;
    },

    /**
     * Cancels the screening at `now` with its confirmed bookings and organisations' blocks;
     * what was cancelled, to refund.
     */
    async cancel(tx: Tx, id: string, now: Date) {
      await tx
        .update(screenings)
        .set({ status: "cancelled", cancelledAt: now })
        .where(eq(screenings.id, id));
      const bookings = await tx
        .update(screeningBookings)
        .set({ status: "cancelled", cancelledAt: now })
        .where(
          and(eq(screeningBookings.screeningId, id), eq(screeningBookings.status, "confirmed")),
        )
        .returning();
      const groups = await tx
        .update(screeningGroups)
        .set({ status: "cancelled", cancelledAt: now })
        .where(and(eq(screeningGroups.screeningId, id), eq(screeningGroups.status, "confirmed")))
        .returning();
      return { bookings, groups };
    },
  };
}

export type ScreeningAdminRepository = ReturnType<typeof createScreeningAdminRepository>;
