import { queryOptions, useQuery } from "@tanstack/react-query";
import type { HomeRecommendations, MoreLikeThis } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

/** A slow answer must not hold the page: these rows are extras. */
const ROW_TIMEOUT_MS = 5_000;

/** `GET /api/v1/recommendations?ref=`: More like this (public). */
export function moreLikeThisQueryOptions(ref: string) {
  return queryOptions({
    queryKey: ["recommendations", "like", ref],
    queryFn: ({ signal }) =>
      request<MoreLikeThis>({
        path: `/api/v1/recommendations?ref=${encodeURIComponent(ref)}`,
        signal,
        timeoutMs: ROW_TIMEOUT_MS,
      }),
    staleTime: 60_000,
    retry: false,
  });
}

export function useMoreLikeThis(ref: string) {
  return useQuery(moreLikeThisQueryOptions(ref));
}

/** `GET /api/v1/recommendations/home`: Top picks and Because you watched (signed in). */
export function homeRecommendationsQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: ["recommendations", "home"],
    queryFn: ({ signal }) =>
      request<HomeRecommendations>({
        path: "/api/v1/recommendations/home",
        signal,
        timeoutMs: ROW_TIMEOUT_MS,
      }),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}

export function useHomeRecommendations(enabled: boolean) {
  return useQuery(homeRecommendationsQueryOptions(enabled));
}
