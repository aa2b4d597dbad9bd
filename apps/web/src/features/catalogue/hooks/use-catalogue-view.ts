import { useQuery } from "@tanstack/react-query";
import type { CatalogueItem, CatalogueResponse } from "@tazama/contracts";
import { catalogueQueryOptions } from "../api/get-catalogue.ts";
import {
  type GenreGroup,
  type SeriesGenreGroup,
  genreGroups,
  seriesGenreGroups,
} from "../lib/genre-groups.ts";
import { type Series, buildSeries } from "../lib/series.ts";

/** The catalogue as the pages use it, derived once per response. */
export interface CatalogueView {
  movies: CatalogueItem[];
  series: Series[];
  genreGroups: GenreGroup[];
  seriesGenreGroups: SeriesGenreGroup[];
}

export function toCatalogueView(data: CatalogueResponse): CatalogueView {
  const series = buildSeries(data.content);
  return {
    movies: data.content.filter((item) => item.type === "Movie"),
    series,
    genreGroups: genreGroups(data.content, data.genres),
    seriesGenreGroups: seriesGenreGroups(series, data.genres),
  };
}

/** The catalogue query with its derived view (a stable `select`, so it is computed once). */
export function useCatalogueView({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...catalogueQueryOptions, select: toCatalogueView, enabled });
}
