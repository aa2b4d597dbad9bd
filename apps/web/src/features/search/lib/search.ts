import type { CatalogueItem } from "@tazama/contracts";
import type { I18n } from "../../../lib/i18n/i18n.ts";

/** Spec §9: search constants. */
export const SEARCH_DEBOUNCE_MS = 300;
export const DROPDOWN_LIMIT = 10;
export const DROPDOWN_SYNOPSIS = 80;
export const SPOTLIGHT_SYNOPSIS = 120;

/** Spec §4: the states of a search. */
export type SearchState = "idle" | "typing" | "searching" | "results" | "empty";

export interface SearchIndexEntry {
  item: CatalogueItem;
  /** Title, synopsis, tags and genres, lowercased once; fields separated by a newline. */
  haystack: string;
}

export type SearchIndex = readonly SearchIndexEntry[];

/**
 * `genres` arrives JSON-encoded (spec §3); tolerate a plain array, or a bare
 * comma-separated string, so that a title stays findable by its genres.
 */
export function parseGenreList(genres: unknown): string[] {
  if (Array.isArray(genres)) return genres.filter((g): g is string => typeof g === "string");
  if (typeof genres !== "string") return [];
  const text = genres.trim();
  if (text === "") return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) return parseGenreList(parsed);
    return typeof parsed === "string" ? [parsed] : [];
  } catch {
    return text
      .split(",")
      .map((g) => g.trim())
      .filter((g) => g !== "");
  }
}

/** What a query is matched as: trimmed and lowercased; "" means "no search". */
export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase();
}

export function isBlank(query: string): boolean {
  return query.trim() === "";
}

/** Lowercases every searchable field once, so a keystroke only runs `includes` (DESIGN §7). */
export function buildSearchIndex(items: readonly CatalogueItem[]): SearchIndex {
  return items.map((item) => ({
    item,
    haystack: [
      item.title,
      item.synopsis,
      item.tags.join("\n"),
      parseGenreList(item.genres).join("\n"),
    ]
      .join("\n")
      .toLowerCase(),
  }));
}

/** Items whose title, synopsis, tags or genres contain the query, in catalogue order. */
export function searchItems(index: SearchIndex, query: string): CatalogueItem[] {
  const needle = normalizeQuery(query);
  if (needle === "") return [];
  const matches: CatalogueItem[] = [];
  for (const entry of index) {
    if (entry.haystack.includes(needle)) matches.push(entry.item);
  }
  return matches;
}

/**
 * Cuts `text` to `max` characters (code points, so an emoji is never split),
 * trims trailing space and appends "…". Text of `max` characters or fewer is returned unchanged.
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, max).join("").trimEnd()}…`;
}

/** "Showing first 10 of N results" when more results exist than are shown, else null. */
export function resultNote(total: number, i18n: I18n, shown = DROPDOWN_LIMIT): string | null {
  if (total <= shown) return null;
  return i18n._({
    id: "search.note",
    message: "Showing first {shown} of {total} results",
    values: { shown, total },
  });
}

export interface SearchStateInput {
  /** What is in the box right now. */
  query: string;
  /** The query after the debounce. */
  debouncedQuery: string;
  /** The query the current results were computed for. */
  searchedQuery: string;
  resultCount: number;
}

/**
 * idle: nothing (or only spaces) typed. typing: the debounce has not fired yet.
 * searching: the debounced query is being filtered. results / empty: the outcome.
 */
export function searchState({
  query,
  debouncedQuery,
  searchedQuery,
  resultCount,
}: SearchStateInput): SearchState {
  const current = normalizeQuery(query);
  if (current === "") return "idle";
  if (normalizeQuery(debouncedQuery) !== current) return "typing";
  if (normalizeQuery(searchedQuery) !== current) return "searching";
  return resultCount > 0 ? "results" : "empty";
}

/** Portrait art (spec §3): the item's poster, else the uploads path by ref. */
export function portraitUrl(item: Pick<CatalogueItem, "poster" | "ref">): string {
  return item.poster || `/content/uploads/${item.ref}_port.jpg`;
}

export function viewPath(ref: string): string {
  return `/view/${encodeURIComponent(ref)}`;
}

/** The server-side results page of a query (`/search?q=`). */
export function searchPagePath(query: string): string {
  return `/search?q=${encodeURIComponent(query.trim())}`;
}
