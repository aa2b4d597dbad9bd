import {
  type ReceiptsResponse,
  TOPUP_EXPIRES_AFTER_MS,
  type WalletResponse,
} from "@tazama/contracts";
import type { WalletRepository } from "./wallet.repository.ts";

const RECENT = 20;
const RECEIPTS = 200;

/** A movement's reference as a person reads it out: "entitlement:3f2a…" → "P-3F2A9C1B". */
function movementReference(reference: string): string {
  const [kind = "", id = ""] = reference.split(":");
  const prefix =
    kind === "voucher" ? "V" : kind === "entitlement" || kind === "series-bundle" ? "P" : "M";
  return `${prefix}-${id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
}

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
          reference: p.reference,
          topUp: {
            checkoutUrl: p.status === "pending" ? p.checkoutUrl : null,
            expiresAt: new Date(p.createdAt.getTime() + TOPUP_EXPIRES_AFTER_MS).toISOString(),
          },
        })),
        ...entries.map((e) => ({
          id: e.reference,
          date: e.createdAt.toISOString(),
          amount: e.amountMinor,
          currency: wallet!.currency,
          method: e.kind === "voucher" ? "Voucher" : "Wallet",
          status: "succeeded" as const,
          description: e.description,
          reference: movementReference(e.reference),
          topUp: null,
        })),
      ];
      receipts.sort((a, b) => b.date.localeCompare(a.date));
      return { receipts };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
