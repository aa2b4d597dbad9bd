/** Two taps closer than this on the same side of the video are a double tap. */
export const DOUBLE_TAP_MS = 300;

export interface Tap {
  at: number;
  /** Horizontal position as a fraction of the player's width (0 left … 1 right). */
  x: number;
}

/**
 * What a tap means given the tap before it: a double tap on the left third goes back 10 s, on the
 * right third forward 10 s; anything else (a single tap, a double tap in the middle) just shows
 * or hides the controls.
 */
export function readTap(previous: Tap | null, tap: Tap): "back" | "forward" | "toggle-controls" {
  const side = tap.x < 1 / 3 ? "back" : tap.x > 2 / 3 ? "forward" : null;
  const double = previous !== null && tap.at - previous.at <= DOUBLE_TAP_MS;
  if (double && side) {
    const previousSide = previous.x < 1 / 3 ? "back" : previous.x > 2 / 3 ? "forward" : null;
    if (previousSide === side) return side;
  }
  return "toggle-controls";
}
