import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Currency } from "@tazama/contracts";
import type { PurchaseResult } from "./buy-title.ts";
import { refreshMoney } from "./refresh-money.ts";
import { postMoney } from "./send-money.ts";

/** `POST /api/v1/users/bundle`: buy a pass (Weekend Pass, Monthly Membership) from the wallet. */
export function buyPass(body: { pass: string; currency?: Currency }, idempotencyKey: string) {
  return postMoney<PurchaseResult>("/api/v1/users/bundle", body, idempotencyKey);
}

export function useBuyPass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: { pass: string; currency?: Currency }; key: string }) =>
      buyPass(body, key),
    onSuccess: () => refreshMoney(queryClient),
  });
}
