import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { History } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

export const historyKey = ["history"] as const;
const PAGE = 20;

/** `GET /api/v1/users/allviews`: the viewer's history, latest first, a page at a time. */
export function historyQueryOptions() {
  return infiniteQueryOptions({
    queryKey: historyKey,
    queryFn: ({ signal, pageParam }) =>
      request<History>({
        path: `/api/v1/users/allviews?limit=${PAGE}${
          pageParam ? `&before=${encodeURIComponent(pageParam)}` : ""
        }`,
        signal,
      }),
    initialPageParam: "",
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

export function useHistory() {
  return useInfiniteQuery(historyQueryOptions());
}
