/**
 * `POST /api/v1/content/progress`: where the viewer stopped. `keepalive` lets it finish while the
 * page unloads. Failures are ignored: progress is a convenience, never an error to show.
 */
export function saveProgress(ref: string, positionS: number, durationS: number): void {
  if (!(durationS > 0) || !Number.isFinite(positionS)) return;
  void fetch("/api/v1/content/progress", {
    method: "POST",
    credentials: "same-origin",
    keepalive: true,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ref, positionS: Math.max(0, positionS), durationS }),
  }).catch(() => undefined);
}
