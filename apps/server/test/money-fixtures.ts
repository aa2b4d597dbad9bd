import { randomUUID } from "node:crypto";
import { type Database, schema } from "@tazama/db";
import { and, eq, inArray } from "drizzle-orm";
import { addMediaAssets } from "./factories/media-asset.ts";

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

/**
 * The first `count` priced titles, each with a ready main video (a row only: buying needs no
 * files), since a title is sold only once it plays. A title's existing main video is kept, so
 * only those whose main video is ready are returned.
 */
export async function playableTitles(
  database: Database,
  currency: "NGN" | "KES" = "NGN",
  count = 50,
) {
  const priced = (await pricedTitles(database, currency)).slice(0, count);
  const ids = await database.db
    .select({ id: schema.titles.id, ref: schema.titles.ref })
    .from(schema.titles)
    .where(
      inArray(
        schema.titles.ref,
        priced.map((p) => p.ref),
      ),
    );
  await addMediaAssets(
    database,
    ids.map(({ id }) => id),
  );
  const ready = await database.db
    .select({ ref: schema.titles.ref })
    .from(schema.mediaAssets)
    .innerJoin(schema.titles, eq(schema.titles.id, schema.mediaAssets.titleId))
    .where(and(eq(schema.mediaAssets.kind, "main"), eq(schema.mediaAssets.status, "ready")));
  const readyRefs = new Set(ready.map((r) => r.ref));
  return priced.filter((p) => readyRefs.has(p.ref));
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
