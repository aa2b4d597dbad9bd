import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ContentDetail } from "@tazama/contracts";
import { ApiError, request } from "../../../lib/api-client.ts";

const MAX_RETRIES = 3; // spec §9

/** `GET /api/v1/content/{ref}`: one title with genres, images, prices and, for an episode, its series. */
export async function getContent(ref: string, signal?: AbortSignal): Promise<ContentDetail> {
  const body = await request<{ content: ContentDetail }>({
    path: `/api/v1/content/${encodeURIComponent(ref)}`,
    signal,
  });
  return body.content;
}

/** A ref the API does not know (404) or rejects as malformed (400): there is no such title. */
export function isTitleNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function contentQueryOptions(ref: string) {
  return queryOptions({
    queryKey: ["content", ref],
    queryFn: ({ signal }) => getContent(ref, signal),
    staleTime: 60_000,
    // A missing title stays missing: retry only failures that may pass (network, 5xx, 429).
    retry: (failureCount, error) =>
      failureCount < MAX_RETRIES &&
      !(error instanceof ApiError && error.status < 500 && error.status !== 429),
  });
}

export function useContent(ref: string) {
  return useQuery(contentQueryOptions(ref));
}
