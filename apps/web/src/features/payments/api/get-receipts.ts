import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReceiptsResponse } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";
import { moneyKeys } from "../../../lib/checkout/money-keys.ts";

/** `GET /api/v1/users/payments`: every top-up, purchase and voucher, newest first. */
export function getReceipts(signal?: AbortSignal): Promise<ReceiptsResponse> {
  return request<ReceiptsResponse>({ path: "/api/v1/users/payments", signal });
}

export function useReceipts() {
  return useQuery(
    queryOptions({ queryKey: moneyKeys.receipts, queryFn: ({ signal }) => getReceipts(signal) }),
  );
}
