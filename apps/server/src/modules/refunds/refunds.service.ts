import type { AdminPurchases, RefundBody, RefundResult } from "@tazama/contracts";
import { formatPrice } from "@tazama/contracts";
import { randomUUID } from "node:crypto";
import type { Db } from "@tazama/db";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
import { actorName, recordAudit } from "../audit/audit.public.ts";
import { type TxRunner, lockWallet, postMovement } from "../ledger/ledger.public.ts";
import type { RefundsRepository } from "./refunds.repository.ts";

const notFound = () => new HttpError(404, "refunds/not-found", "There is no such purchase.");
const notRefundable = () =>
  new HttpError(
    409,
    "refunds/not-refundable",
    "Only a purchase paid from the wallet can be refunded (not a voucher, a seat or a bundle's share).",
  );

export function createRefundsService({
  db,
  repo,
  clock,
}: {
  db: Db;
  repo: RefundsRepository;
  clock: Clock;
}) {
  return {
    async purchasesOf(userId: string): Promise<AdminPurchases> {
      return { purchases: await repo.purchasesOf(userId) };
    },

    /**
     * One refund: the purchase row locked (two admins at once cannot refund it twice over), at
     * most what is left of its price, one `refund` movement into its owner's wallet, the audit
     * entry, and the purchase revoked when nothing is left. `once` is the Idempotency-Key's
     * transaction, so a retried request answers the first result.
     */
    async refund(adminId: string, body: RefundBody, once: TxRunner): Promise<RefundResult> {
      const admin = await actorName(db, adminId);
      return once(async (tx) => {
        const purchase = await repo.lockPurchase(tx, body.purchaseId);
        if (!purchase) throw notFound();
        if (!purchase.refundable) throw notRefundable();
        const left = purchase.amountMinor - purchase.refundedMinor;
        if (body.amountMinor > left) {
          throw new HttpError(
            409,
            "refunds/too-much",
            left === 0
              ? "This purchase has been refunded in full."
              : `At most ${formatPrice(left, purchase.currency)} of this purchase can be refunded.`,
          );
        }
        const wallet = await lockWallet(tx, purchase.userId);
        if (!wallet || wallet.currency !== purchase.currency) {
          throw new HttpError(
            409,
            "refunds/no-wallet",
            "The buyer's wallet is not in this currency.",
          );
        }
        const now = clock.now();
        const id = randomUUID();
        await repo.insertRefund(tx, {
          id,
          entitlementId: purchase.id,
          userId: purchase.userId,
          amountMinor: body.amountMinor,
          currency: purchase.currency,
          reason: body.reason,
          refundedBy: adminId,
          createdAt: now,
        });
        const balance = await postMovement(tx, wallet, {
          amountMinor: body.amountMinor,
          kind: "refund",
          reference: `refund:${id}`,
          description: `Refund: ${purchase.name} (${body.reason})`,
        });
        const revoked = body.amountMinor === left;
        if (revoked) await repo.revoke(tx, purchase.id, now);
        await recordAudit(tx, {
          actor: { id: adminId, name: admin },
          action: "money.refund",
          target: { type: "user", id: purchase.userId },
          before: { refunded: formatPrice(purchase.refundedMinor, purchase.currency) },
          after: {
            refunded: formatPrice(purchase.refundedMinor + body.amountMinor, purchase.currency),
            for: purchase.name,
            reason: body.reason,
            ...(revoked ? { revoked: true } : {}),
          },
          at: now,
        });
        return {
          id,
          purchaseId: purchase.id,
          amountMinor: body.amountMinor,
          currency: purchase.currency,
          refundableMinor: left - body.amountMinor,
          revoked,
          balance: { amount: balance, currency: wallet.currency },
        };
      });
    },
  };
}
export type RefundsService = ReturnType<typeof createRefundsService>;
