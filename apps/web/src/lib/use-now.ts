import { useEffect, useState } from "react";

/** The current time, refreshed every `intervalMs` (for live countdowns). */
export function useNow(intervalMs = 1_000, clock: () => number = Date.now): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const id = setInterval(() => {
      setNow(clock());
    }, intervalMs);
    return () => {
      clearInterval(id);
    };
  }, [intervalMs, clock]);
  return now;
}
