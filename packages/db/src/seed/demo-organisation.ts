import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import {
  entitlements,
  ledgerEntries,
  orgSeatBlocks,
  orgSeatGrants,
  orgSeats,
  organisationMembers,
  organisations,
  passPrices,
  passes,
  playbackProgress,
  views,
  wallets,
} from "../schema/index.ts";

/** The demo organisation's fixed id: a newcomer joins it as an admin from /org (development only). */
export const DEMO_ORGANISATION_ID = "0d5e3a1c-7b2f-4c55-9a3e-6f1d2b8c9e01";
const DAY = 86_400_000;
const MEMBERS = 60;
const SHARING = 8;
const SEATS = 30;
const GIVEN = 24;

/**
 * A demo school (development only) so the organisation pages show something: 60 of the demo
 * viewers as members (8 share what they watch), a wallet filled 40 days ago, 30 Monthly
 * Membership seats bought from it with 24 given, and the members' finished views as counted
 * views 31–89 days ago (outside the 30-day Popular window, so Home and search are unchanged:
 * the report's 90-day period shows them). Idempotent.
 */
export async function seedDemoOrganisation(
  db: Db,
  viewers: readonly string[],
  now: Date,
): Promise<{ inserted: boolean }> {
  const existing = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, DEMO_ORGANISATION_ID));
  const members = viewers.slice(0, MEMBERS);
  if (existing.length > 0 || members.length === 0) return { inserted: false };
  const [pass] = await db
    .select({ id: passes.id, durationS: passes.durationS, price: passPrices.amountMinor })
    .from(passes)
    .innerJoin(passPrices, and(eq(passPrices.passId, passes.id), eq(passPrices.currency, "NGN")))
    .where(eq(passes.slug, "monthly-membership"));
  if (!pass) return { inserted: false };
  const at = (days: number) => new Date(now.getTime() - days * DAY);
  const cost = pass.price * SEATS;
  const funded = cost + 2_500_000;

  const progress = await db
    .select({ userId: playbackProgress.userId, titleId: playbackProgress.titleId })
    .from(playbackProgress)
    .where(
      and(
        inArray(playbackProgress.userId, members),
        // finished: at least 90 % seen
        gte(playbackProgress.positionS, sql`0.9 * ${playbackProgress.durationS}`),
      ),
    );

  await db.transaction(async (tx) => {
    await tx.insert(organisations).values({
      id: DEMO_ORGANISATION_ID,
      name: "Baraka Academy (demo)",
      kind: "school",
      createdAt: at(120),
    });
    await tx.insert(organisationMembers).values(
      members.map((userId, i) => ({
        orgId: DEMO_ORGANISATION_ID,
        userId,
        role: "member" as const,
        joinedAt: at(100 - (i % 20)),
        shareViewing: i < SHARING,
      })),
    );
    const viewRows = progress.map((p, i) => ({
      titleId: p.titleId,
      userId: p.userId,
      createdAt: at(31 + (i % 58)),
    }));
    for (let i = 0; i < viewRows.length; i += 500) {
      await tx.insert(views).values(viewRows.slice(i, i + 500));
    }
    const [wallet] = await tx
      .insert(wallets)
      .values({
        organisationId: DEMO_ORGANISATION_ID,
        currency: "NGN",
        balanceMinor: funded - cost,
      })
      .returning({ id: wallets.id });
    const [block] = await tx
      .insert(orgSeatBlocks)
      .values({
        orgId: DEMO_ORGANISATION_ID,
        kind: "pass",
        passId: pass.id,
        seats: SEATS,
        startsAt: at(10),
        endsAt: new Date(at(10).getTime() + pass.durationS * 1000),
        amountMinor: cost,
        currency: "NGN",
        createdAt: at(10),
      })
      .returning();
    await tx.insert(ledgerEntries).values([
      {
        walletId: wallet!.id,
        amountMinor: funded,
        kind: "transfer",
        reference: `demo-organisation:${DEMO_ORGANISATION_ID}:funds`,
        description: "From the school bursar (demo)",
        createdAt: at(40),
      },
      {
        walletId: wallet!.id,
        amountMinor: -cost,
        kind: "seats",
        reference: `seats:${block!.id}`,
        description: `${String(SEATS)} × Monthly Membership`,
        createdAt: at(10),
      },
    ]);
    for (const userId of members.slice(0, GIVEN)) {
      const [seat] = await tx
        .insert(orgSeats)
        .values({ blockId: block!.id, userId, assignedAt: at(10) })
        .returning({ id: orgSeats.id });
      const [granted] = await tx
        .insert(entitlements)
        .values({
          userId,
          kind: "pass",
          passId: pass.id,
          startsAt: at(10),
          expiresAt: block!.endsAt,
          amountMinor: 0,
          currency: "NGN",
          source: "organisation",
          createdAt: at(10),
        })
        .returning({ id: entitlements.id });
      await tx.insert(orgSeatGrants).values({ seatId: seat!.id, entitlementId: granted!.id });
    }
  });
  return { inserted: true };
}
