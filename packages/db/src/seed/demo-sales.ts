import { and, asc, eq, inArray, like } from "drizzle-orm";
import type { Db } from "../client.ts";
import {
  entitlements,
  ledgerEntries,
  payments,
  prices,
  refunds,
  titles,
  wallets,
} from "../schema/index.ts";

const REFERENCE_PREFIX = "DEMO-SALE-";
const BUYERS = 24;
const DAY_MS = 86_400_000;
/** Rentals as the product sells them: start within 30 days, then 48 hours to watch. */
const RENT_START_DAYS = 30;
const RENT_WINDOW_S = 48 * 3600;

type Currency = "NGN" | "KES";
interface Priced {
  id: number;
  title: string;
  buyMinor: number;
  rentMinor: number;
}

async function pricedIn(db: Db, currency: Currency): Promise<Priced[]> {
  return db
    .select({
      id: titles.id,
      title: titles.title,
      buyMinor: prices.buyMinor,
      rentMinor: prices.rentMinor,
    })
    .from(prices)
    .innerJoin(titles, eq(titles.id, prices.titleId))
    .where(
      and(eq(prices.currency, currency), eq(titles.status, "published"), eq(titles.isFree, false)),
    )
    .orderBy(asc(titles.id))
    .limit(12);
}

/**
 * Demo sales (development only), so the console's reports and a person's page have something
 * real on a newcomer's machine: 24 demo viewers each topped up once in the last four weeks
 * (M-Pesa in shillings, Paystack or the sandbox in naira) and bought or rented one to three
 * titles from that wallet; one rental was refunded in part. Every movement is a ledger entry, so
 * each wallet equals its ledger. Idempotent.
 */
export async function seedDemoSales(
  db: Db,
  viewers: readonly string[],
  now: Date,
): Promise<{ inserted: number }> {
  const present = await db
    .select({ id: payments.id })
    .from(payments)
    .where(like(payments.reference, `${REFERENCE_PREFIX}%`))
    .limit(1);
  if (present.length > 0 || viewers.length === 0) return { inserted: 0 };
  const withWallet = new Set(
    (
      await db
        .select({ userId: wallets.userId })
        .from(wallets)
        .where(inArray(wallets.userId, [...viewers]))
    ).map((w) => w.userId),
  );
  const buyers = viewers.filter((id) => !withWallet.has(id)).slice(0, BUYERS);
  const catalogue = { NGN: await pricedIn(db, "NGN"), KES: await pricedIn(db, "KES") };
  if (catalogue.NGN.length === 0 || catalogue.KES.length === 0) return { inserted: 0 };
  const at = (days: number, hours = 0) =>
    new Date(now.getTime() - days * DAY_MS + hours * 3_600_000);

  await db.transaction(async (tx) => {
    for (const [i, userId] of buyers.entries()) {
      const currency: Currency = i % 3 === 2 ? "KES" : "NGN";
      const provider = currency === "KES" ? "mpesa" : i % 2 === 0 ? "paystack" : "sandbox";
      const list = catalogue[currency];
      const count = 1 + (i % 3);
      const bought = Array.from({ length: count }, (_, k) => {
        const title = list[(i * 5 + k * 3) % list.length]!;
        const kind = (i + k) % 3 === 0 ? ("buy" as const) : ("rent" as const);
        return { title, kind, amount: kind === "buy" ? title.buyMinor : title.rentMinor };
      });
      const spent = bought.reduce((sum, b) => sum + b.amount, 0);
      const step = currency === "KES" ? 50_000 : 100_000;
      const topUp = Math.ceil((spent + step) / step) * step;
      // Two to 28 days ago, never today: today's figures are the viewer's own.
      const day = 2 + ((i * 11) % 27);
      const paidAt = at(day + 1, 9 + (i % 8));

      const [payment] = await tx
        .insert(payments)
        .values({
          userId,
          provider,
          reference: `${REFERENCE_PREFIX}${String(i + 1).padStart(3, "0")}`,
          amountMinor: topUp,
          currency,
          status: "succeeded",
          phone: currency === "KES" ? `+2547000${String(10_000 + i).slice(-5)}` : null,
          createdAt: paidAt,
          completedAt: new Date(paidAt.getTime() + 90_000),
        })
        .returning({ id: payments.id });
      const refunded = i === 4 ? Math.floor(bought[0]!.amount / 2) : 0;
      const [wallet] = await tx
        .insert(wallets)
        .values({ userId, currency, balanceMinor: topUp - spent + refunded, createdAt: paidAt })
        .returning({ id: wallets.id });
      await tx.insert(ledgerEntries).values({
        walletId: wallet!.id,
        amountMinor: topUp,
        kind: "topup",
        reference: `payment:${payment!.id}`,
        description: `Top-up (${provider})`,
        createdAt: paidAt,
      });
      for (const [k, b] of bought.entries()) {
        const boughtAt = at(day, 6 + k * 2 + (i % 4));
        const [row] = await tx
          .insert(entitlements)
          .values({
            userId,
            kind: b.kind,
            titleId: b.title.id,
            startsAt: boughtAt,
            startBy:
              b.kind === "rent" ? new Date(boughtAt.getTime() + RENT_START_DAYS * DAY_MS) : null,
            windowS: b.kind === "rent" ? RENT_WINDOW_S : null,
            amountMinor: b.amount,
            currency,
            createdAt: boughtAt,
          })
          .returning({ id: entitlements.id });
        await tx.insert(ledgerEntries).values({
          walletId: wallet!.id,
          amountMinor: -b.amount,
          kind: b.kind === "buy" ? "purchase" : "rent",
          reference: `entitlement:${row!.id}`,
          description: `${b.kind === "buy" ? "Bought" : "Rented"}: ${b.title.title}`,
          createdAt: boughtAt,
        });
        if (k === 0 && refunded > 0) {
          const refundedAt = new Date(boughtAt.getTime() + 3 * 3_600_000);
          const [refund] = await tx
            .insert(refunds)
            .values({
              entitlementId: row!.id,
              userId,
              amountMinor: refunded,
              currency,
              reason: "Buffering on a good connection (demo)",
              createdAt: refundedAt,
            })
            .returning({ id: refunds.id });
          await tx.insert(ledgerEntries).values({
            walletId: wallet!.id,
            amountMinor: refunded,
            kind: "refund",
            reference: `refund:${refund!.id}`,
            description: `Refund: ${b.title.title} (Buffering on a good connection (demo))`,
            createdAt: refundedAt,
          });
        }
      }
    }
  });
  return { inserted: buyers.length };
}
