import type { CatalogueItem } from "@tazama/contracts";

/** `genres` arrives JSON-encoded (spec §3) but tolerate a plain array or junk. */
export function parseGenres(genres: unknown): string[] {
  if (Array.isArray(genres)) return genres.filter((g): g is string => typeof g === "string");
  if (typeof genres !== "string") return [];
  try {
    return parseGenres(JSON.parse(genres) as unknown);
  } catch {
    return [];
  }
}

export interface GenreRow {
  name: string;
  items: CatalogueItem[];
}

/** One row per genre, in the catalogue's genre order, movies only; empty rows dropped. */
export function movieRowsByGenre(content: CatalogueItem[], genreNames: string[]): GenreRow[] {
  const movies = content.filter((item) => item.type === "Movie");
  return genreNames
    .map((name) => ({ name, items: movies.filter((m) => parseGenres(m.genres).includes(name)) }))
    .filter((row) => row.items.length > 0);
}
