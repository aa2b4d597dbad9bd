import type { Currency } from "@tazama/contracts";
import { schema } from "@tazama/db";
import { eq, sql } from "drizzle-orm";
import { HttpError } from "../../lib/http-error.ts";
import { InsufficientFundsError } from "./money-errors.ts";
import type { Tx } from "./money-tx.ts";

const { wallets, ledgerEntries } = schema;

export type WalletRow = typeof wallets.$inferSelect;
export type LedgerKind = (typeof schema.LEDGER_KINDS)[number];

/**
 * The one place that changes a balance (shared by top-ups, purchases and vouchers). Callers hold
 * a transaction; the wallet row is locked (SELECT … FOR UPDATE) before it is read, so concurrent
 * movements on one wallet queue up and the balance can never be spent twice.
 */
export async function lockWallet(tx: Tx, userId: string): Promise<WalletRow | undefined> {
  const [row] = await tx.select().from(wallets).where(eq(wallets.userId, userId)).for("update");
  return row;
}

/** The user's wallet, locked; made in `currency` when there is none yet (first top-up). */
export async function lockOrOpenWallet(
  tx: Tx,
  userId: string,
  currency: Currency,
): Promise<WalletRow> {
  await tx.insert(wallets).values({ userId, currency }).onConflictDoNothing();
  const wallet = await lockWallet(tx, userId);
  if (!wallet) throw new Error(`wallet of ${userId} vanished`);
  if (wallet.currency !== currency) {
    throw new HttpError(
      400,
      "wallet/currency-mismatch",
      `Your wallet is in ${wallet.currency}; this amount is in ${currency}.`,
    );
  }
  return wallet;
}

/** An organisation's wallet, locked; opened in `open` on the first transfer into it. */
export async function lockOrgWallet(
  tx: Tx,
  orgId: string,
  open?: Currency,
): Promise<WalletRow | undefined> {
  if (open) {
    await tx
      .insert(wallets)
      .values({ organisationId: orgId, currency: open })
      .onConflictDoNothing();
  }
  const [row] = await tx
    .select()
    .from(wallets)
    .where(eq(wallets.organisationId, orgId))
    .for("update");
  return row;
}

export interface Movement {
  amountMinor: number;
  kind: LedgerKind;
  /** Unique per movement: a second write with it fails (idempotency at the bottom). */
  reference: string;
  description: string;
}

/** Appends a ledger entry and moves the balance with it; a debit larger than the balance throws. */
export async function postMovement(tx: Tx, wallet: WalletRow, movement: Movement): Promise<number> {
  const balance = wallet.balanceMinor + movement.amountMinor;
  if (balance < 0) {
    throw new InsufficientFundsError(-balance, wallet.currency, -movement.amountMinor);
  }
  await tx.insert(ledgerEntries).values({ walletId: wallet.id, ...movement });
  const [updated] = await tx
    .update(wallets)
    .set({
      balanceMinor: sql`${wallets.balanceMinor} + ${movement.amountMinor}`,
      updatedAt: sql`now()`,
    })
    .where(eq(wallets.id, wallet.id))
    .returning({ balanceMinor: wallets.balanceMinor });
  wallet.balanceMinor = updated!.balanceMinor;
  return updated!.balanceMinor;
}
