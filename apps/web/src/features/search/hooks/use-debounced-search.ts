import type { CatalogueItem } from "@tazama/contracts";
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import {
  SEARCH_DEBOUNCE_MS,
  type SearchState,
  buildSearchIndex,
  isBlank,
  searchItems,
  searchState,
} from "../lib/search.ts";

export interface DebouncedSearch {
  /** What is in the box. */
  query: string;
  setQuery: (query: string) => void;
  /** `query` once it has been still for 300 ms ("" while blank). */
  debouncedQuery: string;
  state: SearchState;
  /** Matches of the last finished search, in catalogue order (stale while typing). */
  results: CatalogueItem[];
  /** Empties the box and returns to idle at once. */
  reset: () => void;
}

/**
 * Client-side search over already-loaded items (spec §7: no call). The index is built once per
 * `items`; a keystroke restarts a 300 ms timer; blank input is ignored and resets to idle at once.
 * Filtering runs on a deferred value so typing never waits for it ("searching").
 */
export function useDebouncedSearch(items: readonly CatalogueItem[]): DebouncedSearch {
  const [query, setQueryState] = useState("");
  const [debouncedQuery, setDebouncedQuery] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  const setQuery = useCallback((next: string) => {
    setQueryState(next);
    clearTimeout(timer.current);
    if (isBlank(next)) {
      setDebouncedQuery("");
      return;
    }
    timer.current = setTimeout(() => {
      setDebouncedQuery(next);
    }, SEARCH_DEBOUNCE_MS);
  }, []);

  const reset = useCallback(() => {
    setQuery("");
  }, [setQuery]);

  const index = useMemo(() => buildSearchIndex(items), [items]);
  const searchedQuery = useDeferredValue(debouncedQuery);
  const results = useMemo(() => searchItems(index, searchedQuery), [index, searchedQuery]);
  const state = searchState({ query, debouncedQuery, searchedQuery, resultCount: results.length });

  return { query, setQuery, debouncedQuery, state, results, reset };
}
