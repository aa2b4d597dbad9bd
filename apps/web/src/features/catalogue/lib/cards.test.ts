import { describe, expect, it } from "vitest";
import { episodeItem } from "../test/factories.ts";
import { movieCard, seriesCard, titlePath } from "./cards.ts";
import { buildSeries } from "./series.ts";

describe("cards", () => {
  it("links a movie card to its title page", () => {
    expect(movieCard({ ref: "a", title: "A", poster: "/p.jpg", year: 2024 }, "2024")).toEqual({
      key: "a",
      to: "/view/a",
      title: "A",
      poster: "/p.jpg",
      meta: "2024",
      item: { ref: "a", year: 2024 },
    });
  });

  it("links a series card to the series' page, counts the episodes, and names the whole series for My List", () => {
    const [series] = buildSeries([episodeItem("Shanty Town", 2), episodeItem("Shanty Town", 1)]);
    expect(seriesCard(series!)).toEqual({
      key: "shanty-town",
      to: "/series/shanty-town",
      title: "Shanty Town",
      poster: "/content/uploads/shanty-town-ep-1_port.jpg",
      episodes: 2,
      item: { ref: "shanty-town-ep-1", year: series!.year, kind: "series" },
    });
  });

  it("writes paths", () => {
    expect(titlePath("kings-of-lagos")).toBe("/view/kings-of-lagos");
  });
});
