import type { CatalogueItem } from "@tazama/contracts";

/** A catalogue item for tests; every field can be overridden. */
export function makeItem(overrides: Partial<CatalogueItem> = {}): CatalogueItem {
  const ref = overrides.ref ?? "plain-title";
  return {
    id: ref,
    ref,
    title: "Plain Title",
    poster: `/content/uploads/${ref}_port.jpg`,
    year: 2020,
    type: "Movie",
    genres: JSON.stringify(["Drama"]),
    synopsis: "Nothing to see.",
    tags: [],
    duration: 5400,
    free: false,
    ...overrides,
  };
}

/** `count` items titled "{prefix} {n}" with refs "{prefix}-{n}" (1-based), lowercased. */
export function makeNumberedItems(
  count: number,
  prefix: string,
  overrides: Partial<CatalogueItem> = {},
): CatalogueItem[] {
  return Array.from({ length: count }, (_, i) => {
    const ref = `${prefix.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${i + 1}`;
    return makeItem({ ref, title: `${prefix} ${i + 1}`, ...overrides });
  });
}
