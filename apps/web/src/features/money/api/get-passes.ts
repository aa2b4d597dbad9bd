import { queryOptions, useQuery } from "@tanstack/react-query";
import type { passesResponseSchema } from "@tazama/contracts";
import type { z } from "zod";
import { getJson } from "../../../lib/api-client.ts";
import { moneyKeys } from "./money-keys.ts";

export type PassCatalogue = z.infer<typeof passesResponseSchema>;

/** `GET /api/v1/users/bundle`: the passes on sale and the rental terms. */
export function getPasses(signal?: AbortSignal): Promise<PassCatalogue> {
  return getJson<PassCatalogue>("/api/v1/users/bundle", { signal });
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
