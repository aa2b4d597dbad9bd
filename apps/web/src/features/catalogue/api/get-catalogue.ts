import { useQuery, queryOptions } from "@tanstack/react-query";
import type { CatalogueResponse } from "@tazama/contracts";
import { PRODUCT_NAME } from "../../../config/env.ts";
import { request } from "../../../lib/api-client.ts";

const CATALOGUE_TIMEOUT_MS = 60_000; // spec §9

/** The catalogue's address (the index.html preloads the same one). */
export const CATALOGUE_PATH = `/api/${PRODUCT_NAME}-app-cache?build=1&platform=web`;

export function getCatalogue(signal?: AbortSignal): Promise<CatalogueResponse> {
  return request<CatalogueResponse>({
    path: CATALOGUE_PATH,
    timeoutMs: CATALOGUE_TIMEOUT_MS,
    signal,
  });
}

export const catalogueQueryOptions = queryOptions({
  queryKey: ["catalogue"],
  queryFn: ({ signal }) => getCatalogue(signal),
  staleTime: 5 * 60_000,
});

/** The catalogue; `enabled: false` leaves it unrequested (a page that shows none of it). */
export function useCatalogue({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...catalogueQueryOptions, enabled });
}
