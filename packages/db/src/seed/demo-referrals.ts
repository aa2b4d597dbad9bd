import { and, asc, eq, inArray, like } from "drizzle-orm";
import type { Db } from "../client.ts";
import { entitlements, payments, referralRewards } from "../schema/index.ts";

const DAY_MS = 86_400_000;
/** As the product holds a reward before paying it (REFERRAL_HOLD_DAYS' default). */
const HOLD_DAYS = 7;
const FLAGS: readonly (readonly string[])[] = [
  ["same-payer"],
  ["same-phone", "same-payer"],
  ["disposable-email"],
];

/**
 * Demo referral rewards a fraud rule flagged (development only), so the console's review page
 * has something to decide on a newcomer's machine: three demo buyers (from the demo sales) said
 * they joined with another demo viewer's code. Nothing is paid until an admin approves one and
 * its hold ends. Idempotent (one reward per referee).
 */
export async function seedDemoReferralRewards(
  db: Db,
  viewers: readonly string[],
): Promise<{ inserted: number }> {
  const buyers = await db
    .select({ userId: payments.userId })
    .from(payments)
    .where(and(like(payments.reference, "DEMO-SALE-%"), eq(payments.status, "succeeded")))
    .orderBy(asc(payments.reference))
    .limit(FLAGS.length);
  if (buyers.length < FLAGS.length) return { inserted: 0 };
  const referees = buyers.map((b) => b.userId);
  const firsts = await db
    .select({ id: entitlements.id, userId: entitlements.userId, at: entitlements.createdAt })
    .from(entitlements)
    .where(and(inArray(entitlements.userId, referees), eq(entitlements.source, "wallet")))
    .orderBy(asc(entitlements.createdAt));
  const referrers = viewers.filter((v) => !referees.includes(v)).slice(-FLAGS.length);
  const rows = referees.flatMap((refereeId, i) => {
    const first = firsts.find((e) => e.userId === refereeId);
    const referrerId = referrers[i];
    if (!first || !referrerId) return [];
    return [
      {
        refereeId,
        referrerId,
        purchaseRef: `entitlement:${first.id}`,
        settledAt: first.at,
        releaseAt: new Date(first.at.getTime() + HOLD_DAYS * DAY_MS),
        status: "flagged" as const,
        flags: [...FLAGS[i]!],
      },
    ];
  });
  if (rows.length === 0) return { inserted: 0 };
  const inserted = await db
    .insert(referralRewards)
    .values(rows)
    .onConflictDoNothing({ target: referralRewards.refereeId })
    .returning({ id: referralRewards.id });
  return { inserted: inserted.length };
}
