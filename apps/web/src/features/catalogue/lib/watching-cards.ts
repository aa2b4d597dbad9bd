import type { ContinueWatchingItem, PopularItem } from "@tazama/contracts";
import { type PosterCardData, titlePath } from "./cards.ts";

/** The player of a title: a Continue watching card resumes where the viewer stopped. */
export function watchPath(ref: string): string {
  return `/watch/${encodeURIComponent(ref)}`;
}

/** "12 min left", "1 min left". */
export function timeLeft(positionS: number, durationS: number): string {
  const minutes = Math.max(1, Math.round((durationS - positionS) / 60));
  return `${minutes} min left`;
}

export function continueCard(item: ContinueWatchingItem): PosterCardData {
  return {
    key: item.ref,
    to: watchPath(item.ref),
    title: item.title,
    poster: item.poster,
    meta: timeLeft(item.positionS, item.durationS),
    progress: item.durationS > 0 ? item.positionS / item.durationS : 0,
  };
}

export function popularCard(item: PopularItem): PosterCardData {
  return {
    key: item.ref,
    to: titlePath(item.ref),
    title: item.title,
    poster: item.poster,
    item: { ref: item.ref, year: item.year },
  };
}
