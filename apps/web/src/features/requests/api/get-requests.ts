import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TitleRequestList } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

export const myRequestsKey = ["requests", "mine"] as const;
export const popularRequestsKey = ["requests", "popular"] as const;

/** `GET /api/v1/add/request`: what the viewer asked for, the latest first. */
export function useMyRequests() {
  return useQuery(
    queryOptions({
      queryKey: myRequestsKey,
      queryFn: ({ signal }) => request<TitleRequestList>({ path: "/api/v1/add/request", signal }),
      staleTime: 30_000,
    }),
  );
}

/** `GET /api/v1/add/request/popular`: open requests, the most asked for first. */
export function usePopularRequests() {
  return useQuery(
    queryOptions({
      queryKey: popularRequestsKey,
      queryFn: ({ signal }) =>
        request<TitleRequestList>({ path: "/api/v1/add/request/popular", signal }),
      staleTime: 30_000,
    }),
  );
}
