import { z } from "zod";
import { currencySchema } from "./money.ts";

/**
 * Refunds by an admin (issue 18): money back into the wallet a purchase was paid from, full or
 * part, with a reason; one ledger movement; never more than was paid. The refund that reaches
 * the price revokes the purchase.
 */
export const REFUND_PATHS = {
  refund: "/api/v1/admin/refunds",
  purchases: "/api/v1/admin/users/:id/purchases",
  wallet: "/api/v1/admin/users/:id/wallet",
} as const;

export const REFUND_REASON_MAX = 200;

/**
 * `POST /api/v1/users/rentals/refund`: the viewer gives back a rental they started by mistake,
 * within 2 minutes of its first frame (issue 19). Needs an Idempotency-Key; answers a RefundResult.
 */
export const RENTAL_REFUND_PATH = "/api/v1/users/rentals/refund";
export const rentalRefundBodySchema = z.strictObject({ purchaseId: z.uuid() });
export type RentalRefundBody = z.infer<typeof rentalRefundBodySchema>;

export const refundBodySchema = z.strictObject({
  /** The purchase (an entitlement paid from the wallet). */
  purchaseId: z.uuid(),
  amountMinor: z.number().int().positive().max(100_000_000),
  reason: z.string().trim().min(3).max(REFUND_REASON_MAX),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

export const refundResultSchema = z.object({
  id: z.string(),
  purchaseId: z.string(),
  amountMinor: z.number().int(),
  currency: currencySchema,
  /** What may still be refunded of this purchase. */
  refundableMinor: z.number().int(),
  /** The purchase no longer grants anything (refunded in full). */
  revoked: z.boolean(),
  balance: z.object({ amount: z.number().int(), currency: currencySchema }),
});
export type RefundResult = z.infer<typeof refundResultSchema>;

export const adminPurchaseSchema = z.object({
  id: z.string(),
  kind: z.enum(["buy", "rent", "pass"]),
  /** The title's or the pass's name. */
  name: z.string(),
  amountMinor: z.number().int(),
  currency: currencySchema,
  source: z.enum(["wallet", "voucher", "organisation"]),
  purchasedAt: z.string(),
  refundedMinor: z.number().int(),
  refundableMinor: z.number().int(),
  revoked: z.boolean(),
});
export type AdminPurchase = z.infer<typeof adminPurchaseSchema>;
export const adminPurchasesSchema = z.object({ purchases: z.array(adminPurchaseSchema) });
export type AdminPurchases = z.infer<typeof adminPurchasesSchema>;
