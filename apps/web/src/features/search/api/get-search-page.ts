import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { SearchResults } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

/** The results page's query as the page reads its URL: `q` trimmed, `page` from 1. */
export function searchPageParams(params: URLSearchParams): { q: string; page: number } {
  return {
    q: (params.get("q") ?? "").trim(),
    page: Math.max(1, Number(params.get("page")) || 1),
  };
}

/** `GET /api/v1/websearch?q=&page=`: the server's ranked results (accents and typos forgiven). */
export function searchPageQueryOptions(q: string, page: number) {
  return queryOptions({
    queryKey: ["search", q, page],
    queryFn: ({ signal }) =>
      request<SearchResults>({
        path: `/api/v1/websearch?q=${encodeURIComponent(q)}&page=${page}`,
        signal,
      }),
    enabled: q.trim().length >= 2,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useSearchPage(q: string, page: number) {
  return useQuery(searchPageQueryOptions(q, page));
}
