import { type RefObject, useEffect, useRef, useState } from "react";
import { type BudgetRung, budgetPlan } from "../lib/data-budget.ts";

/** How often the plan is made again (and the megabytes shown). */
const EVERY_MS = 5_000;

interface Player {
  listening: boolean;
  canListen: boolean;
  listen: (on: boolean) => void;
  capTo: (cap: number) => void;
  usedBytes: () => number;
  rungs: () => readonly BudgetRung[];
}

/**
 * "Use at most N MB for this film": every few seconds, the best rung that fits what is left of
 * the limit over what is left of the film caps ABR; when no picture fits, the film goes on as
 * audio only (and comes back to the picture if the plan allows again). Returns the limit, its
 * setter and the bytes used so far.
 */
export function useDataBudget(videoRef: RefObject<HTMLVideoElement | null>, player: Player) {
  const [limit, setLimit] = useState<number | null>(null);
  const [used, setUsed] = useState(0);
  const latest = useRef(player);
  useEffect(() => {
    latest.current = player;
  });
  /** Listening because of the limit (the viewer's own choice to listen is left alone). */
  const forced = useRef(false);

  useEffect(() => {
    const plan = () => {
      const p = latest.current;
      const total = p.usedBytes();
      setUsed(total);
      if (limit === null) {
        p.capTo(-1);
        if (forced.current && p.listening) p.listen(false);
        forced.current = false;
        return;
      }
      const video = videoRef.current;
      const remainingS = (video?.duration || 0) - (video?.currentTime || 0);
      if (!(remainingS > 0)) return;
      const rung = budgetPlan(p.rungs(), limit - total, remainingS);
      if (rung === "audio") {
        if (!p.listening && p.canListen) {
          forced.current = true;
          p.listen(true);
        }
        return;
      }
      p.capTo(rung);
      if (forced.current && p.listening) {
        forced.current = false;
        p.listen(false);
      }
    };
    plan();
    const timer = window.setInterval(plan, EVERY_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, [limit, videoRef]);

  return { limit, setLimit, used };
}
