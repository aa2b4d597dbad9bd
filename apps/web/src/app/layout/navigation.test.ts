import { describe, expect, it } from "vitest";
import { activeCategory, genreBarKind } from "./navigation.ts";

describe("activeCategory", () => {
  it.each([
    ["/movies", "", "Movies"],
    ["/genres/drama", "?genre=Drama", "Movies"],
    ["/series", "", "Series"],
    ["/seriesgenres/comedy", "", "Series"],
    ["/coming-soon", "?category=Podcasts", "Podcasts"],
    ["/coming-soon", "?category=Nope", null],
    ["/", "", null],
    ["/view/abc", "", null],
  ])("%s%s → %s", (path, search, expected) => {
    expect(activeCategory(path, search)).toBe(expected);
  });
});

describe("genreBarKind", () => {
  it.each([
    ["/movies", "movies"],
    ["/genres/drama", "movies"],
    ["/series", "series"],
    ["/seriesgenres/epic", "series"],
    ["/", null],
    ["/genres", null],
    ["/view/x", null],
  ])("%s → %s", (path, expected) => {
    expect(genreBarKind(path)).toBe(expected);
  });
});
