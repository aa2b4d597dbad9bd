import { type Db, schema } from "@tazama/db";
import { and, desc, eq, ne, sql } from "drizzle-orm";

const { wallets, ledgerEntries, payments } = schema;

/** Reads of wallets, ledger entries and payments; no rules here. */
export function createWalletRepository(db: Db) {
  return {
    async wallet(userId: string) {
      const [row] = await db.select().from(wallets).where(eq(wallets.userId, userId));
      return row;
    },

    async ledgerTotals(walletId: string) {
      const [row] = await db
        .select({
          credits: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}) filter (where ${ledgerEntries.amountMinor} > 0), 0)`,
          debits: sql<string>`coalesce(-sum(${ledgerEntries.amountMinor}) filter (where ${ledgerEntries.amountMinor} < 0), 0)`,
        })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.walletId, walletId));
      return { credits: Number(row!.credits), debits: Number(row!.debits) };
    },

    async recentEntries(walletId: string, limit: number) {
      return db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.walletId, walletId))
        .orderBy(desc(ledgerEntries.id))
        .limit(limit);
    },

    /** Wallet movements other than top-ups (those are listed from payments). */
    async spendingAndVouchers(walletId: string, limit: number) {
      return db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.walletId, walletId), ne(ledgerEntries.kind, "topup")))
        .orderBy(desc(ledgerEntries.id))
        .limit(limit);
    },

    async payments(userId: string, limit: number) {
      return db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt))
        .limit(limit);
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
