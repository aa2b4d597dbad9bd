/** The category bar (spec §2). Music … VR lead to the coming-soon page naming the category. */
export const CATEGORIES = [
  { label: "Movies", to: "/movies" },
  { label: "Series", to: "/series" },
  { label: "Music", to: "/coming-soon?category=Music" },
  { label: "Podcasts", to: "/coming-soon?category=Podcasts" },
  { label: "Audiobooks", to: "/coming-soon?category=Audiobooks" },
  { label: "Games", to: "/coming-soon?category=Games" },
  { label: "VR", to: "/coming-soon?category=VR" },
] as const;

export type CategoryLabel = (typeof CATEGORIES)[number]["label"];

/** Which category is highlighted: Movies on /movies and /genres/*, Series on /series and
 * /seriesgenres/*, the named one on /coming-soon?category=…, none elsewhere. */
export function activeCategory(pathname: string, search = ""): CategoryLabel | null {
  if (pathname === "/movies" || pathname.startsWith("/genres/")) return "Movies";
  if (pathname === "/series" || pathname.startsWith("/seriesgenres/")) return "Series";
  if (pathname === "/coming-soon") {
    const category = new URLSearchParams(search).get("category");
    return CATEGORIES.find((c) => c.label === category)?.label ?? null;
  }
  return null;
}

/** The genre bar shows on /movies and /genres/{id}; the series genre bar on /series and
 * /seriesgenres/{id} (spec §2). */
export function genreBarKind(pathname: string): "movies" | "series" | null {
  if (pathname === "/movies" || /^\/genres\/[^/]+$/.test(pathname)) return "movies";
  if (pathname === "/series" || /^\/seriesgenres\/[^/]+$/.test(pathname)) return "series";
  return null;
}

/** Horizontal step of the genre bar's arrows, on screens at least 640 px wide (spec §9). */
export const GENRE_SCROLL_STEP = 300;
