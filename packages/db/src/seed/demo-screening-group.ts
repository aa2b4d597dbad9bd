import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import {
  ledgerEntries,
  organisationMembers,
  screeningBookings,
  screeningGroups,
  screeningPrices,
  screeningSeats,
  screeningTickets,
  screenings,
  wallets,
} from "../schema/index.ts";
import { DEMO_ORGANISATION_ID } from "./demo-organisation.ts";

const PLACES = 12;
/** The demo block's one code: typed at the door, each scan lets one of the school in. */
export const DEMO_GROUP_CODE = "BARAKA26";

/**
 * The demo school's block at the next online premiere (development only), so an organisation's
 * Screenings tab and the door show one: 12 places under one group code, paid from the school's
 * wallet (its ledger moves with it). Idempotent: once per premiere.
 */
export async function seedDemoScreeningGroup(db: Db, now: Date): Promise<{ inserted: boolean }> {
  const [premiere] = await db
    .select({ id: screenings.id, price: screeningPrices.seatMinor })
    .from(screenings)
    .innerJoin(
      screeningPrices,
      and(eq(screeningPrices.screeningId, screenings.id), eq(screeningPrices.currency, "NGN")),
    )
    .where(
      and(
        isNull(screenings.venueId),
        eq(screenings.status, "scheduled"),
        gt(screenings.startsAt, now),
      ),
    )
    .orderBy(asc(screenings.startsAt))
    .limit(1);
  const [wallet] = await db
    .select()
    .from(wallets)
    .where(eq(wallets.organisationId, DEMO_ORGANISATION_ID));
  const [buyer] = await db
    .select({ userId: organisationMembers.userId })
    .from(organisationMembers)
    .where(eq(organisationMembers.orgId, DEMO_ORGANISATION_ID))
    .orderBy(asc(organisationMembers.joinedAt))
    .limit(1);
  if (!premiere || !wallet || !buyer || wallet.currency !== "NGN") return { inserted: false };
  const cost = premiere.price * PLACES;
  if (wallet.balanceMinor < cost) return { inserted: false };
  const [done] = await db
    .select({ id: screeningGroups.id })
    .from(screeningGroups)
    .where(
      and(
        eq(screeningGroups.screeningId, premiere.id),
        eq(screeningGroups.organisationId, DEMO_ORGANISATION_ID),
      ),
    );
  const [codeUsed] = await db
    .select({ id: screeningBookings.id })
    .from(screeningBookings)
    .where(eq(screeningBookings.refCode, DEMO_GROUP_CODE));
  if (done || codeUsed) return { inserted: false };

  await db.transaction(async (tx) => {
    const free = await tx
      .select({ label: screeningSeats.label })
      .from(screeningSeats)
      .where(and(eq(screeningSeats.screeningId, premiere.id), eq(screeningSeats.state, "free")))
      .orderBy(asc(screeningSeats.position))
      .limit(PLACES);
    const [group] = await tx
      .insert(screeningGroups)
      .values({
        screeningId: premiere.id,
        organisationId: DEMO_ORGANISATION_ID,
        buyerId: buyer.userId,
        codes: "group",
        seats: free.length,
        amountMinor: premiere.price * free.length,
        currency: "NGN",
        createdAt: now,
      })
      .returning();
    const [booking] = await tx
      .insert(screeningBookings)
      .values({
        screeningId: premiere.id,
        userId: buyer.userId,
        refCode: DEMO_GROUP_CODE,
        seats: free.length,
        amountMinor: 0,
        currency: "NGN",
        createdAt: now,
        groupId: group!.id,
        groupCode: true,
      })
      .returning({ id: screeningBookings.id });
    for (const seat of free) {
      await tx
        .update(screeningSeats)
        .set({ state: "booked", bookingId: booking!.id })
        .where(
          and(eq(screeningSeats.screeningId, premiere.id), eq(screeningSeats.label, seat.label)),
        );
    }
    await tx.insert(screeningTickets).values(
      free.map((seat) => ({
        bookingId: booking!.id,
        screeningId: premiere.id,
        seatLabel: seat.label,
      })),
    );
    await tx.insert(ledgerEntries).values({
      walletId: wallet.id,
      amountMinor: -group!.amountMinor,
      kind: "screening",
      reference: `screening-group:${group!.id}`,
      description: `${String(free.length)} places at the online premiere (demo)`,
      createdAt: now,
    });
    await tx
      .update(wallets)
      .set({ balanceMinor: sql`${wallets.balanceMinor} - ${group!.amountMinor}` })
      .where(eq(wallets.id, wallet.id));
  });
  return { inserted: true };
}
