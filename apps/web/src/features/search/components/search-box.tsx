import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { CloseButton, Input } from "@mantine/core";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/UnstyledButton.css";
import type { CatalogueItem } from "@tazama/contracts";
import { type KeyboardEvent, useCallback, useRef, useState } from "react";
import { useSearchCombobox } from "../hooks/use-search-combobox.ts";
import { DROPDOWN_LIMIT, DROPDOWN_SYNOPSIS, searchPagePath } from "../lib/search.ts";
import classes from "./search-box.module.css";
import { SearchIcon } from "./search-icon.tsx";
import { SearchResults } from "./search-results.tsx";

export interface SearchBoxProps {
  /** The loaded catalogue: movies and series episodes. */
  items: CatalogueItem[];
}

/** Desktop search: an input with a dropdown of the first 10 results (spec §9). */
export function SearchBox({ items }: SearchBoxProps) {
  const [opened, setOpened] = useState(false);
  const i18n = useI18n();
  const inputRef = useRef<HTMLInputElement>(null);
  const close = useCallback(() => {
    setOpened(false);
  }, []);
  const box = useSearchCombobox({ items, limit: DROPDOWN_LIMIT, onClose: close });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      if (opened) event.preventDefault();
      close();
      return;
    }
    if (!opened) {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") setOpened(true);
      return;
    }
    box.onKeyDown(event);
  };

  const clear = () => {
    box.reset();
    setOpened(true);
    inputRef.current?.focus();
  };

  return (
    <div className={classes.root}>
      <Input
        ref={inputRef}
        classNames={{ input: classes.input }}
        role="combobox"
        aria-label={i18n._({ id: "search.label", message: "Search" })}
        aria-autocomplete="list"
        aria-haspopup="listbox"
        aria-expanded={opened}
        aria-controls={box.listboxId}
        aria-activedescendant={opened ? box.activeDescendant : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        placeholder={i18n._({ id: "search.placeholder", message: "Search content..." })}
        value={box.query}
        onChange={(event) => {
          box.setQuery(event.currentTarget.value);
          setOpened(true);
        }}
        onFocus={() => {
          setOpened(true);
        }}
        onClick={() => {
          setOpened(true);
        }}
        onBlur={close}
        onKeyDown={onKeyDown}
        leftSection={<SearchIcon />}
        rightSectionPointerEvents="all"
        rightSection={
          box.query !== "" ? (
            <CloseButton
              size="sm"
              aria-label={i18n._({ id: "search.clear", message: "Clear search" })}
              onMouseDown={(event) => {
                event.preventDefault();
              }}
              onClick={clear}
            />
          ) : null
        }
      />
      <div className={classes.dropdown} hidden={!opened}>
        <SearchResults
          state={box.state}
          shown={box.shown}
          total={box.results.length}
          listboxId={box.listboxId}
          optionId={box.optionId}
          activeIndex={box.activeIndex}
          synopsisMax={DROPDOWN_SYNOPSIS}
          onSelect={box.openItem}
          onHover={box.setActiveIndex}
          allResultsTo={searchPagePath(box.query)}
          onAllResults={close}
        />
      </div>
    </div>
  );
}
