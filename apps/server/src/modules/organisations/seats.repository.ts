import type { Currency } from "@tazama/contracts";
import { type Db, schema } from "@tazama/db";
import { and, asc, count, desc, eq, inArray, isNull } from "drizzle-orm";
import {
  type NewEntitlement,
  endEntitlements,
  grantEntitlement,
} from "../entitlements/entitlements.public.ts";
import { type Tx, lockOrgWallet } from "../ledger/ledger.public.ts";
import { passWithPrice } from "../purchases/purchases.public.ts";

const {
  wallets,
  users,
  passes,
  passPrices,
  titles,
  prices,
  organisationMembers,
  orgSeatBlocks,
  orgSeatBlockTitles,
  orgSeats,
  orgSeatGrants,
} = schema;

type Q = Db | Tx;
export type SeatBlockRow = typeof orgSeatBlocks.$inferSelect;

/** The organisation wallet, seat blocks and seats (I/O only; the rules are the service's). */
export function createSeatsRepository() {
  return {
    async orgWallet(q: Q, orgId: string) {
      const [row] = await q.select().from(wallets).where(eq(wallets.organisationId, orgId));
      return row;
    },

    /** The organisation's wallet, locked; opened in `currency` on the first transfer. */
    async lockOrgWallet(tx: Tx, orgId: string, open?: Currency) {
      return lockOrgWallet(tx, orgId, open);
    },

    async personalWallet(q: Q, userId: string) {
      const [row] = await q.select().from(wallets).where(eq(wallets.userId, userId));
      return row;
    },

    async personalCurrency(q: Q, userId: string): Promise<Currency | undefined> {
      const [row] = await q
        .select({ currency: wallets.currency })
        .from(wallets)
        .where(eq(wallets.userId, userId));
      return row?.currency;
    },

    async nameOf(q: Q, userId: string) {
      const [row] = await q.select({ name: users.name }).from(users).where(eq(users.id, userId));
      return row?.name ?? "";
    },

    passWithPrice,

    async passOffers(q: Q, currency: Currency) {
      return q
        .select({
          slug: passes.slug,
          name: passes.name,
          durationS: passes.durationS,
          amountMinor: passPrices.amountMinor,
        })
        .from(passes)
        .innerJoin(
          passPrices,
          and(eq(passPrices.passId, passes.id), eq(passPrices.currency, currency)),
        )
        .orderBy(asc(passes.position));
    },

    /** The titles with these refs and their buy price in `currency` (null: not sold in it). */
    async titlesWithPrice(q: Q, refs: string[], currency: Currency) {
      return q
        .select({ id: titles.id, ref: titles.ref, title: titles.title, buyMinor: prices.buyMinor })
        .from(titles)
        .leftJoin(prices, and(eq(prices.titleId, titles.id), eq(prices.currency, currency)))
        .where(inArray(titles.ref, refs));
    },

    async insertBlock(tx: Tx, values: typeof orgSeatBlocks.$inferInsert, titleIds: number[]) {
      const [row] = await tx.insert(orgSeatBlocks).values(values).returning();
      if (titleIds.length > 0) {
        await tx
          .insert(orgSeatBlockTitles)
          .values(titleIds.map((titleId) => ({ blockId: row!.id, titleId })));
      }
      return row!;
    },

    /** The block, locked: assignments to one block queue up, so seats cannot be over-given. */
    async lockBlock(tx: Tx, orgId: string, blockId: string) {
      const [row] = await tx
        .select()
        .from(orgSeatBlocks)
        .where(and(eq(orgSeatBlocks.id, blockId), eq(orgSeatBlocks.orgId, orgId)))
        .for("update");
      return row;
    },

    async blockTitles(q: Q, blockIds: string[]) {
      if (blockIds.length === 0) return [];
      return q
        .select({
          blockId: orgSeatBlockTitles.blockId,
          id: titles.id,
          ref: titles.ref,
          title: titles.title,
        })
        .from(orgSeatBlockTitles)
        .innerJoin(titles, eq(titles.id, orgSeatBlockTitles.titleId))
        .where(inArray(orgSeatBlockTitles.blockId, blockIds))
        .orderBy(asc(titles.title));
    },

    /** The organisation's blocks, newest first, or the one with `blockId`; with the pass's name. */
    async blocks(q: Q, orgId: string, blockId?: string) {
      return q
        .select({ block: orgSeatBlocks, passName: passes.name })
        .from(orgSeatBlocks)
        .leftJoin(passes, eq(passes.id, orgSeatBlocks.passId))
        .where(
          and(eq(orgSeatBlocks.orgId, orgId), blockId ? eq(orgSeatBlocks.id, blockId) : undefined),
        )
        .orderBy(desc(orgSeatBlocks.createdAt));
    },

    async usedSeats(q: Q, blockId: string): Promise<number> {
      const [row] = await q
        .select({ n: count() })
        .from(orgSeats)
        .where(and(eq(orgSeats.blockId, blockId), isNull(orgSeats.releasedAt)));
      return row?.n ?? 0;
    },

    /** Who holds a seat now, per block (at most `limit` names per block). */
    async holders(q: Q, blockIds: string[]) {
      if (blockIds.length === 0) return [];
      return q
        .select({
          blockId: orgSeats.blockId,
          userId: orgSeats.userId,
          name: users.name,
          since: orgSeats.assignedAt,
        })
        .from(orgSeats)
        .innerJoin(users, eq(users.id, orgSeats.userId))
        .where(and(inArray(orgSeats.blockId, blockIds), isNull(orgSeats.releasedAt)))
        .orderBy(asc(users.name));
    },

    async membersAmong(tx: Tx, orgId: string, userIds: string[]): Promise<Set<string>> {
      const rows = await tx
        .select({ userId: organisationMembers.userId })
        .from(organisationMembers)
        .where(
          and(eq(organisationMembers.orgId, orgId), inArray(organisationMembers.userId, userIds)),
        );
      return new Set(rows.map((r) => r.userId));
    },

    async insertSeat(tx: Tx, blockId: string, userId: string, now: Date) {
      const [row] = await tx
        .insert(orgSeats)
        .values({ blockId, userId, assignedAt: now })
        .returning({ id: orgSeats.id });
      return row!.id;
    },

    async grant(tx: Tx, seatId: string, values: NewEntitlement) {
      const row = await grantEntitlement(tx, values);
      await tx.insert(orgSeatGrants).values({ seatId, entitlementId: row.id });
    },

    /** Seats held now: in one block by one member, or every one a member holds in the organisation. */
    async heldSeats(tx: Tx, where: { orgId: string; userId: string; blockId?: string }) {
      return tx
        .select({ id: orgSeats.id })
        .from(orgSeats)
        .innerJoin(orgSeatBlocks, eq(orgSeatBlocks.id, orgSeats.blockId))
        .where(
          and(
            eq(orgSeatBlocks.orgId, where.orgId),
            eq(orgSeats.userId, where.userId),
            isNull(orgSeats.releasedAt),
            where.blockId ? eq(orgSeats.blockId, where.blockId) : undefined,
          ),
        )
        .for("update");
    },

    /** Frees the seats and ends what they gave at `now` (a pass ends; a title seat's window closes). */
    async release(tx: Tx, seatIds: string[], now: Date) {
      if (seatIds.length === 0) return;
      await tx.update(orgSeats).set({ releasedAt: now }).where(inArray(orgSeats.id, seatIds));
      const granted = await tx
        .select({ id: orgSeatGrants.entitlementId })
        .from(orgSeatGrants)
        .where(inArray(orgSeatGrants.seatId, seatIds));
      await endEntitlements(
        tx,
        granted.map((g) => g.id),
        now,
      );
    },
  };
}

export type SeatsRepository = ReturnType<typeof createSeatsRepository>;
