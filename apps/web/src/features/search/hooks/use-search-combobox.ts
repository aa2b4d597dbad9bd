import type { CatalogueItem } from "@tazama/contracts";
import { type KeyboardEvent, useCallback, useId, useMemo } from "react";
import { useNavigate } from "react-router";
import { viewPath } from "../lib/search.ts";
import { useActiveOption } from "./use-active-option.ts";
import { type DebouncedSearch, useDebouncedSearch } from "./use-debounced-search.ts";

export interface SearchComboboxOptions {
  items: readonly CatalogueItem[];
  /** How many results to render; all when omitted. */
  limit?: number;
  /** Closes the dropdown after a result is opened. */
  onClose: () => void;
  /** Open a result in place of the current history entry (the spotlight's own entry). */
  replace?: boolean;
}

export interface SearchCombobox extends DebouncedSearch {
  /** The results rendered as options (the first `limit`). */
  shown: CatalogueItem[];
  activeIndex: number;
  setActiveIndex: (index: number) => void;
  listboxId: string;
  optionId: (index: number) => string;
  /** Id of the highlighted option, for `aria-activedescendant`. */
  activeDescendant: string | undefined;
  /** Goes to `/view/{ref}` and closes; the query is kept. */
  openItem: (item: CatalogueItem) => void;
  /** Arrow keys move the highlight (wrapping), Enter opens the highlighted result. */
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** Search state, the highlighted result and keyboard handling shared by the dropdown and the spotlight. */
export function useSearchCombobox({
  items,
  limit,
  onClose,
  replace = false,
}: SearchComboboxOptions): SearchCombobox {
  const search = useDebouncedSearch(items);
  const { results } = search;
  const shown = useMemo(
    () => (limit === undefined ? results : results.slice(0, limit)),
    [results, limit],
  );
  const { activeIndex, move, setActiveIndex } = useActiveOption(shown, shown.length);
  const navigate = useNavigate();
  const listboxId = `${useId()}-listbox`;
  const optionId = useCallback((index: number) => `${listboxId}-option-${index}`, [listboxId]);

  const openItem = useCallback(
    (item: CatalogueItem) => {
      onClose();
      void navigate(viewPath(item.ref), { replace });
    },
    [navigate, onClose, replace],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.nativeEvent.isComposing) return;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        move(event.key === "ArrowDown" ? 1 : -1);
      } else if (event.key === "Enter") {
        const item = shown[activeIndex];
        if (item) {
          event.preventDefault();
          openItem(item);
        }
      }
    },
    [move, shown, activeIndex, openItem],
  );

  return {
    ...search,
    shown,
    activeIndex,
    setActiveIndex,
    listboxId,
    optionId,
    activeDescendant: activeIndex >= 0 ? optionId(activeIndex) : undefined,
    openItem,
    onKeyDown,
  };
}
