import { randomUUID } from "node:crypto";
import { type Database, schema } from "@tazama/db";
import type { Currency } from "@tazama/contracts";
import { and, eq } from "drizzle-orm";
import { lockOrOpenWallet, postMovement } from "../src/lib/money/ledger.ts";
import { moneyTransaction } from "../src/lib/money/money-tx.ts";

/** A user row made directly (money tests do not need a password or a session). */
export async function makeUser(database: Database, name = "Money Tester"): Promise<string> {
  const id = randomUUID();
  await database.db.insert(schema.users).values({
    id,
    name,
    email: `${id}@example.com`,
    affiliateCode: id.slice(0, 8).toUpperCase(),
  });
  return id;
}

/** Priced, published, non-free titles with their prices in `currency`. */
export async function pricedTitles(database: Database, currency: "NGN" | "KES" = "NGN") {
  return database.db
    .select({ ref: schema.titles.ref, buy: schema.prices.buyMinor, rent: schema.prices.rentMinor })
    .from(schema.titles)
    .innerJoin(
      schema.prices,
      and(eq(schema.prices.titleId, schema.titles.id), eq(schema.prices.currency, currency)),
    )
    .where(and(eq(schema.titles.isFree, false), eq(schema.titles.status, "published")))
    .orderBy(schema.titles.id);
}

/** Credits a wallet through the real ledger (as a settled top-up does). */
export async function fundWallet(
  database: Database,
  userId: string,
  amountMinor: number,
  currency: Currency = "NGN",
): Promise<void> {
  await moneyTransaction(database.db, async (tx) => {
    const wallet = await lockOrOpenWallet(tx, userId, currency);
    await postMovement(tx, wallet, {
      amountMinor,
      kind: "topup",
      reference: `test-funding:${randomUUID()}`,
      description: "Test funding",
    });
  });
}

/** Balance, ledger sum and entry count of a user's wallet (for the invariant). */
export async function walletBooks(database: Database, userId: string) {
  const { rows } = await database.raw.query<{ balance: string; sum: string; entries: string }>(
    `select w.balance_minor as balance,
            coalesce((select sum(amount_minor) from ledger_entries l where l.wallet_id = w.id), 0) as sum,
            (select count(*) from ledger_entries l where l.wallet_id = w.id) as entries
       from wallets w where w.user_id = $1`,
    [userId],
  );
  const row = rows[0];
  return row
    ? { balance: Number(row.balance), sum: Number(row.sum), entries: Number(row.entries) }
    : null;
}
