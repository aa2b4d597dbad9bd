import { CloseButton, Input } from "@mantine/core";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/UnstyledButton.css";
import { Spotlight, type SpotlightStore } from "@mantine/spotlight";
import "@mantine/spotlight/styles.css";
import type { CatalogueItem } from "@tazama/contracts";
import { useSearchCombobox } from "../hooks/use-search-combobox.ts";
import { SPOTLIGHT_SYNOPSIS } from "../lib/search.ts";
import { SearchIcon } from "./search-icon.tsx";
import { SearchResults } from "./search-results.tsx";
import classes from "./search-spotlight.module.css";

export interface SearchSpotlightPanelProps {
  /** The loaded catalogue: movies and series episodes. */
  items: CatalogueItem[];
  /** The spotlight's own store (so it never clashes with another spotlight), made by the icon. */
  store: SpotlightStore;
  onClose: () => void;
}

/**
 * The small-screen search overlay (Mantine Spotlight) rendering every result; Escape or a
 * backdrop click closes it. Its own chunk, loaded when the Search icon is first tapped.
 */
export function SearchSpotlightPanel({ items, store, onClose }: SearchSpotlightPanelProps) {
  const box = useSearchCombobox({ items, onClose });

  return (
    <Spotlight.Root
      store={store}
      shortcut={null}
      clearQueryOnClose={false}
      size="100%"
      yOffset="0.5rem"
      xOffset="0.5rem"
      classNames={{ content: classes.content }}
    >
      <div className={classes.searchRow}>
        <Input
          data-autofocus
          classNames={{ input: classes.input }}
          size="lg"
          role="combobox"
          aria-label="Search"
          aria-autocomplete="list"
          aria-expanded={box.shown.length > 0}
          aria-controls={box.listboxId}
          aria-activedescendant={box.activeDescendant}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder="Search content..."
          value={box.query}
          onChange={(event) => {
            box.setQuery(event.currentTarget.value);
          }}
          onKeyDown={box.onKeyDown}
          leftSection={<SearchIcon size={20} />}
          rightSectionPointerEvents="all"
          rightSection={
            box.query !== "" ? <CloseButton aria-label="Clear search" onClick={box.reset} /> : null
          }
        />
      </div>
      <div className={classes.results}>
        <SearchResults
          state={box.state}
          shown={box.shown}
          total={box.results.length}
          listboxId={box.listboxId}
          optionId={box.optionId}
          activeIndex={box.activeIndex}
          synopsisMax={SPOTLIGHT_SYNOPSIS}
          onSelect={box.openItem}
          onHover={box.setActiveIndex}
        />
      </div>
    </Spotlight.Root>
  );
}
