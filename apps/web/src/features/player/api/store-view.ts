/** Seconds of playback after which a view counts (issue 6). */
export const VIEW_AFTER_S = 30;

/** `POST /api/v1/views/store`: one view of a title; failures are ignored. */
export function storeView(ref: string): void {
  void fetch("/api/v1/views/store", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ref }),
  }).catch(() => undefined);
}
