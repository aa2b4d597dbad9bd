import { like } from "drizzle-orm";
import type { Db } from "../client.ts";
import { payments } from "../schema/index.ts";

type Status = "flagged" | "failed" | "expired" | "cancelled";

interface DemoPayment {
  provider: "sandbox" | "paystack" | "mpesa";
  amountMinor: number;
  currency: "NGN" | "KES" | "GHS";
  status: Status;
  flagReason?: string;
  daysAgo: number;
}

/**
 * Top-ups that never credited anything, so the admin console's Payments page has something to
 * review on a newcomer's machine: three flagged (a person decides), and ones that failed,
 * expired or were cancelled. None touches a wallet or the ledger.
 */
const DEMO_PAYMENTS: readonly DemoPayment[] = [
  {
    provider: "paystack",
    amountMinor: 500_000,
    currency: "NGN",
    status: "flagged",
    flagReason: "Paid in NGN, but the wallet is in KES: nothing credited",
    daysAgo: 1,
  },
  {
    provider: "mpesa",
    amountMinor: 100_000,
    currency: "KES",
    status: "flagged",
    flagReason: "M-Pesa reported KSh 100 for a KSh 1,000 top-up: nothing credited",
    daysAgo: 2,
  },
  {
    provider: "paystack",
    amountMinor: 1_000_000,
    currency: "NGN",
    status: "flagged",
    flagReason: "The same card paid for three new accounts within an hour",
    daysAgo: 4,
  },
  { provider: "mpesa", amountMinor: 50_000, currency: "KES", status: "failed", daysAgo: 1 },
  { provider: "paystack", amountMinor: 200_000, currency: "NGN", status: "failed", daysAgo: 3 },
  { provider: "sandbox", amountMinor: 5_000, currency: "GHS", status: "expired", daysAgo: 5 },
  { provider: "mpesa", amountMinor: 30_000, currency: "KES", status: "cancelled", daysAgo: 6 },
  { provider: "paystack", amountMinor: 300_000, currency: "NGN", status: "expired", daysAgo: 8 },
];

const REFERENCE_PREFIX = "DEMO-PAY-";

/** Demo payments for review (development only), from the demo viewers. Idempotent. */
export async function seedDemoPayments(
  db: Db,
  viewers: readonly string[],
  now: Date,
): Promise<{ inserted: number }> {
  if (viewers.length === 0) return { inserted: 0 };
  const present = await db
    .select({ reference: payments.reference })
    .from(payments)
    .where(like(payments.reference, `${REFERENCE_PREFIX}%`))
    .limit(1);
  if (present.length > 0) return { inserted: 0 };
  const rows = DEMO_PAYMENTS.map((p, i) => {
    const createdAt = new Date(now.getTime() - p.daysAgo * 86_400_000 - i * 3_600_000);
    return {
      userId: viewers[(i * 7) % viewers.length]!,
      provider: p.provider,
      reference: `${REFERENCE_PREFIX}${String(i + 1).padStart(3, "0")}`,
      amountMinor: p.amountMinor,
      currency: p.currency,
      status: p.status,
      flagReason: p.flagReason ?? null,
      createdAt,
      completedAt: new Date(createdAt.getTime() + 120_000),
    };
  });
  const inserted = await db.insert(payments).values(rows).onConflictDoNothing().returning({
    id: payments.id,
  });
  return { inserted: inserted.length };
}
