import { randomUUID } from "node:crypto";
import type { RefundResult } from "@tazama/contracts";
import { formatPrice } from "@tazama/contracts";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
import { recordAudit } from "../audit/audit.public.ts";
import { revokeEntitlement } from "../entitlements/entitlements.public.ts";
import { lockWallet, postMovement } from "../ledger/ledger.public.ts";
import type { RefundsRepository } from "./refunds.repository.ts";

type Tx = Parameters<RefundsRepository["lockPurchase"]>[0];
type LockedPurchase = NonNullable<Awaited<ReturnType<RefundsRepository["lockPurchase"]>>>;

export interface RefundGiven {
  amountMinor: number;
  reason: string;
  cause: "admin" | "started-by-mistake" | "playback-failed";
  /** Who the audit log names; `id` null for a rule of ours. */
  actor: { id: string | null; name: string };
}

/**
 * One refund of a locked purchase, whoever gives it: the refund row, one `refund` movement into
 * its owner's wallet, the purchase revoked when nothing is left, and the audit entry. The caller
 * has checked that this much may be refunded.
 */
export async function giveRefund(
  tx: Tx,
  repo: RefundsRepository,
  clock: Clock,
  purchase: LockedPurchase,
  given: RefundGiven,
): Promise<RefundResult> {
  const left = purchase.amountMinor - purchase.refundedMinor;
  const wallet = await lockWallet(tx, purchase.userId);
  if (!wallet || wallet.currency !== purchase.currency) {
    throw new HttpError(409, "refunds/no-wallet", "The buyer's wallet is not in this currency.");
  }
  const now = clock.now();
  const id = randomUUID();
  await repo.insertRefund(tx, {
    id,
    entitlementId: purchase.id,
    userId: purchase.userId,
    amountMinor: given.amountMinor,
    currency: purchase.currency,
    reason: given.reason,
    refundedBy: given.cause === "admin" ? given.actor.id : null,
    cause: given.cause,
    createdAt: now,
  });
  const balance = await postMovement(tx, wallet, {
    amountMinor: given.amountMinor,
    kind: "refund",
    reference: `refund:${id}`,
    description: `Refund: ${purchase.name} (${given.reason})`,
  });
  const revoked = given.amountMinor === left;
  if (revoked) await revokeEntitlement(tx, purchase.id, now);
  await recordAudit(tx, {
    actor: given.actor,
    action: "money.refund",
    target: { type: "user", id: purchase.userId },
    before: { refunded: formatPrice(purchase.refundedMinor, purchase.currency) },
    after: {
      refunded: formatPrice(purchase.refundedMinor + given.amountMinor, purchase.currency),
      for: purchase.name,
      reason: given.reason,
      ...(revoked ? { revoked: true } : {}),
    },
    at: now,
  });
  return {
    id,
    purchaseId: purchase.id,
    amountMinor: given.amountMinor,
    currency: purchase.currency,
    refundableMinor: left - given.amountMinor,
    revoked,
    balance: { amount: balance, currency: wallet.currency },
  };
}
