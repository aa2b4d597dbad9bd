import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CheckoutBody, CheckoutResponse } from "@tazama/contracts";
import { moneyKeys } from "./money-keys.ts";
import { request } from "../api-client.ts";

export type CheckoutInput = Omit<CheckoutBody, "provider"> & { provider: CheckoutBody["provider"] };

/** `POST /api/v1/mps/checkout`: starts a top-up; the answer carries the hosted checkout URL. */
export function startCheckout(body: CheckoutInput, idempotencyKey: string) {
  return request<CheckoutResponse>({
    method: "POST",
    path: "/api/v1/mps/checkout",
    body,
    idempotencyKey,
  });
}

export function useStartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: CheckoutInput; key: string }) => startCheckout(body, key),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.receipts }),
  });
}
