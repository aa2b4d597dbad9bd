import { useMediaQuery } from "@mantine/hooks";
import type { CatalogueItem } from "@tazama/contracts";
import { Suspense, lazy } from "react";
import { SearchBox } from "./search-box.tsx";

// The spotlight (Mantine Spotlight, Modal, scroll lock) is only for small screens: its own chunk.
const SearchSpotlight = lazy(async () => ({
  default: (await import("./search-spotlight.tsx")).SearchSpotlight,
}));

export interface SearchProps {
  /** The loaded catalogue (movies and series episodes); search never calls the API. */
  items: CatalogueItem[];
}

/** Desktop (≥ 48em / 768 px): input with a dropdown. Smaller screens: icon opening a spotlight. */
export function Search({ items }: SearchProps) {
  // No server rendering: read the media query on the first render to avoid a flash of the wrong UI.
  const desktop = useMediaQuery("(min-width: 48em)", undefined, { getInitialValueInEffect: false });
  if (desktop) return <SearchBox items={items} />;
  return (
    // The slot keeps the icon's 34 px square while its chunk loads (no layout shift).
    <Suspense fallback={<span style={{ display: "inline-block", width: 34, height: 34 }} />}>
      <SearchSpotlight items={items} />
    </Suspense>
  );
}
