import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CheckoutResponse } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";
import { refreshMoney } from "../../../lib/checkout/refresh-money.ts";

/** `POST /api/v1/mps/checkout/{reference}/cancel`: give up a pending top-up (nothing was taken). */
export function cancelTopUp(reference: string): Promise<CheckoutResponse> {
  return request<CheckoutResponse>({
    method: "POST",
    path: `/api/v1/mps/checkout/${encodeURIComponent(reference)}/cancel`,
  });
}

export function useCancelTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTopUp,
    onSettled: () => refreshMoney(queryClient),
  });
}
