import type { Currency, PaymentProviderName } from "@tazama/contracts";
import { useStartCheckout } from "./start-checkout.ts";
import { savePendingCheckout, type PendingCheckout } from "./pending-checkout.ts";
import { useActionKey } from "./use-action-key.ts";

export interface TopUpRequest {
  amount: number;
  currency: Currency;
  provider: PaymentProviderName;
  phone?: string;
  /** Where the hosted checkout sends the viewer back. */
  returnPath: string;
  /** The purchase to finish on return, if any. */
  purchase: PendingCheckout["purchase"];
}

/**
 * Starts a top-up: remembers it for the return, then leaves for the hosted checkout (or, for an
 * STK push, stays: the payment is then polled). Resolves to the reference.
 */
export function useTopUp(
  navigate: (url: string) => void = (url) => {
    window.location.assign(url);
  },
) {
  const checkout = useStartCheckout();
  const { fresh, current } = useActionKey();
  const start = async (request: TopUpRequest, retry = false) => {
    const key = retry ? current() : fresh();
    const result = await checkout.mutateAsync({
      key,
      body: {
        amount: request.amount,
        currency: request.currency,
        provider: request.provider,
        returnPath: request.returnPath,
        ...(request.phone ? { phone: request.phone } : {}),
      },
    });
    savePendingCheckout({ reference: result.reference, purchase: request.purchase });
    if (result.checkoutUrl) navigate(result.checkoutUrl);
    return result;
  };
  return { start, isPending: checkout.isPending, error: checkout.error, reset: checkout.reset };
}
