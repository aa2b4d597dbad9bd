import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EventsResponse } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

export const EVENTS_PATH = "/api/v1/events";

/** Every event, past ones included; the caller keeps the upcoming ones (spec §4). */
export function getEvents(signal?: AbortSignal): Promise<EventsResponse> {
  return request<EventsResponse>({ path: EVENTS_PATH, signal });
}

export const eventsQueryOptions = queryOptions({
  queryKey: ["events"],
  queryFn: ({ signal }) => getEvents(signal),
  staleTime: 5 * 60_000,
});

export function useEvents() {
  return useQuery(eventsQueryOptions);
}
