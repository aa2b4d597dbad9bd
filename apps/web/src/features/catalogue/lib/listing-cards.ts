import type { CatalogueView } from "../hooks/use-catalogue-view.ts";
import { type PosterCardData, movieCard, seriesCard } from "./cards.ts";
import { findGenreGroup, findSeriesGenreGroup } from "./genre-groups.ts";

/**
 * The cards of each listing page, in the grid's order: one definition for the pages and for the
 * server, which preloads the first posters (they are the largest paint on a phone).
 */
export function movieListingCards(view: CatalogueView): PosterCardData[] {
  return view.movies.map((m) => movieCard(m, String(m.year)));
}

export function seriesListingCards(view: CatalogueView): PosterCardData[] {
  return view.series.map(seriesCard);
}

/** Undefined for a genre that has no movies (the page shows its empty state). */
export function genreListingCards(view: CatalogueView, id: string) {
  const group = findGenreGroup(view.genreGroups, id);
  return group && { name: group.name, cards: group.movies.map((m) => movieCard(m)) };
}

export function seriesGenreListingCards(view: CatalogueView, id: string) {
  const group = findSeriesGenreGroup(view.seriesGenreGroups, id);
  return group && { name: group.name, cards: group.series.map(seriesCard) };
}
