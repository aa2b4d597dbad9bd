import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SeriesDetail } from "@tazama/contracts";
import { ApiError, request } from "../../../lib/api-client.ts";

/** `GET /api/v1/series/{ref}`: a series with its episodes, their prices and its bundle prices. */
export async function getSeries(ref: string, signal?: AbortSignal): Promise<SeriesDetail> {
  const body = await request<{ series: SeriesDetail }>({
    path: `/api/v1/series/${encodeURIComponent(ref)}`,
    signal,
  });
  return body.series;
}

export function seriesQueryOptions(ref: string) {
  return queryOptions({
    queryKey: ["series", ref],
    queryFn: ({ signal }) => getSeries(ref, signal),
    staleTime: 60_000,
    retry: (failures, error) =>
      failures < 3 && !(error instanceof ApiError && error.status < 500 && error.status !== 429),
  });
}

export function useSeries(ref: string) {
  return useQuery(seriesQueryOptions(ref));
}
