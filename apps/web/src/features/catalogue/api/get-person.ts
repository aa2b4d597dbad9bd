import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PersonResponse } from "@tazama/contracts";
import { ApiError, request } from "../../../lib/api-client.ts";

/** `GET /api/v1/people/{slug}`: a person in the cast or crew and the titles they are in. */
export function getPerson(slug: string, signal?: AbortSignal): Promise<PersonResponse> {
  return request<PersonResponse>({ path: `/api/v1/people/${encodeURIComponent(slug)}`, signal });
}

export function usePerson(slug: string) {
  return useQuery(
    queryOptions({
      queryKey: ["person", slug],
      queryFn: ({ signal }) => getPerson(slug, signal),
      staleTime: 60_000,
      retry: (failures, error) =>
        failures < 3 && !(error instanceof ApiError && error.status < 500),
    }),
  );
}

/** There is no such person (404), or the address cannot name one (400). */
export function isPersonNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
