import { useEffect, useRef } from "react";
import { topUpNotCredited } from "./get-checkout-status.ts";
import type { PendingPurchase } from "./pending-checkout.ts";
import { usePendingCheckout } from "./use-pending-checkout.ts";

/**
 * Back from the top-up checkout with a purchase waiting: once the provider has answered, the
 * purchase `pick` recognises as this screen's is finished with `finish` (once per top-up, and only
 * when `ready`, e.g. once the price is known), and the pending top-up is forgotten either way.
 * `finishing` is the purchase while it waits; `declined` says the top-up was not credited.
 */
export function useResumeAfterTopUp<P extends PendingPurchase>(
  pick: (purchase: PendingPurchase | null) => P | null,
  finish: (purchase: P) => void,
  ready = true,
) {
  const { pending, checkout, forget } = usePendingCheckout();
  const finishing = pending ? pick(pending.purchase) : null;
  const status = finishing ? checkout?.status : undefined;
  const reference = pending?.reference ?? null;
  const handled = useRef<string | null>(null);
  // The latest `finish` (a screen's pay function changes every render) without re-running below.
  const latest = useRef(finish);
  useEffect(() => {
    latest.current = finish;
  });
  useEffect(() => {
    if (!reference || !finishing || !status || status === "pending" || !ready) return;
    if (handled.current === reference) return;
    handled.current = reference;
    forget();
    if (status === "succeeded") latest.current(finishing);
  }, [reference, finishing, status, ready, forget]);
  return { finishing, declined: topUpNotCredited(status) };
}
