import { FINISHED_FRACTION } from "@tazama/contracts";

/** What the viewer holds of an episode, and how much of it they watched. */
export interface EpisodeState {
  /** How they may play it, if they may. */
  access: "owned" | "rented" | "pass" | "free" | null;
  /** Share watched, 0–1; null when never started. */
  watched: number | null;
}

export type EpisodeStates = ReadonlyMap<string, EpisodeState>;

const ACCESS_LABEL: Record<NonNullable<EpisodeState["access"]>, string> = {
  owned: "Owned",
  rented: "Rented",
  pass: "In your pass",
  free: "Free",
};

/** The badges an episode row shows: how the viewer holds it, and Watched once finished. */
export function episodeBadges(state: EpisodeState | undefined): string[] {
  if (!state) return [];
  const badges = state.access ? [ACCESS_LABEL[state.access]] : [];
  if (state.watched !== null && state.watched >= FINISHED_FRACTION) badges.push("Watched");
  return badges;
}

/** The progress bar's share: shown only for an episode started and not finished. */
export function episodeProgress(state: EpisodeState | undefined): number | null {
  if (
    !state ||
    state.watched === null ||
    state.watched <= 0 ||
    state.watched >= FINISHED_FRACTION
  ) {
    return null;
  }
  return state.watched;
}

/**
 * Where the series' Play button leads: the first episode (by number) the viewer may play and has
 * not finished — resumed when started. Null when they may play none, or finished all they may.
 */
export function nextToPlay(
  episodes: readonly { ref: string; episodeNumber: number }[],
  states: EpisodeStates,
): { ref: string; episodeNumber: number; resume: boolean } | null {
  const sorted = [...episodes].sort((a, b) => a.episodeNumber - b.episodeNumber);
  for (const episode of sorted) {
    const state = states.get(episode.ref);
    if (!state?.access) continue;
    if (state.watched !== null && state.watched >= FINISHED_FRACTION) continue;
    return {
      ref: episode.ref,
      episodeNumber: episode.episodeNumber,
      resume: state.watched !== null && state.watched > 0,
    };
  }
  return null;
}
