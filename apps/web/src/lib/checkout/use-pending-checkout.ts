import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { useCheckoutStatus } from "./get-checkout-status.ts";
import { moneyKeys } from "./money-keys.ts";
import {
  clearPendingCheckout,
  type PendingCheckout,
  readPendingCheckout,
} from "./pending-checkout.ts";

/**
 * The top-up the viewer came back from (read once from sessionStorage), with its state polled
 * until the provider has answered. The wallet is refreshed once it has.
 */
export function usePendingCheckout() {
  const [pending] = useState<PendingCheckout | null>(() => readPendingCheckout());
  const status = useCheckoutStatus(pending?.reference ?? null);
  const queryClient = useQueryClient();
  const settled = status.data && status.data.status !== "pending" ? status.data.status : null;
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: moneyKeys.all, exact: false });
  }, [settled, queryClient]);
  /** Forgets it in storage (a reload will not act on it again); the outcome stays on screen. */
  const forget = useCallback(() => {
    clearPendingCheckout();
  }, []);
  return { pending, checkout: status.data, checkoutError: status.error, forget };
}
