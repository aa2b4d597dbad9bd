import { queryOptions, useQuery } from "@tanstack/react-query";
import type { History } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";
import { historyKey } from "./get-history.ts";

/** `GET /api/v1/users/allviews?series=`: how far the viewer got in each episode of one series. */
export function seriesHistoryQueryOptions(seriesRef: string) {
  return queryOptions({
    queryKey: [...historyKey, "series", seriesRef],
    queryFn: ({ signal }) =>
      request<History>({
        path: `/api/v1/users/allviews?limit=50&series=${encodeURIComponent(seriesRef)}`,
        signal,
      }),
  });
}

export function useSeriesHistory(seriesRef: string, enabled: boolean) {
  return useQuery({ ...seriesHistoryQueryOptions(seriesRef), enabled });
}
