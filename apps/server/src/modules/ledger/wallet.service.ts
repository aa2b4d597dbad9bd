import type { ReceiptsResponse, WalletResponse } from "@tazama/contracts";
import type { WalletRepository } from "./wallet.repository.ts";

const RECENT = 20;
const RECEIPTS = 200;

const METHOD: Record<string, string> = {
  sandbox: "Sandbox",
  paystack: "Paystack",
  mpesa: "M-Pesa",
};

/** users/wallet and users/payments (receipts). */
export function createWalletService(repo: WalletRepository) {
  return {
    async summary(userId: string): Promise<WalletResponse> {
      const wallet = await repo.wallet(userId);
      if (!wallet) return { wallet: null, ledger: { credits: 0, debits: 0, recent: [] } };
      const [totals, recent] = await Promise.all([
        repo.ledgerTotals(wallet.id),
        repo.recentEntries(wallet.id, RECENT),
      ]);
      return {
        wallet: {
          balance: wallet.balanceMinor,
          currency: wallet.currency,
          updatedAt: wallet.updatedAt.toISOString(),
        },
        ledger: {
          ...totals,
          recent: recent.map((e) => ({
            amount: e.amountMinor,
            kind: e.kind,
            description: e.description,
            createdAt: e.createdAt.toISOString(),
          })),
        },
      };
    },

    /** Every top-up (whatever its status) and every purchase or voucher, newest first. */
    async receipts(userId: string): Promise<ReceiptsResponse> {
      const wallet = await repo.wallet(userId);
      const [payments, entries] = await Promise.all([
        repo.payments(userId, RECEIPTS),
        wallet ? repo.spendingAndVouchers(wallet.id, RECEIPTS) : Promise.resolve([]),
      ]);
      const receipts: ReceiptsResponse["receipts"] = [
        ...payments.map((p) => ({
          id: p.reference,
          date: p.createdAt.toISOString(),
          amount: p.amountMinor,
          currency: p.currency,
          method: METHOD[p.provider] ?? p.provider,
          status: p.status,
          description: "Wallet top-up",
        })),
        ...entries.map((e) => ({
          id: e.reference,
          date: e.createdAt.toISOString(),
          amount: e.amountMinor,
          currency: wallet!.currency,
          method: e.kind === "voucher" ? "Voucher" : "Wallet",
          status: "succeeded" as const,
          description: e.description,
        })),
      ];
      receipts.sort((a, b) => b.date.localeCompare(a.date));
      return { receipts };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
