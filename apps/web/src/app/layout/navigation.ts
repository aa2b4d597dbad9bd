/** A link of the top bar or the phone menu. */
export interface NavItem {
  label: string;
  to: string;
}

/** Everyone's destinations (spec §2: desktop nav Home, About). */
export const MAIN_LINKS: readonly NavItem[] = [
  { label: "Home", to: "/" },
  { label: "About", to: "/about" },
];

/** A signed-in viewer's own screens (spec §2: My Membership, My Collection; issue 19: Downloads). */
export const ACCOUNT_LINKS: readonly NavItem[] = [
  { label: "My Membership", to: "/my-membership" },
  { label: "My Collection", to: "/my-collection" },
  { label: "Downloads", to: "/downloads" },
];

/** Further destinations the phone menu lists after the others (the desktop has them in the footer). */
export const MORE_LINKS: readonly NavItem[] = [
  { label: "Request a title", to: "/requests" },
  { label: "Submit your film", to: "/submit" },
  { label: "Registration", to: "/registration" },
];

/** Admins also get the console. */
export const ADMIN_LINK: NavItem = { label: "Admin", to: "/admin" };

/** A signed-in viewer's own links: their account's, and the console for an admin. */
export function accountLinks(viewer: { admin?: boolean } | null): readonly NavItem[] {
  if (!viewer) return [];
  return viewer.admin ? [...ACCOUNT_LINKS, ADMIN_LINK] : ACCOUNT_LINKS;
}

/** Every destination of the phone menu, in order: on a phone it is the only way to them. */
export function menuLinks(viewer: { admin?: boolean } | null): NavItem[] {
  return [...MAIN_LINKS, ...accountLinks(viewer), ...MORE_LINKS];
}

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
