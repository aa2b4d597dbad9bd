import { type CatalogueItem, parseEpisodeTitle } from "@tazama/contracts";
import { parseGenres } from "./parse-genres.ts";

export interface Episode extends CatalogueItem {
  episodeNumber: number;
}

/** A series built on the client from its episodes in the catalogue (spec §3). */
export interface Series {
  /** The series title as a slug: lowercased, every run of non-alphanumerics turned into "-". */
  id: string;
  /** Its page's ref (/series/{ref}), from its episodes; the id when the catalogue has none. */
  ref: string;
  seriesTitle: string;
  /** The year of the first episode. */
  year: number;
  /** The poster of the first episode. */
  poster: string;
  episodeCount: number;
  /** Sorted by episode number. */
  episodes: Episode[];
  /** Every genre of any episode, in order of first appearance. */
  genres: string[];
}

export function seriesSlug(seriesTitle: string): string {
  return seriesTitle
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Groups the catalogue's titles of type "Series" named "{series title} Ep. {n}" by series title,
 * in the catalogue order of each series' first appearance. Titles not named that way are ignored.
 */
export function buildSeries(items: readonly CatalogueItem[]): Series[] {
  const bySeries = new Map<string, Episode[]>();
  for (const item of items) {
    if (item.type !== "Series") continue;
    const parsed = parseEpisodeTitle(item.title);
    if (!parsed) continue;
    const episode: Episode = { ...item, episodeNumber: parsed.episodeNumber };
    const episodes = bySeries.get(parsed.seriesTitle);
    if (episodes) episodes.push(episode);
    else bySeries.set(parsed.seriesTitle, [episode]);
  }
  return [...bySeries].map(([seriesTitle, unsorted]) => {
    const episodes = [...unsorted].sort((a, b) => a.episodeNumber - b.episodeNumber);
    const first = episodes[0]!;
    return {
      id: seriesSlug(seriesTitle),
      ref: first.seriesRef ?? seriesSlug(seriesTitle),
      seriesTitle,
      year: first.year,
      poster: first.poster,
      episodeCount: episodes.length,
      episodes,
      genres: [...new Set(episodes.flatMap((e) => parseGenres(e.genres)))],
    };
  });
}
