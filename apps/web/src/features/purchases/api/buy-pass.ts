import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Currency, PurchaseResult } from "@tazama/contracts";
import { refreshMoney } from "../../../lib/checkout/refresh-money.ts";
import { request } from "../../../lib/api-client.ts";

/** `POST /api/v1/users/bundle`: buy a pass (Weekend Pass, Monthly Membership) from the wallet. */
export function buyPass(body: { pass: string; currency?: Currency }, idempotencyKey: string) {
  return request<PurchaseResult>({
    method: "POST",
    path: "/api/v1/users/bundle",
    body,
    idempotencyKey,
  });
}

export function useBuyPass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: { pass: string; currency?: Currency }; key: string }) =>
      buyPass(body, key),
    onSuccess: () => refreshMoney(queryClient),
  });
}
