import { type CatalogueItem, foldSearchText, searchWords, typoDistance } from "@tazama/contracts";
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
  /** Title, synopsis, tags and genres, folded once (`foldSearchText`); fields separated by a newline. */
  haystack: string;
}

export interface SearchIndex {
  entries: readonly SearchIndexEntry[];
  /**
   * Every word of every field, with the fields holding it: `entry * FIELDS + field` (title,
   * synopsis, tags, genres), so the words of a query are matched within one field.
   */
  words: ReadonlyMap<string, readonly number[]>;
}

const FIELDS = 4;

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

/** What a query is compared as between states: trimmed and lowercased; "" means "no search". */
export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase();
}

export function isBlank(query: string): boolean {
  return query.trim() === "";
}

/**
 * Folds every searchable field once (accents and case, as the server does: `foldSearchText`) and
 * lists its words, so a keystroke runs `includes` and a pass over the words (DESIGN §7).
 */
export function buildSearchIndex(items: readonly CatalogueItem[]): SearchIndex {
  const words = new Map<string, number[]>();
  const entries = items.map((item, i) => {
    const fields = [
      item.title,
      item.synopsis,
      item.tags.join("\n"),
      parseGenreList(item.genres).join("\n"),
    ].map(foldSearchText);
    fields.forEach((field, f) => {
      for (const word of new Set(searchWords(field))) {
        const keys = words.get(word);
        if (keys) keys.push(i * FIELDS + f);
        else words.set(word, [i * FIELDS + f]);
      }
    });
    return { item, haystack: fields.join("\n") };
  });
  return { entries, words };
}

/**
 * The fields holding each typed word, with the fewest typos that word needs there: a word holding
 * it as typed 0, else one within the typo rules (ADR 0062; the last word may be the start of one).
 */
function fieldsOfWord(index: SearchIndex, typed: string, last: boolean): Map<number, number> {
  const fields = new Map<number, number>();
  for (const [word, keys] of index.words) {
    const typos = word.includes(typed) ? 0 : typoDistance(typed, word, { prefix: last });
    if (typos === null) continue;
    for (const key of keys) {
      const known = fields.get(key);
      if (known === undefined || typos < known) fields.set(key, typos);
    }
  }
  return fields;
}

/**
 * Items whose title, synopsis, tags or genres contain the query (accents and case ignored), in
 * catalogue order; then items with one field holding every typed word, in any order and within
 * the typo rules ("ovretime" finds "Oshodi Overtime"), fewest typos first.
 */
export function searchItems(index: SearchIndex, query: string): CatalogueItem[] {
  const needle = foldSearchText(query).trim();
  if (needle === "") return [];
  const matches: CatalogueItem[] = [];
  const found = new Set<number>();
  index.entries.forEach((entry, i) => {
    if (entry.haystack.includes(needle)) {
      matches.push(entry.item);
      found.add(i);
    }
  });
  const typed = searchWords(needle);
  if (typed.length === 0) return matches;
  // Fields holding every word so far, with their typos.
  let fields: Map<number, number> | null = null;
  for (const [w, word] of typed.entries()) {
    const holding = fieldsOfWord(index, word, w === typed.length - 1);
    const next = new Map<number, number>();
    for (const [key, typos] of holding) {
      if (fields === null) next.set(key, typos);
      else if (fields.has(key)) next.set(key, fields.get(key)! + typos);
    }
    fields = next;
    if (fields.size === 0) return matches;
  }
  const typos = new Map<number, number>();
  for (const [key, count] of fields ?? []) {
    const entry = Math.floor(key / FIELDS);
    if (found.has(entry)) continue;
    const known = typos.get(entry);
    if (known === undefined || count < known) typos.set(entry, count);
  }
  const more = [...typos].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  return [...matches, ...more.map(([entry]) => index.entries[entry]!.item)];
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
