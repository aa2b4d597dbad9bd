import { describe, expect, it } from "vitest";
import { catalogueItem, episodeItem } from "../test/factories.ts";
import {
  findGenreGroup,
  findSeriesGenreGroup,
  genreGroups,
  genrePath,
  seriesGenreGroups,
} from "./genre-groups.ts";
import { buildSeries } from "./series.ts";

/** catalogueItem's year. */
const YEAR = 2024;

const content = [
  catalogueItem({ ref: "a", title: "A", genres: ["Drama"] }),
  catalogueItem({ ref: "b", title: "B", genres: ["Sci-Fi & Fantasy", "Drama"] }),
  episodeItem("Blood Sisters", 1, { genres: ["Horror"] }),
  episodeItem("Blood Sisters", 2, { genres: ["Drama"] }),
  episodeItem("Shanty Town", 1, { genres: ["Drama"] }),
];
const genreNames = ["Sci-Fi & Fantasy", "Horror", "Drama", "Comedy"];

describe("genreGroups", () => {
  it("groups movies by genre in the catalogue's genre order, with slug ids", () => {
    expect(genreGroups(content, genreNames)).toEqual([
      {
        id: "scififantasy",
        name: "Sci-Fi & Fantasy",
        movies: [
          { id: "b", ref: "b", title: "B", poster: "/content/uploads/b_port.jpg", year: YEAR },
        ],
      },
      {
        id: "drama",
        name: "Drama",
        movies: [
          { id: "a", ref: "a", title: "A", poster: "/content/uploads/a_port.jpg", year: YEAR },
          { id: "b", ref: "b", title: "B", poster: "/content/uploads/b_port.jpg", year: YEAR },
        ],
      },
    ]);
  });

  it("drops genres without movies (Horror has only a series, Comedy nothing)", () => {
    const ids = genreGroups(content, genreNames).map((g) => g.id);
    expect(ids).not.toContain("horror");
    expect(ids).not.toContain("comedy");
  });
});

describe("seriesGenreGroups", () => {
  it("lists each series once per genre, with ids of the form series-genre-{slug}", () => {
    const groups = seriesGenreGroups(buildSeries(content), genreNames);
    expect(groups.map((g) => [g.id, g.slug, g.name, g.series.map((s) => s.seriesTitle)])).toEqual([
      ["series-genre-horror", "horror", "Horror", ["Blood Sisters"]],
      ["series-genre-drama", "drama", "Drama", ["Blood Sisters", "Shanty Town"]],
    ]);
  });

  it("returns no groups when there are no series", () => {
    expect(seriesGenreGroups([], genreNames)).toEqual([]);
  });
});

describe("finding a group by the route's id", () => {
  const movieGroups = genreGroups(content, genreNames);
  const seriesGroups = seriesGenreGroups(buildSeries(content), genreNames);

  it("matches the slug, whatever its case", () => {
    expect(findGenreGroup(movieGroups, "scififantasy")?.name).toBe("Sci-Fi & Fantasy");
    expect(findGenreGroup(movieGroups, "Drama")?.name).toBe("Drama");
    expect(findSeriesGenreGroup(seriesGroups, "horror")?.name).toBe("Horror");
  });

  it("tolerates a series-genre- prefix on a series genre id", () => {
    expect(findSeriesGenreGroup(seriesGroups, "series-genre-drama")?.name).toBe("Drama");
  });

  it("finds nothing for an unknown or empty genre", () => {
    expect(findGenreGroup(movieGroups, "nosuchgenre")).toBeUndefined();
    expect(findGenreGroup(movieGroups, "comedy")).toBeUndefined();
    expect(findSeriesGenreGroup(seriesGroups, "scififantasy")).toBeUndefined();
  });
});

describe("genrePath", () => {
  it("links a genre page with the name in the genre query", () => {
    expect(genrePath("movies", "scififantasy", "Sci-Fi & Fantasy")).toBe(
      "/genres/scififantasy?genre=Sci-Fi%20%26%20Fantasy",
    );
    expect(genrePath("series", "drama", "Drama")).toBe("/seriesgenres/drama?genre=Drama");
  });
});
