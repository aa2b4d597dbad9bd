import { queryOptions, useQuery } from "@tanstack/react-query";
import type { paymentMethodsResponseSchema } from "@tazama/contracts";
import type { z } from "zod";
import { getJson } from "../../../lib/api-client.ts";
import { moneyKeys } from "./money-keys.ts";

export type PaymentMethods = z.infer<typeof paymentMethodsResponseSchema>;

/** `GET /api/v1/mps/methods`: the configured providers, their currencies and the limits. */
export function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethods> {
  return getJson<PaymentMethods>("/api/v1/mps/methods", { signal });
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
