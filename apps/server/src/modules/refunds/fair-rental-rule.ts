/** A rental's first 2 minutes: a viewer who started it by mistake may have it back in them. */
export const MISTAKE_WINDOW_MS = 2 * 60_000;
/** Playback that never got this far, because of failures on our side, is refunded. */
export const PLAYED_ENOUGH_S = 120;
/** The viewer has given up: no failure, no progress for this long. */
export const GIVEN_UP_MS = 30 * 60_000;

export interface RentalPlayback {
  firstPlayedAt: Date;
  /** The furthest point the player reported (0 when it never reported). */
  furthestS: number;
  /** When playback failed on our side since the first frame (player and server reports). */
  failures: readonly Date[];
  /** The last progress report (null when none). */
  lastProgressAt: Date | null;
  /** When the rental's window closes (null: not started). */
  expiresAt: Date | null;
}

/** Whether a viewer may still ask for a rental back as started by mistake. */
export function withinMistakeWindow(firstPlayedAt: Date | null, now: Date): boolean {
  if (!firstPlayedAt) return false;
  const since = now.getTime() - firstPlayedAt.getTime();
  return since >= 0 && since <= MISTAKE_WINDOW_MS;
}

/**
 * Whether a started rental is owed its money because our failures kept it from 2 minutes: it
 * never got that far, playback failed at least once after the first frame, and the viewer has
 * stopped trying (30 minutes of quiet, or the window closed).
 */
export function failedOnOurSide(rental: RentalPlayback, now: Date): boolean {
  if (rental.furthestS >= PLAYED_ENOUGH_S) return false;
  const failures = rental.failures.filter((at) => at >= rental.firstPlayedAt);
  if (failures.length === 0) return false;
  const lastActivity = Math.max(
    ...failures.map((at) => at.getTime()),
    rental.lastProgressAt?.getTime() ?? 0,
  );
  const quiet = now.getTime() - lastActivity >= GIVEN_UP_MS;
  const closed = rental.expiresAt !== null && now >= rental.expiresAt;
  return quiet || closed;
}
