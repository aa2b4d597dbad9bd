import { request } from "../../../lib/api-client.ts";

/** Seconds of playback after which a view counts (issue 6). */
export const VIEW_AFTER_S = 30;

/** `POST /api/v1/views/store`: one view of a title; failures are ignored. */
export function storeView(ref: string): void {
  request({ method: "POST", path: "/api/v1/views/store", body: { ref } }).catch(() => undefined);
}
