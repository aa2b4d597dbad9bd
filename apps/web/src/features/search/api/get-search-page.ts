import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { SearchResults } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

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
