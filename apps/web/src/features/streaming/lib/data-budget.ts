/** The limits a viewer can set for one film ("use at most 300 MB for this film"). */
export const DATA_LIMITS = [100e6, 300e6, 500e6, 1e9] as const;

/**
 * Of what is left, the share the plan spends: the buffer runs ahead of the playhead and ABR may
 * pick the capped rung's peaks, so the plan leaves room for both.
 */
const SAFETY = 0.85;

export interface BudgetRung {
  height: number;
  /** Bits per second, video and its audio (hls.js level: average bandwidth when known). */
  bitrate: number;
}

/**
 * The highest video rung (hls.js level index) whose bit rate fits what is left of the limit over
 * what is left of the film; "audio" when none does (listening costs ≤ 64 kbps).
 */
export function budgetPlan(
  rungs: readonly BudgetRung[],
  leftBytes: number,
  remainingS: number,
): number | "audio" {
  const allowed = (Math.max(0, leftBytes) * 8 * SAFETY) / Math.max(1, remainingS);
  let best = -1;
  rungs.forEach((rung, index) => {
    if (rung.height <= 0 || rung.bitrate > allowed) return;
    if (best < 0 || rung.bitrate > rungs[best]!.bitrate) best = index;
  });
  return best >= 0 ? best : "audio";
}
