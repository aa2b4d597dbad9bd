import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { VoucherResult } from "@tazama/contracts";
import { refreshMoney } from "../../../lib/checkout/refresh-money.ts";
import { request } from "../../../lib/api-client.ts";

/** `POST /api/v1/handleVoucherTransaction`: redeem a code for wallet credit or a title. */
export function redeemVoucher(code: string, idempotencyKey: string) {
  return request<VoucherResult>({
    method: "POST",
    path: "/api/v1/handleVoucherTransaction",
    body: { code },
    idempotencyKey,
  });
}

export function useRedeemVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, key }: { code: string; key: string }) => redeemVoucher(code, key),
    onSuccess: () => refreshMoney(queryClient),
  });
}
