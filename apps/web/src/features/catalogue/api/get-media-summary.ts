import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MediaSummary } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";

/** `GET /api/v1/media?id={ref}`: the title's main video and trailer, with bytes per quality. */
export function getMediaSummary(ref: string, signal?: AbortSignal): Promise<MediaSummary> {
  return request<MediaSummary>({ path: `/api/v1/media?id=${encodeURIComponent(ref)}`, signal });
}

export function mediaSummaryQueryOptions(ref: string) {
  return queryOptions({
    queryKey: ["media-summary", ref],
    queryFn: ({ signal }) => getMediaSummary(ref, signal),
    staleTime: 30_000,
    retry: 1,
  });
}

/** Pending while the page hydrates: the server render had no media summary (use-hydrated.ts). */
export function useMediaSummary(ref: string): {
  data: MediaSummary | undefined;
  isPending: boolean;
} {
  const query = useQuery(mediaSummaryQueryOptions(ref));
  return useHydrated() ? query : { data: undefined, isPending: true };
}
