import "@mantine/core/styles/ActionIcon.css";
import { ActionIcon } from "@mantine/core";
import { createSpotlight, useSpotlight } from "@mantine/spotlight";
import type { CatalogueItem } from "@tazama/contracts";
import { Suspense, lazy, useEffect, useState } from "react";
import { useHistoryOpen } from "../hooks/use-history-open.ts";
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
 * (spec §4). The icon is on the page at once; the overlay loads when first needed. Being open is
 * a history entry, so the phone's Back button closes it.
 */
export function SearchSpotlight({ items }: SearchSpotlightProps) {
  const [[store, actions]] = useState(createSpotlight);
  const { opened: shown } = useSpotlight(store);
  const history = useHistoryOpen("search");
  // Once shown, the panel stays mounted: it keeps the query and plays its closing transition.
  const [requested, setRequested] = useState(false);
  if (shown && !requested) setRequested(true);

  // The history entry leads; the spotlight follows it (Back, a result opened, a reload).
  useEffect(() => {
    if (history.opened) actions.open();
    else actions.close();
  }, [history.opened, actions]);

  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label="Search"
        aria-haspopup="dialog"
        aria-expanded={shown}
        onClick={history.open}
      >
        <SearchIcon size={20} />
      </ActionIcon>
      {requested ? (
        <Suspense fallback={null}>
          <SearchSpotlightPanel items={items} store={store} onClose={history.close} />
        </Suspense>
      ) : null}
    </>
  );
}
