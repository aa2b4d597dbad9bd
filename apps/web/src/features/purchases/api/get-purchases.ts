import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PurchasesResponse } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";
import { moneyKeys } from "../../../lib/checkout/money-keys.ts";

/** `GET /api/v1/purchases`: owned titles, rentals with their windows, passes, the server's clock. */
export function getPurchases(signal?: AbortSignal): Promise<PurchasesResponse> {
  return request<PurchasesResponse>({ path: "/api/v1/purchases", signal });
}

export function purchasesQueryOptions() {
  return queryOptions({
    queryKey: moneyKeys.purchases,
    queryFn: ({ signal }) => getPurchases(signal),
  });
}

export function usePurchases(enabled = true) {
  return useQuery({ ...purchasesQueryOptions(), enabled });
}
