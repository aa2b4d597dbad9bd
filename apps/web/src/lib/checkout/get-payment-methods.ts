import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PaymentMethods } from "@tazama/contracts";
import { request } from "../api-client.ts";
import { moneyKeys } from "./money-keys.ts";

/** `GET /api/v1/mps/methods`: the configured providers, their currencies and the limits. */
export function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethods> {
  return request<PaymentMethods>({ path: "/api/v1/mps/methods", signal });
}

export function usePaymentMethods() {
  return useQuery(
    queryOptions({
      queryKey: moneyKeys.methods,
      queryFn: ({ signal }) => getPaymentMethods(signal),
      staleTime: 5 * 60_000,
    }),
  );
}
