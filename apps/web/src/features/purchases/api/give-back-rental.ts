import { useMutation, useQueryClient } from "@tanstack/react-query";
import { RENTAL_REFUND_PATH, type RefundResult } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";
import { refreshMoney } from "../../../lib/checkout/refresh-money.ts";

/** `POST /api/v1/users/rentals/refund`: a rental started by mistake, back in its first 2 minutes. */
export function giveBackRental(purchaseId: string, idempotencyKey: string) {
  return request<RefundResult>({
    method: "POST",
    path: RENTAL_REFUND_PATH,
    body: { purchaseId },
    idempotencyKey,
  });
}

export function useGiveBackRental() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purchaseId, key }: { purchaseId: string; key: string }) =>
      giveBackRental(purchaseId, key),
    onSuccess: () => refreshMoney(queryClient),
  });
}
