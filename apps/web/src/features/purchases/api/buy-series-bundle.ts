import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SeriesBundleBody, SeriesBundleResult } from "@tazama/contracts";
import { refreshMoney } from "../../../lib/checkout/refresh-money.ts";
import { request } from "../../../lib/api-client.ts";

/**
 * `POST /api/v1/users/series-bundle`: buy every episode of a series the viewer lacks, at the
 * amount they were shown; 402 carries the shortfall, 409 purchase/price-changed a new price.
 */
export function buySeriesBundle(body: SeriesBundleBody, idempotencyKey: string) {
  return request<SeriesBundleResult>({
    method: "POST",
    path: "/api/v1/users/series-bundle",
    body,
    idempotencyKey,
  });
}

export function useBuySeriesBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: SeriesBundleBody; key: string }) =>
      buySeriesBundle(body, key),
    onSuccess: () => refreshMoney(queryClient),
  });
}
