import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Currency, PurchaseResult } from "@tazama/contracts";
import type { PurchaseKind } from "../../../lib/checkout/money-format.ts";
import { refreshMoney } from "../../../lib/checkout/refresh-money.ts";
import { request } from "../../../lib/api-client.ts";

export interface BuyTitleInput {
  ref: string;
  kind: PurchaseKind;
  /** Before the first top-up: the currency to quote the shortfall in. */
  currency?: Currency;
}

/** `POST /api/v1/users/buy`: buy or rent a title from the wallet; 402 carries the shortfall. */
export function buyTitle(body: BuyTitleInput, idempotencyKey: string) {
  return request<PurchaseResult>({
    method: "POST",
    path: "/api/v1/users/buy",
    body,
    idempotencyKey,
  });
}

export function useBuyTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: BuyTitleInput; key: string }) => buyTitle(body, key),
    onSuccess: () => refreshMoney(queryClient),
  });
}
