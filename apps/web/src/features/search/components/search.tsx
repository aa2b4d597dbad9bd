import type { CatalogueItem } from "@tazama/contracts";
import { Suspense, lazy, useSyncExternalStore } from "react";
import { SearchSpotlight } from "./search-spotlight.tsx";

// Only wide screens show the input: phones never fetch it (issue 3: initial JS ≤ 150 KB).
const SearchBox = lazy(async () => ({ default: (await import("./search-box.tsx")).SearchBox }));

export interface SearchProps {
  /** The loaded catalogue (movies and series episodes); search never calls the API. */
  items: CatalogueItem[];
}

const DESKTOP = "(min-width: 48em)";

function subscribe(onChange: () => void) {
  const list = window.matchMedia(DESKTOP);
  list.addEventListener("change", onChange);
  return () => {
    list.removeEventListener("change", onChange);
  };
}

/** Desktop (≥ 48em / 768 px): input with a dropdown. Smaller screens: icon opening a spotlight. */
export function Search({ items }: SearchProps) {
  // Read on the first render (no flash of the wrong UI); the server, which cannot know, draws the
  // phone's icon, and a hydrating desktop browser switches to the input right after.
  const desktop = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(DESKTOP).matches,
    () => false,
  );
  if (!desktop) return <SearchSpotlight items={items} />;
  // While the input loads, the icon holds its place.
  return (
    <Suspense fallback={<SearchSpotlight items={items} />}>
      <SearchBox items={items} />
    </Suspense>
  );
}
