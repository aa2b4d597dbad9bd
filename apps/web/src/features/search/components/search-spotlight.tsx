import "@mantine/core/styles/ActionIcon.css";
import { ActionIcon } from "@mantine/core";
import { createSpotlight, useSpotlight } from "@mantine/spotlight";
import type { CatalogueItem } from "@tazama/contracts";
import { Suspense, lazy, useState } from "react";
import { SearchIcon } from "./search-icon.tsx";

// The overlay (Spotlight, Modal, scroll lock) is fetched on the first tap, not with the page.
const SearchSpotlightPanel = lazy(async () => ({
  default: (await import("./search-spotlight-panel.tsx")).SearchSpotlightPanel,
}));

export interface SearchSpotlightProps {
  /** The loaded catalogue: movies and series episodes. */
  items: CatalogueItem[];
}

/**
 * Small-screen search: an icon button opening a full-screen spotlight that renders every result
 * (spec §4). The icon is on the page at once; the overlay loads when first needed.
 */
export function SearchSpotlight({ items }: SearchSpotlightProps) {
  const [[store, actions]] = useState(createSpotlight);
  const { opened } = useSpotlight(store);
  const [requested, setRequested] = useState(false);

  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label="Search"
        aria-haspopup="dialog"
        aria-expanded={opened}
        onClick={() => {
          setRequested(true);
          actions.open();
        }}
      >
        <SearchIcon size={20} />
      </ActionIcon>
      {requested ? (
        <Suspense fallback={null}>
          <SearchSpotlightPanel items={items} store={store} onClose={actions.close} />
        </Suspense>
      ) : null}
    </>
  );
}
