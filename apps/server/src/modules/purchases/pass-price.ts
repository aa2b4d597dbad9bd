import type { Currency } from "@tazama/contracts";
import { type Db, schema } from "@tazama/db";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../ledger/ledger.public.ts";

const { passes, passPrices } = schema;

/** A pass by slug with its price in `currency` (amountMinor null: not sold in it). */
export async function passWithPrice(q: Db | Tx, slug: string, currency: Currency) {
  const [row] = await q
    .select({
      id: passes.id,
      slug: passes.slug,
      name: passes.name,
      durationS: passes.durationS,
      amountMinor: passPrices.amountMinor,
    })
    .from(passes)
    .leftJoin(passPrices, and(eq(passPrices.passId, passes.id), eq(passPrices.currency, currency)))
    .where(eq(passes.slug, slug));
  return row;
}
