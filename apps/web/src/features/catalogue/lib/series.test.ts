import { describe, expect, it } from "vitest";
import { catalogueItem, episodeItem } from "../test/factories.ts";
import { buildSeries, seriesSlug } from "./series.ts";

describe("buildSeries", () => {
  it("groups episodes by series title, sorted by number, with the first episode's poster", () => {
    const items = [
      episodeItem("The Wedding Party", 3, { year: 2021, genres: ["Comedy"] }),
      episodeItem("The Wedding Party", 1, { year: 2020, genres: ["Romance", "Comedy"] }),
      episodeItem("The Wedding Party", 2, { genres: ["Drama"] }),
    ];
    const [series, ...rest] = buildSeries(items);
    expect(rest).toEqual([]);
    expect(series).toMatchObject({
      id: "the-wedding-party",
      seriesTitle: "The Wedding Party",
      year: 2020,
      poster: "/content/uploads/the-wedding-party-ep-1_port.jpg",
      episodeCount: 3,
      genres: ["Romance", "Comedy", "Drama"],
    });
    expect(series!.episodes.map((e) => [e.episodeNumber, e.ref])).toEqual([
      [1, "the-wedding-party-ep-1"],
      [2, "the-wedding-party-ep-2"],
      [3, "the-wedding-party-ep-3"],
    ]);
  });

  it("keeps the catalogue order of each series' first appearance", () => {
    const items = [
      episodeItem("Blood Sisters", 2),
      episodeItem("Shanty Town", 1),
      episodeItem("Blood Sisters", 1),
    ];
    expect(buildSeries(items).map((s) => s.seriesTitle)).toEqual(["Blood Sisters", "Shanty Town"]);
  });

  it("ignores movies and series titles without an 'Ep.' number", () => {
    const items = [
      catalogueItem({ ref: "a-movie", title: "King of Boys Ep. 1", type: "Movie" }),
      catalogueItem({ ref: "trailer", title: "Blood Sisters Trailer", type: "Series" }),
      catalogueItem({ ref: "episode-word", title: "Blood Sisters Episode 4", type: "Series" }),
      episodeItem("Blood Sisters", 1),
    ];
    const series = buildSeries(items);
    expect(series).toHaveLength(1);
    expect(series[0]!.episodes.map((e) => e.ref)).toEqual(["blood-sisters-ep-1"]);
  });

  it("returns no series for an empty catalogue", () => {
    expect(buildSeries([])).toEqual([]);
  });
});

describe("seriesSlug", () => {
  it("lowercases and turns runs of non-alphanumerics into one hyphen", () => {
    expect(seriesSlug("The Wedding Party")).toBe("the-wedding-party");
    expect(seriesSlug("  Jàǹdó: Part II!! ")).toBe("jàǹdó-part-ii");
    expect(seriesSlug("Ọlọ́run & Me")).toBe("ọlọ́run-me");
  });
});
