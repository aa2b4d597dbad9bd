import type { CatalogueItem } from "@tazama/contracts";
import { describe, expect, it } from "vitest";
import { movieRowsByGenre, parseGenres } from "./genre-rows.ts";

const item = (ref: string, type: "Movie" | "Series", genres: string[]): CatalogueItem => ({
  id: ref,
  ref,
  title: ref,
  poster: `/content/uploads/${ref}_port.jpg`,
  year: 2024,
  type,
  genres: JSON.stringify(genres),
  synopsis: "",
  tags: [],
  duration: 5400,
  free: false,
});

describe("parseGenres", () => {
  it("reads a JSON-encoded list, a plain array, and ignores junk", () => {
    expect(parseGenres('["Drama","Comedy"]')).toEqual(["Drama", "Comedy"]);
    expect(parseGenres(["Drama", 3, "Epic"])).toEqual(["Drama", "Epic"]);
    expect(parseGenres("not json")).toEqual([]);
    expect(parseGenres(null)).toEqual([]);
  });
});

describe("movieRowsByGenre", () => {
  it("groups movies by genre in the given order and drops empty genres and series", () => {
    const content = [
      item("a", "Movie", ["Drama"]),
      item("b", "Movie", ["Comedy", "Drama"]),
      item("c", "Series", ["Horror"]),
    ];
    const rows = movieRowsByGenre(content, ["Comedy", "Horror", "Drama"]);
    expect(rows.map((r) => [r.name, r.items.map((i) => i.ref)])).toEqual([
      ["Comedy", ["b"]],
      ["Drama", ["a", "b"]],
    ]);
  });
});
