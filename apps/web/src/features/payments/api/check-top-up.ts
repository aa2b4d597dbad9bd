import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getCheckoutStatus } from "../../../lib/checkout/get-checkout-status.ts";
import { refreshMoney } from "../../../lib/checkout/refresh-money.ts";

/** Asks again how a pending top-up stands (the server asks the provider), then refreshes money. */
export function useCheckTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reference: string) => getCheckoutStatus(reference),
    onSettled: () => refreshMoney(queryClient),
  });
}
