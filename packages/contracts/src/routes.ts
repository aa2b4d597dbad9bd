/** The web app's routes (spec §2), shared so the server answers them with the app and 200. */
const SPA_ROUTE_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/about$/,
  /^\/registration$/,
  /^\/register$/,
  /^\/login$/,
  /^\/reset-password$/,
  /^\/my-membership$/,
  /^\/my-collection$/,
  /^\/downloads$/,
  /^\/downloads\/[0-9a-f-]{36}$/,
  /^\/org$/,
  /^\/movies$/,
  /^\/series$/,
  /^\/series\/[^/]+$/,
  /^\/genres\/[^/]+$/,
  /^\/seriesgenres\/[^/]+$/,
  /^\/view\/[^/]+$/,
  /^\/watch\/[^/]+$/,
  /^\/people\/[^/]+$/,
  /^\/search$/,
  /^\/requests$/,
  /^\/submit$/,
  /^\/submit\/[^/]+$/,
  /^\/coming-soon$/,
  /^\/screenings$/,
  /^\/screenings\/[0-9a-f-]{36}$/,
  /^\/screenings\/[0-9a-f-]{36}\/watch$/,
  /^\/party$/,
  /^\/party\/[^/]+$/,
  /^\/usher$/,
  /^\/privacy$/,
  /^\/international-animation-day-registration$/,
];

export function isSpaRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return SPA_ROUTE_PATTERNS.some((pattern) => pattern.test(path));
}

/**
 * The admin console's pages (issue 18): null for any other path; "admins" for the console (the
 * app with status 200 for admins, 403 for anyone else); "open" for the first-admin link's page,
 * which any signed-in person may open.
 */
export function adminPageAccess(pathname: string): "admins" | "open" | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (!/^\/admin(\/|$)/.test(path)) return null;
  return path === "/admin/setup" ? "open" : "admins";
}

/**
 * An artwork file's path. `v` is its version (a hash of the bytes an admin uploaded): the
 * images route caches for a year, so a replaced image needs a new URL (ADR 0037).
 */
export function contentImagePath(file: string, v?: string): string {
  return v ? `/content/uploads/${file}?v=${v}` : `/content/uploads/${file}`;
}

/** A query parameter added to a path that may already carry some (`?` or `&`). */
export function withParam(path: string, param: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}${param}`;
}

/** A series' own page (the episodes, their state for the viewer, the bundle). */
export function seriesPath(ref: string): string {
  return `/series/${encodeURIComponent(ref)}`;
}
