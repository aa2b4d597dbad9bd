import type { Currency } from "@tazama/contracts";
import { ApiError } from "../../../lib/api-client.ts";
import { usePaymentMethods } from "../../../lib/checkout/get-payment-methods.ts";
import { topUpForShortfall } from "../../../lib/checkout/money-format.ts";
import type { PendingPurchase } from "../../../lib/checkout/pending-checkout.ts";
import { useTopUp } from "../../../lib/checkout/use-top-up.ts";

/**
 * Tops up what a purchase lacks (never below the provider minimum) with the first method that
 * needs no phone number, then leaves for its checkout; the purchase is finished on the return to
 * `returnPath`. What goes wrong is said through `onError`.
 */
export function useShortfallTopUp(onError: (message: string) => void) {
  const methods = usePaymentMethods();
  const topUp = useTopUp();
  const start = (
    due: { amount: number; currency: Currency },
    returnPath: string,
    purchase: PendingPurchase,
  ) => {
    const method = methods.data?.methods.find(
      (m) => !m.needsPhone && m.currencies.includes(due.currency),
    );
    if (!method) {
      onError("Top up from My Membership, then come back to finish.");
      return;
    }
    topUp
      .start({
        amount: topUpForShortfall(due.amount, due.currency),
        currency: due.currency,
        provider: method.provider,
        returnPath,
        purchase,
      })
      .catch((failure: unknown) => {
        onError(failure instanceof ApiError ? failure.message : "The top-up could not start.");
      });
  };
  return { start, isPending: topUp.isPending };
}
