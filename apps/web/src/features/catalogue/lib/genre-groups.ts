import { type CatalogueItem, genreSlug } from "@tazama/contracts";
import { parseGenres } from "./parse-genres.ts";
import type { Series } from "./series.ts";

/** A movie as a genre group lists it (spec §3). */
export interface GroupMovie {
  /** Equal to ref. */
  id: string;
  title: string;
  poster: string;
  ref: string;
  year: number;
}

export interface GenreGroup {
  /** genreSlug(name): the id in /genres/{id}. */
  id: string;
  name: string;
  movies: GroupMovie[];
}

export interface SeriesGenreGroup {
  /** "series-genre-{slug}" (spec §3). */
  id: string;
  /** genreSlug(name): the id in /seriesgenres/{id}. */
  slug: string;
  name: string;
  /** One entry per series title. */
  series: Series[];
}

const SERIES_GENRE_PREFIX = "series-genre-";

/** One group per genre, in the catalogue's genre order, movies only; empty groups dropped. */
export function genreGroups(
  items: readonly CatalogueItem[],
  genreNames: readonly string[],
): GenreGroup[] {
  const movies = items
    .filter((item) => item.type === "Movie")
    .map((item) => ({ item, genres: parseGenres(item.genres) }));
  return genreNames
    .map((name) => ({
      id: genreSlug(name),
      name,
      movies: movies
        .filter((m) => m.genres.includes(name))
        .map(({ item }) => ({
          id: item.ref,
          title: item.title,
          poster: item.poster,
          ref: item.ref,
          year: item.year,
        })),
    }))
    .filter((group) => group.movies.length > 0);
}

/** One group per genre with the series having an episode in it; empty groups dropped. */
export function seriesGenreGroups(
  series: readonly Series[],
  genreNames: readonly string[],
): SeriesGenreGroup[] {
  return genreNames
    .map((name) => {
      const slug = genreSlug(name);
      return {
        id: `${SERIES_GENRE_PREFIX}${slug}`,
        slug,
        name,
        series: series.filter((s) => s.genres.includes(name)),
      };
    })
    .filter((group) => group.series.length > 0);
}

/** The movie group for the `:id` of /genres/{id}. */
export function findGenreGroup(groups: readonly GenreGroup[], id: string): GenreGroup | undefined {
  const slug = id.toLowerCase();
  return groups.find((g) => g.id === slug);
}

/** The series group for the `:id` of /seriesgenres/{id}; a "series-genre-" prefix is tolerated. */
export function findSeriesGenreGroup(
  groups: readonly SeriesGenreGroup[],
  id: string,
): SeriesGenreGroup | undefined {
  const lower = id.toLowerCase();
  const slug = lower.startsWith(SERIES_GENRE_PREFIX)
    ? lower.slice(SERIES_GENRE_PREFIX.length)
    : lower;
  return groups.find((g) => g.slug === slug);
}

/** The link to a genre page, with the name in the `genre` query (spec §2). */
export function genrePath(kind: "movies" | "series", slug: string, name: string): string {
  const base = kind === "movies" ? "/genres" : "/seriesgenres";
  return `${base}/${slug}?genre=${encodeURIComponent(name)}`;
}
