import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { voucherResponseSchema } from "@tazama/contracts";
import type { z } from "zod";
import { refreshMoney } from "./refresh-money.ts";
import { postMoney } from "./send-money.ts";

export type VoucherResult = z.infer<typeof voucherResponseSchema>;

/** `POST /api/v1/handleVoucherTransaction`: redeem a code for wallet credit or a title. */
export function redeemVoucher(code: string, idempotencyKey: string) {
  return postMoney<VoucherResult>("/api/v1/handleVoucherTransaction", { code }, idempotencyKey);
}

export function useRedeemVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, key }: { code: string; key: string }) => redeemVoucher(code, key),
    onSuccess: () => refreshMoney(queryClient),
  });
}
