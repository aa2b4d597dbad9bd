import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Favourites } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

export const favouritesKey = ["favourites"] as const;

/** `GET /api/v1/users/favourites`: My List, the latest addition first (signed-in viewers). */
export function favouritesQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: favouritesKey,
    queryFn: ({ signal }) => request<Favourites>({ path: "/api/v1/users/favourites", signal }),
    enabled,
    staleTime: 60_000,
  });
}

export function useFavourites(enabled: boolean) {
  return useQuery(favouritesQueryOptions(enabled));
}
