import { describe, expect, it } from "vitest";
import { type EpisodeState, episodeBadges, episodeProgress, nextToPlay } from "./episode-state.ts";

const episodes = [3, 1, 2].map((n) => ({ ref: `ep-${n}`, episodeNumber: n }));
const states = (list: (EpisodeState | undefined)[]) =>
  new Map(list.flatMap((s, i) => (s ? [[`ep-${i + 1}`, s] as const] : [])));

describe("episode state", () => {
  it("badges how the episode is held and Watched once 95 % is seen", () => {
    expect(episodeBadges({ access: "owned", watched: 0.96 })).toEqual(["Owned", "Watched"]);
    expect(episodeBadges({ access: "pass", watched: 0.5 })).toEqual(["In your pass"]);
    expect(episodeBadges({ access: null, watched: 1 })).toEqual(["Watched"]);
    expect(episodeBadges(undefined)).toEqual([]);
  });

  it("shows progress only for an episode started and not finished", () => {
    expect(episodeProgress({ access: "rented", watched: 0.4 })).toBe(0.4);
    expect(episodeProgress({ access: "rented", watched: 0.97 })).toBeNull();
    expect(episodeProgress({ access: "rented", watched: 0 })).toBeNull();
    expect(episodeProgress({ access: null, watched: null })).toBeNull();
  });

  it("plays the first playable episode not finished, resuming one started", () => {
    expect(nextToPlay(episodes, states([]))).toBeNull();
    expect(
      nextToPlay(
        episodes,
        states([
          { access: "owned", watched: 1 },
          { access: "owned", watched: 0.3 },
          { access: "owned", watched: null },
        ]),
      ),
    ).toEqual({ ref: "ep-2", episodeNumber: 2, resume: true });
    expect(
      nextToPlay(
        episodes,
        states([{ access: null, watched: null }, undefined, { access: "free", watched: null }]),
      ),
    ).toEqual({ ref: "ep-3", episodeNumber: 3, resume: false });
    expect(nextToPlay(episodes, states([{ access: "owned", watched: 0.99 }]))).toBeNull();
  });
});
