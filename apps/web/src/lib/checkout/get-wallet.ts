import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WalletResponse } from "@tazama/contracts";
import { request } from "../api-client.ts";
import { moneyKeys } from "./money-keys.ts";

/** `GET /api/v1/users/wallet`: balance and currency (null before the first top-up). */
export function getWallet(signal?: AbortSignal): Promise<WalletResponse> {
  return request<WalletResponse>({ path: "/api/v1/users/wallet", signal });
}

export function walletQueryOptions() {
  return queryOptions({ queryKey: moneyKeys.wallet, queryFn: ({ signal }) => getWallet(signal) });
}

export function useWallet(enabled = true) {
  return useQuery({ ...walletQueryOptions(), enabled });
}
