import { seriesPath } from "@tazama/contracts";
import type { Series } from "./series.ts";

/** What a poster card shows and where it leads. */
export interface PosterCardData {
  /** Unique within a list. */
  key: string;
  to: string;
  title: string;
  /** Portrait art path (2:3). */
  poster: string;
  /** A short line under the title: a year. */
  meta?: string;
  /** A series' episode count, said under the title ("8 episodes") in the page's language. */
  episodes?: number;
  /** How much has been watched, 0–1: a thin bar along the poster's foot. */
  progress?: number;
  /**
   * What a card action (My List) needs: the title (a movie or an episode), or for a series card
   * the whole series, named by the first episode the card opens.
   */
  item?: { ref: string; year: number; kind?: "title" | "series" };
}

/** The title page of a movie or an episode. */
export function titlePath(ref: string): string {
  return `/view/${encodeURIComponent(ref)}`;
}

export function movieCard(
  movie: { ref: string; title: string; poster: string; year: number },
  meta?: string,
): PosterCardData {
  return {
    key: movie.ref,
    to: titlePath(movie.ref),
    title: movie.title,
    poster: movie.poster,
    meta,
    item: { ref: movie.ref, year: movie.year },
  };
}

/** A series card opens the series' page; My List keeps it by its first episode. */
export function seriesCard(series: Series): PosterCardData {
  const first = series.episodes[0];
  return {
    key: series.id,
    to: seriesPath(series.ref),
    title: series.seriesTitle,
    poster: series.poster,
    episodes: series.episodeCount,
    ...(first ? { item: { ref: first.ref, year: series.year, kind: "series" as const } } : {}),
  };
}
