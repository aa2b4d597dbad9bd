import type { AdminPurchases, RefundBody, RefundResult } from "@tazama/contracts";
import { formatPrice } from "@tazama/contracts";
import type { Db } from "@tazama/db";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
import { actorName } from "../audit/audit.public.ts";
import type { TxRunner } from "../ledger/ledger.public.ts";
import { giveRefund } from "./give-refund.ts";
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
        return giveRefund(tx, repo, clock, purchase, {
          amountMinor: body.amountMinor,
          reason: body.reason,
          cause: "admin",
          actor: { id: adminId, name: admin },
        });
      });
    },
  };
}
export type RefundsService = ReturnType<typeof createRefundsService>;
