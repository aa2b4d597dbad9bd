import { ActionIcon, CloseButton, Input } from "@mantine/core";
import "@mantine/core/styles/ActionIcon.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/UnstyledButton.css";
import { Spotlight, createSpotlight } from "@mantine/spotlight";
import "@mantine/spotlight/styles.css";
import type { CatalogueItem } from "@tazama/contracts";
import { useEffect, useState } from "react";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { useSearchCombobox } from "../hooks/use-search-combobox.ts";
import { useVisualViewportHeight } from "../hooks/use-visual-viewport-height.ts";
import { SPOTLIGHT_SYNOPSIS } from "../lib/search.ts";
import { BackIcon, SearchIcon } from "./search-icon.tsx";
import { SearchResults } from "./search-results.tsx";
import classes from "./search-spotlight.module.css";

export interface SearchSpotlightPanelProps {
  /** The loaded catalogue: movies and series episodes. */
  items: CatalogueItem[];
  /** Whether the spotlight's history entry is the current one. */
  opened: boolean;
  /** Leaves the spotlight's history entry (Escape, the close button). */
  onClose: () => void;
}

const keepOpen = () => undefined;

/**
 * The small-screen search (Mantine Spotlight) over the whole screen, rendering every result in a
 * list that ends where the keyboard begins; Escape, the close button or Back closes it. Its own
 * chunk, loaded when the Search icon is first tapped.
 */
export function SearchSpotlightPanel({ items, opened, onClose }: SearchSpotlightPanelProps) {
  // A store of its own (never shared with another spotlight), following the history entry.
  const [[store, actions]] = useState(createSpotlight);
  useEffect(() => {
    if (opened) actions.open();
    else actions.close();
  }, [opened, actions]);
  // A result replaces the spotlight's history entry, so Back from the title leaves search.
  const box = useSearchCombobox({ items, onClose: keepOpen, replace: true });
  const visibleHeight = useVisualViewportHeight();
  const i18n = useI18n();

  return (
    <Spotlight.Root
      store={store}
      shortcut={null}
      clearQueryOnClose={false}
      fullScreen
      onSpotlightClose={onClose}
      classNames={{ content: classes.content, body: classes.body }}
      style={visibleHeight ? { "--search-visible-height": `${visibleHeight}px` } : undefined}
    >
      <div className={classes.searchRow}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="xl"
          aria-label={i18n._({ id: "search.close", message: "Close search" })}
          onClick={onClose}
        >
          <BackIcon />
        </ActionIcon>
        <Input
          data-autofocus
          classNames={{ input: classes.input }}
          size="lg"
          role="combobox"
          aria-label={i18n._({ id: "search.label", message: "Search" })}
          aria-autocomplete="list"
          aria-expanded={box.shown.length > 0}
          aria-controls={box.listboxId}
          aria-activedescendant={box.activeDescendant}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={i18n._({ id: "search.placeholder", message: "Search content..." })}
          value={box.query}
          onChange={(event) => {
            box.setQuery(event.currentTarget.value);
          }}
          onKeyDown={box.onKeyDown}
          leftSection={<SearchIcon size={20} />}
          rightSectionPointerEvents="all"
          rightSection={
            box.query !== "" ? (
              <CloseButton
                aria-label={i18n._({ id: "search.clear", message: "Clear search" })}
                onClick={box.reset}
              />
            ) : null
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
