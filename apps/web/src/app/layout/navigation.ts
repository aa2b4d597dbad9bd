import type { I18n } from "../../lib/i18n/i18n.ts";

/** A link of the top bar or the phone menu: its words in the page's language. */
export interface NavItem {
  label: (i18n: I18n) => string;
  to: string;
}

/** Everyone's destinations (spec §2: desktop nav Home, About). */
export const MAIN_LINKS: readonly NavItem[] = [
  { label: (i18n) => i18n._({ id: "nav.home", message: "Home" }), to: "/" },
  { label: (i18n) => i18n._({ id: "nav.about", message: "About" }), to: "/about" },
];

/** A signed-in viewer's own screens (spec §2: My Membership, My Collection; issue 19: Downloads). */
export const ACCOUNT_LINKS: readonly NavItem[] = [
  {
    label: (i18n) => i18n._({ id: "nav.my-membership", message: "My Membership" }),
    to: "/my-membership",
  },
  {
    label: (i18n) => i18n._({ id: "nav.my-collection", message: "My Collection" }),
    to: "/my-collection",
  },
  { label: (i18n) => i18n._({ id: "nav.downloads", message: "Downloads" }), to: "/downloads" },
];

/** Further destinations the phone menu lists after the others (the desktop has them in the footer). */
export const MORE_LINKS: readonly NavItem[] = [
  {
    label: (i18n) => i18n._({ id: "nav.request-title", message: "Request a title" }),
    to: "/requests",
  },
  {
    label: (i18n) => i18n._({ id: "nav.submit-film", message: "Submit your film" }),
    to: "/submit",
  },
  {
    label: (i18n) => i18n._({ id: "nav.registration", message: "Registration" }),
    to: "/registration",
  },
];

/** Admins also get the console. */
export const ADMIN_LINK: NavItem = {
  label: (i18n) => i18n._({ id: "nav.admin", message: "Admin" }),
  to: "/admin",
};

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

/** A category's name in the page's language (its label is its key and the URL's word). */
export function categoryName(i18n: I18n, label: CategoryLabel): string {
  switch (label) {
    case "Movies":
      return i18n._({ id: "category.movies", message: "Movies" });
    case "Series":
      return i18n._({ id: "category.series", message: "Series" });
    case "Music":
      return i18n._({ id: "category.music", message: "Music" });
    case "Podcasts":
      return i18n._({ id: "category.podcasts", message: "Podcasts" });
    case "Audiobooks":
      return i18n._({ id: "category.audiobooks", message: "Audiobooks" });
    case "Games":
      return i18n._({ id: "category.games", message: "Games" });
    case "VR":
      return i18n._({ id: "category.vr", message: "VR" });
  }
}

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

/**
 * The player's page: the film fills the screen with its own way back, and nothing of the site's
 * frame (top bar, bars, footer) nor the catalogue they need is fetched before the first frame.
 */
export function isPlayerPage(pathname: string): boolean {
  return /^\/watch\/[^/]+\/?$/.test(pathname);
}
