import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CheckoutResponse, PaymentStatus } from "@tazama/contracts";
import { request } from "../api-client.ts";
import { moneyKeys } from "./money-keys.ts";

/** `GET /api/v1/mps/checkout/{reference}`: the state of one of the viewer's top-ups. */
export function getCheckoutStatus(reference: string, signal?: AbortSignal) {
  return request<CheckoutResponse>({
    path: `/api/v1/mps/checkout/${encodeURIComponent(reference)}`,
    signal,
  });
}

/** Polls every 2 s while the payment is pending (M-Pesa may take a while to answer). */
export function useCheckoutStatus(reference: string | null) {
  return useQuery(
    queryOptions({
      queryKey: moneyKeys.checkout(reference ?? ""),
      queryFn: ({ signal }) => getCheckoutStatus(reference ?? "", signal),
      enabled: reference !== null,
      refetchInterval: (query) => (query.state.data?.status === "pending" ? 2_000 : false),
    }),
  );
}

/** A top-up that ended without crediting the wallet: declined, under review, cancelled, expired. */
export function topUpNotCredited(status: PaymentStatus | undefined): boolean {
  return status !== undefined && status !== "pending" && status !== "succeeded";
}
