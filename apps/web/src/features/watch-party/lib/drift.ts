import { PARTY_SEEK_DRIFT_S } from "@tazama/contracts";

/** Drift below this is left alone (a frame or two). */
export const DRIFT_IGNORED_S = 0.04;
/** The largest playback-rate nudge: 5 % faster or slower, not heard as a pitch change. */
export const MAX_RATE_NUDGE = 0.05;
/** A nudge aims to close the drift over this many seconds. */
const NUDGE_OVER_S = 2;

export type Correction =
  { kind: "none" } | { kind: "rate"; rate: number } | { kind: "seek"; to: number };

/**
 * How a member's player gets back to where the room is: a seek for large drift (or always where
 * the playback rate cannot be nudged, as on iOS), a brief faster or slower rate for small drift.
 */
export function correction(
  actual: number,
  expected: number,
  options: { canNudge: boolean },
): Correction {
  const drift = actual - expected;
  const size = Math.abs(drift);
  if (size < DRIFT_IGNORED_S) return { kind: "none" };
  if (size >= PARTY_SEEK_DRIFT_S || !options.canNudge) return { kind: "seek", to: expected };
  const nudge = Math.min(MAX_RATE_NUDGE, size / NUDGE_OVER_S);
  // Behind (drift < 0): a little faster; ahead: a little slower.
  return { kind: "rate", rate: drift < 0 ? 1 + nudge : 1 - nudge };
}

/** iOS Safari ignores small playbackRate changes on HLS: it always seeks. */
export function canNudgeRate(userAgent: string): boolean {
  return !/iPhone|iPad|iPod/.test(userAgent);
}
