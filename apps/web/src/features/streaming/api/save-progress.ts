import { request } from "../../../lib/api-client.ts";

/**
 * `POST /api/v1/content/progress`: where the viewer stopped. `keepalive` lets it finish while the
 * page unloads. Failures are ignored: progress is a convenience, never an error to show.
 */
export function saveProgress(
  ref: string,
  positionS: number,
  durationS: number,
  /** Media bytes fetched since the last report (this month's data total on My Membership). */
  mediaBytes = 0,
): void {
  if (!(durationS > 0) || !Number.isFinite(positionS)) return;
  request({
    method: "POST",
    path: "/api/v1/content/progress",
    body: {
      ref,
      positionS: Math.max(0, positionS),
      durationS,
      ...(mediaBytes > 0 ? { mediaBytes: Math.round(mediaBytes) } : {}),
    },
    keepalive: true,
  }).catch(() => undefined);
}
