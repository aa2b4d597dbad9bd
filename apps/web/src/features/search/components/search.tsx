import { useMediaQuery } from "@mantine/hooks";
import type { CatalogueItem } from "@tazama/contracts";
import { SearchBox } from "./search-box.tsx";
import { SearchSpotlight } from "./search-spotlight.tsx";

export interface SearchProps {
  /** The loaded catalogue (movies and series episodes); search never calls the API. */
  items: CatalogueItem[];
}

/** Desktop (≥ 48em / 768 px): input with a dropdown. Smaller screens: icon opening a spotlight. */
export function Search({ items }: SearchProps) {
  // No server rendering: read the media query on the first render to avoid a flash of the wrong UI.
  const desktop = useMediaQuery("(min-width: 48em)", undefined, { getInitialValueInEffect: false });
  return desktop ? <SearchBox items={items} /> : <SearchSpotlight items={items} />;
}
