import type { PurchasesResponse, SeriesDetail, History } from "@tazama/contracts";
import type { EpisodeState } from "../../features/catalogue/lib/episode-state.ts";
import { accessTo } from "../../features/purchases/lib/access.ts";

/**
 * Each episode's state for the viewer: how they may play it (owned, a live rental, an active
 * pass, or free) and how much of it they watched.
 */
export function episodeStates(
  series: Pick<SeriesDetail, "episodes">,
  purchases: PurchasesResponse | undefined,
  history: History | undefined,
  now: number,
): Map<string, EpisodeState> {
  const watched = new Map(history?.items.map((item) => [item.ref, item.watched]));
  return new Map(
    series.episodes.map((episode) => {
      const held = accessTo(episode.ref, purchases, now);
      const access = held
        ? held.kind === "buy"
          ? "owned"
          : held.kind === "rent"
            ? "rented"
            : "pass"
        : episode.free
          ? "free"
          : null;
      return [episode.ref, { access, watched: watched.get(episode.ref) ?? null }];
    }),
  );
}
