import { randomUUID } from "node:crypto";
import type { Currency } from "@tazama/contracts";
import type { Database } from "@tazama/db";
import {
  lockOrOpenWallet,
  moneyTransaction,
  postMovement,
} from "../../src/modules/ledger/ledger.public.ts";

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
