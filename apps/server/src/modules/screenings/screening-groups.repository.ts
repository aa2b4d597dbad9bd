import { type Db, schema } from "@tazama/db";
import { desc, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../ledger/ledger.public.ts";

const { screeningBookings, screeningGroups, screeningTickets } = schema;

export type GroupRow = typeof screeningGroups.$inferSelect;
type NewGroup = typeof screeningGroups.$inferInsert;
type NewBooking = typeof screeningBookings.$inferInsert;
type Q = Db | Tx;

/** Organisations' blocks of seats and their bookings (I/O only; the rules are the service's). */
export function createScreeningGroupsRepository(db: Db) {
  return {
    async insert(tx: Tx, values: NewGroup): Promise<GroupRow> {
      const [group] = await tx.insert(screeningGroups).values(values).returning();
      return group!;
    },

    async insertBooking(tx: Tx, booking: NewBooking) {
      await tx.insert(screeningBookings).values(booking);
    },

    async insertTickets(tx: Tx, bookingId: string, screeningId: string, seatLabels: string[]) {
      await tx
        .insert(screeningTickets)
        .values(seatLabels.map((seatLabel) => ({ bookingId, screeningId, seatLabel })));
    },

    /** The block, locked until the transaction ends. */
    async lock(tx: Tx, id: string): Promise<GroupRow | undefined> {
      const [group] = await tx
        .select()
        .from(screeningGroups)
        .where(eq(screeningGroups.id, id))
        .for("update");
      return group;
    },

    async find(id: string): Promise<GroupRow | undefined> {
      const [group] = await db.select().from(screeningGroups).where(eq(screeningGroups.id, id));
      return group;
    },

    /** The organisation's blocks, the latest first. */
    async ofOrganisation(orgId: string): Promise<GroupRow[]> {
      return db
        .select()
        .from(screeningGroups)
        .where(eq(screeningGroups.organisationId, orgId))
        .orderBy(desc(screeningGroups.createdAt));
    },

    /** The blocks' bookings, the first made first. */
    async bookingsOf(q: Q, groupIds: string[]) {
      return q
        .select()
        .from(screeningBookings)
        .where(inArray(screeningBookings.groupId, groupIds))
        .orderBy(screeningBookings.createdAt);
    },

    /** The block's first booking (refreshments for the block go to it). */
    async leadBooking(tx: Tx, groupId: string): Promise<string> {
      const [lead] = await tx
        .select({ id: screeningBookings.id })
        .from(screeningBookings)
        .where(eq(screeningBookings.groupId, groupId))
        .orderBy(screeningBookings.createdAt, screeningBookings.refCode)
        .limit(1);
      return lead!.id;
    },

    /** The block costs `amountMinor` more (refreshments ordered later). */
    async addToAmount(tx: Tx, groupId: string, amountMinor: number): Promise<GroupRow> {
      const [updated] = await tx
        .update(screeningGroups)
        .set({ amountMinor: sql`${screeningGroups.amountMinor} + ${amountMinor}` })
        .where(eq(screeningGroups.id, groupId))
        .returning();
      return updated!;
    },

    /** The block's ref codes with their seats, in seat order. */
    async codesOf(groupId: string) {
      return db
        .select({ refCode: screeningBookings.refCode, seat: screeningTickets.seatLabel })
        .from(screeningTickets)
        .innerJoin(screeningBookings, eq(screeningBookings.id, screeningTickets.bookingId))
        .where(eq(screeningBookings.groupId, groupId))
        .orderBy(screeningTickets.seatLabel);
    },
  };
}

export type ScreeningGroupsRepository = ReturnType<typeof createScreeningGroupsRepository>;
