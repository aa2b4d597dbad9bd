import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PassCatalogue } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";
import { moneyKeys } from "../../../lib/checkout/money-keys.ts";

/** `GET /api/v1/users/bundle`: the passes on sale and the rental terms. */
export function getPasses(signal?: AbortSignal): Promise<PassCatalogue> {
  return request<PassCatalogue>({ path: "/api/v1/users/bundle", signal });
}

export function usePasses() {
  return useQuery(
    queryOptions({
      queryKey: moneyKeys.passes,
      queryFn: ({ signal }) => getPasses(signal),
      staleTime: 5 * 60_000,
    }),
  );
}
