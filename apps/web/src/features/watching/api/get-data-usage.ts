import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DataUsage } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

/** `GET /api/v1/users/data-usage`: the media bytes this viewer's players fetched this month. */
export function dataUsageQueryOptions() {
  return queryOptions({
    queryKey: ["data-usage"],
    queryFn: ({ signal }) => request<DataUsage>({ path: "/api/v1/users/data-usage", signal }),
  });
}

export function useDataUsage() {
  return useQuery(dataUsageQueryOptions());
}
