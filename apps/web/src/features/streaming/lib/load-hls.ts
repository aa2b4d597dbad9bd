import type HlsClass from "hls.js";

let loading: Promise<typeof HlsClass> | undefined;

/**
 * hls.js, fetched once. The watch page calls it on mount so the library downloads while the
 * stream grant is being requested, instead of after it (one round of a slow network saved).
 */
export function loadHls(): Promise<typeof HlsClass> {
  loading ??= import("hls.js").then((module) => module.default);
  loading.catch(() => {
    loading = undefined; // a failed chunk load may be retried
  });
  return loading;
}
