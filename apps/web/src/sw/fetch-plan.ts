/** How the service worker answers a request. */
export type FetchPlan =
  /** A page: the network first, the app's shell from the cache when there is no connection. */
  | "page"
  /** A file whose name never changes content (hashed assets, icons): the cache first. */
  | "cache-first"
  /** Everything else (the API, media, artwork): straight to the network, untouched. */
  | "network";

const CACHE_FIRST = /^\/(?:assets\/|icons\/|favicon\.svg$|manifest\.webmanifest$)/;

/** The plan for a request to `origin`'s service worker (its own origin only; GET only). */
export function fetchPlan(
  request: { method: string; mode: string; url: string },
  origin: string,
): FetchPlan {
  if (request.method !== "GET") return "network";
  const url = new URL(request.url);
  if (url.origin !== origin) return "network";
  if (url.pathname.startsWith("/api/") || url.pathname.startsWith("/media/")) return "network";
  if (request.mode === "navigate") return "page";
  return CACHE_FIRST.test(url.pathname) ? "cache-first" : "network";
}

/** Caches this worker owns end with the build's version; the others of the shell are old. */
export const SHELL_CACHE_PREFIX = "tazama-shell-";

export function staleShellCaches(keys: readonly string[], current: string): string[] {
  return keys.filter((key) => key.startsWith(SHELL_CACHE_PREFIX) && key !== current);
}

/**
 * The page's message telling the worker this browser keeps a download: it keeps the offline
 * pages' files then. (The app sends the same text from lib/register-service-worker.ts; the worker
 * shares no chunk with the app, so each has its copy, and a test holds them equal.)
 */
export const KEEP_OFFLINE_PAGES = "keep-offline-pages";
