import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Rating } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

export const ratingKey = (ref: string) => ["rating", ref] as const;

/** `GET /api/v1/rate/{ref}`: how many rated, the share of up (from 20), the viewer's own thumb. */
export function ratingQueryOptions(ref: string) {
  return queryOptions({
    queryKey: ratingKey(ref),
    queryFn: ({ signal }) =>
      request<Rating>({ path: `/api/v1/rate/${encodeURIComponent(ref)}`, signal }),
    staleTime: 60_000,
  });
}

export function useRating(ref: string) {
  return useQuery(ratingQueryOptions(ref));
}
