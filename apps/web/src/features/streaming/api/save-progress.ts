import { request } from "../../../lib/api-client.ts";

/**
 * `POST /api/v1/content/progress`: where the viewer stopped. `keepalive` lets it finish while the
 * page unloads. Failures are ignored: progress is a convenience, never an error to show.
 */
export function saveProgress(ref: string, positionS: number, durationS: number): void {
  if (!(durationS > 0) || !Number.isFinite(positionS)) return;
  request({
    method: "POST",
    path: "/api/v1/content/progress",
    body: { ref, positionS: Math.max(0, positionS), durationS },
    keepalive: true,
  }).catch(() => undefined);
}
