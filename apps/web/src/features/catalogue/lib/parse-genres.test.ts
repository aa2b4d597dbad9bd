import { describe, expect, it } from "vitest";
import { parseGenres } from "./parse-genres.ts";

describe("parseGenres", () => {
  it("reads a JSON-encoded list of names", () => {
    expect(parseGenres('["Drama","Comedy"]')).toEqual(["Drama", "Comedy"]);
  });

  it("accepts a plain array and keeps only its strings", () => {
    expect(parseGenres(["Drama", 3, "Epic", null])).toEqual(["Drama", "Epic"]);
  });

  it("turns junk into an empty list", () => {
    expect(parseGenres("not json")).toEqual([]);
    expect(parseGenres('{"a":1}')).toEqual([]);
    expect(parseGenres('"Drama"')).toEqual([]);
    expect(parseGenres("")).toEqual([]);
    expect(parseGenres(null)).toEqual([]);
    expect(parseGenres(undefined)).toEqual([]);
    expect(parseGenres(42)).toEqual([]);
  });
});
