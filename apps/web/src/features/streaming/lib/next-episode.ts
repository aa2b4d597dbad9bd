export interface EpisodeRef {
  ref: string;
  title: string;
  episodeNumber: number;
}

/**
 * The episode after `currentRef` in its series (the next higher episode number), or null for the
 * last episode, a title not in the list, or a movie (no episodes).
 */
export function pickNextEpisode(
  episodes: readonly EpisodeRef[] | null | undefined,
  currentRef: string,
): EpisodeRef | null {
  if (!episodes) return null;
  const current = episodes.find((e) => e.ref === currentRef);
  if (!current) return null;
  let next: EpisodeRef | null = null;
  for (const e of episodes) {
    if (
      e.episodeNumber > current.episodeNumber &&
      (!next || e.episodeNumber < next.episodeNumber)
    ) {
      next = e;
    }
  }
  return next;
}

/** Seconds before the end at which "Next episode" appears. */
export const NEXT_EPISODE_LEAD_S = 10;
/** The countdown before the next episode starts on its own. */
export const NEXT_EPISODE_COUNTDOWN_S = 5;

/** Whether the offer should show: in the last 10 s of a video long enough to have an end. */
export function nearTheEnd(currentTime: number, duration: number): boolean {
  return (
    Number.isFinite(duration) &&
    duration > NEXT_EPISODE_LEAD_S &&
    duration - currentTime <= NEXT_EPISODE_LEAD_S
  );
}
