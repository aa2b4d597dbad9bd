import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  MEDIA_ADMIN_PATHS,
  type MediaAsset,
  type MediaJob,
  type MediaJobList,
  type MediaJobStatusName,
} from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

export interface MediaJobsQuery {
  titleRef?: string;
  status?: MediaJobStatusName;
  page: number;
}

const keys = {
  all: ["media-admin"] as const,
  jobs: (query: MediaJobsQuery) => ["media-admin", "jobs", query] as const,
  assets: (titleRef: string, jobs: string) => ["media-admin", "assets", titleRef, jobs] as const,
};

/** While a job waits or runs its table is asked again every 2 s; otherwise not at all. */
export const LIVE_EVERY_MS = 2_000;
const isOpen = (job: MediaJob) => job.status === "queued" || job.status === "running";

function search(params: Record<string, string | number | undefined>): string {
  const pairs = Object.entries(params).filter(
    (pair): pair is [string, string | number] => pair[1] !== undefined,
  );
  return new URLSearchParams(pairs.map(([k, v]) => [k, String(v)])).toString();
}

/** The transcode job table: one title's or the site's, newest first, live while jobs run. */
export function useMediaJobs(query: MediaJobsQuery) {
  return useQuery({
    queryKey: keys.jobs(query),
    queryFn: ({ signal }) =>
      request<MediaJobList>({
        path: `${MEDIA_ADMIN_PATHS.jobs}?${search({ ...query })}`,
        signal,
      }),
    placeholderData: (previous) => previous,
    refetchInterval: (q) => (q.state.data?.jobs.some(isOpen) ? LIVE_EVERY_MS : false),
  });
}

/**
 * A title's videos (main and trailer) with their state and renditions. `jobs` names the state of
 * the title's jobs: when a job moves on, the videos are asked again.
 */
export function useTitleMedia(titleRef: string, jobs: string) {
  return useQuery({
    queryKey: keys.assets(titleRef, jobs),
    queryFn: ({ signal }) =>
      request<{ assets: MediaAsset[] }>({
        path: `${MEDIA_ADMIN_PATHS.assets}?${search({ titleRef })}`,
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}

/**
 * Whether the title's main video plays (undefined while unknown), from the same queries as its
 * Video panel: a priced title without one stays off the listings (ADR 0069).
 */
export function useMainVideoReady(titleRef: string): boolean | undefined {
  const jobs = useMediaJobs({ titleRef, page: 1 });
  const assets = useTitleMedia(
    titleRef,
    jobs.data?.jobs.map((job) => `${job.id}:${job.status}`).join(",") ?? "",
  );
  return assets.data?.assets.some((a) => a.kind === "main" && a.status === "ready");
}

/** After an upload, a retry or a rerun: every media view is asked again. */
export function useRefreshMedia() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.all });
}

export function useRetryJob(onDone?: () => unknown) {
  const refresh = useRefreshMedia();
  return useMutation({
    mutationFn: (jobId: string) =>
      request<MediaJob>({
        method: "POST",
        path: MEDIA_ADMIN_PATHS.retry.replace(":id", encodeURIComponent(jobId)),
      }),
    onSuccess: async () => {
      onDone?.();
      await refresh();
    },
  });
}

export function useRerunRendition(onDone?: () => unknown) {
  const refresh = useRefreshMedia();
  return useMutation({
    mutationFn: ({ assetId, rendition }: { assetId: string; rendition: string }) =>
      request<MediaJob>({
        method: "POST",
        path: MEDIA_ADMIN_PATHS.rerun
          .replace(":assetId", encodeURIComponent(assetId))
          .replace(":rendition", encodeURIComponent(rendition)),
      }),
    onSuccess: async () => {
      onDone?.();
      await refresh();
    },
  });
}

/** Adds a ready video's AV1 renditions, or makes them again (ADR 0083). */
export function useMakeAv1(onDone?: () => unknown) {
  const refresh = useRefreshMedia();
  return useMutation({
    mutationFn: (assetId: string) =>
      request<MediaJob>({
        method: "POST",
        path: MEDIA_ADMIN_PATHS.av1.replace(":assetId", encodeURIComponent(assetId)),
      }),
    onSuccess: async () => {
      onDone?.();
      await refresh();
    },
  });
}
