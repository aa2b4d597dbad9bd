import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ContinueWatching, Popular } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

/** The Home rows wait for these: a slow answer must not hold the genre rows for long. */
const ROW_TIMEOUT_MS = 5_000;

/** `GET /api/v1/content/popular`: the most viewed titles of the last 30 days. */
export function popularQueryOptions() {
  return queryOptions({
    queryKey: ["popular"],
    queryFn: ({ signal }) =>
      request<Popular>({ path: "/api/v1/content/popular", signal, timeoutMs: ROW_TIMEOUT_MS }),
    staleTime: 60_000,
    retry: false,
  });
}

export function usePopular() {
  return useQuery(popularQueryOptions());
}

/** `GET /api/v1/users/continue-watching`: the signed-in viewer's unfinished titles. */
export function continueWatchingQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: ["continue-watching"],
    queryFn: ({ signal }) =>
      request<ContinueWatching>({
        path: "/api/v1/users/continue-watching",
        signal,
        timeoutMs: ROW_TIMEOUT_MS,
      }),
    enabled,
    retry: false,
  });
}

/** Asked only for a signed-in viewer: an anonymous one never sends the request. */
export function useContinueWatching(enabled: boolean) {
  return useQuery(continueWatchingQueryOptions(enabled));
}
