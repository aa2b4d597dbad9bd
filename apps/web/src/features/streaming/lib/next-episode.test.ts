import { describe, expect, it } from "vitest";
import { nearTheEnd, pickNextEpisode } from "./next-episode.ts";

const ep = (n: number) => ({ ref: `ep-${n}`, title: `Jua Kali Ep. ${n}`, episodeNumber: n });

describe("pickNextEpisode", () => {
  it("picks the next episode number, whatever the order of the list", () => {
    const list = [ep(3), ep(1), ep(2)];
    expect(pickNextEpisode(list, "ep-1")).toEqual(ep(2));
    expect(pickNextEpisode(list, "ep-2")).toEqual(ep(3));
  });

  it("skips a gap in the numbering", () => {
    expect(pickNextEpisode([ep(1), ep(4), ep(7)], "ep-1")).toEqual(ep(4));
  });

  it("gives nothing after the last episode, for an unknown ref or without a series", () => {
    expect(pickNextEpisode([ep(1), ep(2)], "ep-2")).toBeNull();
    expect(pickNextEpisode([ep(1), ep(2)], "other")).toBeNull();
    expect(pickNextEpisode(null, "ep-1")).toBeNull();
    expect(pickNextEpisode([], "ep-1")).toBeNull();
  });
});

describe("nearTheEnd", () => {
  it("is true in the last 10 s only, and never for a video too short or of unknown length", () => {
    expect(nearTheEnd(89, 100)).toBe(false);
    expect(nearTheEnd(90, 100)).toBe(true);
    expect(nearTheEnd(100, 100)).toBe(true);
    expect(nearTheEnd(1, 8)).toBe(false);
    expect(nearTheEnd(5, Number.NaN)).toBe(false);
    expect(nearTheEnd(5, Number.POSITIVE_INFINITY)).toBe(false);
  });
});
