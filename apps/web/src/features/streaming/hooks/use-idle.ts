import { useCallback, useEffect, useRef, useState } from "react";

/** How long the controls stay after the last input while the video plays. */
export const CONTROLS_HIDE_AFTER_MS = 3000;

/**
 * Whether the viewer has been still for `after` ms. `poke` (any input) makes them active again;
 * nothing hides while `hold` is true (paused, a menu open, focus in the controls).
 */
export function useIdle(hold: boolean, after = CONTROLS_HIDE_AFTER_MS) {
  const [idle, setIdle] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const arm = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = hold
      ? undefined
      : window.setTimeout(() => {
          setIdle(true);
        }, after);
  }, [hold, after]);
  // Holding (or letting go) shows the controls again, adjusted while rendering.
  const [heldBefore, setHeldBefore] = useState(hold);
  if (heldBefore !== hold) {
    setHeldBefore(hold);
    setIdle(false);
  }
  useEffect(() => {
    arm();
    return () => {
      window.clearTimeout(timer.current);
    };
  }, [arm]);
  const poke = useCallback(() => {
    setIdle(false);
    arm();
  }, [arm]);
  return { idle: idle && !hold, poke };
}
