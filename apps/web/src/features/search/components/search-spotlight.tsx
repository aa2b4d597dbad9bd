import "@mantine/core/styles/ActionIcon.css";
import { ActionIcon } from "@mantine/core";
import type { CatalogueItem } from "@tazama/contracts";
import { Suspense, lazy, useState } from "react";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { useHistoryOpen } from "../hooks/use-history-open.ts";
import { SearchIcon } from "./search-icon.tsx";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

// The overlay (Spotlight and its store, Modal, scroll lock) is fetched on the first tap, not
// with the page.
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
  const history = useHistoryOpen("search");
  // False while hydrating (the server drew no overlay, even for an entry that had it open).
  const hydrated = useHydrated();
  // Once opened, the panel stays mounted: it keeps the query and plays its closing transition.
  const i18n = useI18n();
  const [requested, setRequested] = useState(false);
  if (history.opened && hydrated && !requested) setRequested(true);

  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={i18n._({ id: "search.label", message: "Search" })}
        aria-haspopup="dialog"
        aria-expanded={history.opened}
        onClick={history.open}
      >
        <SearchIcon size={20} />
      </ActionIcon>
      {requested ? (
        <Suspense fallback={null}>
          <SearchSpotlightPanel items={items} opened={history.opened} onClose={history.close} />
        </Suspense>
      ) : null}
    </>
  );
}
