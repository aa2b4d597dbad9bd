import { loadHls } from "./load-hls.ts";

interface NetworkHints {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether to fetch the player ahead of a press on Play: not with Save-Data, not on 2G (there the
 * ~160 KB would be paid by viewers who only read the page).
 */
export function mayWarmEarly(connection: NetworkHints | undefined): boolean {
  if (connection?.saveData) return false;
  return !/(^|-)2g$/.test(connection?.effectiveType ?? "");
}

/** A link to the player (Play, Play trailer, Watch the trailer, a resume link…). */
export function isPlayControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a[href^="/watch/"]') !== null;
}

let warming: Promise<void> | undefined;

/**
 * Fetches the watch route's chunk and hls.js, once: both are immutable files the browser caches,
 * so pressing Play afterwards costs the stream's own requests only.
 */
export function warmPlayer(loadRoute: () => Promise<unknown>): Promise<void> {
  warming ??= Promise.all([loadRoute(), loadHls()]).then(
    () => undefined,
    () => {
      warming = undefined; // a failed chunk load may be retried on the next hint
    },
  );
  return warming;
}

/**
 * Prefetches the player's files the server names in `<meta name="tazama:player">` (the watch
 * chunk, its styles, hls.js) into the HTTP cache, once per document: downloaded at idle priority
 * and never run, so the page pays no script time for them; pressing Play then loads them from
 * the cache. Without the meta (the dev server) nothing is fetched ahead. Returns how many.
 */
export function prefetchPlayer(doc: Document = document): number {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="tazama:player"]');
  if (!meta || meta.dataset.prefetched) return 0;
  meta.dataset.prefetched = "true";
  const files = meta.content.split(/\s+/).filter((file) => file.startsWith("/"));
  // One insertion into the head for all of them (one style invalidation, not one per link).
  const links = doc.createDocumentFragment();
  for (const file of files) {
    const link = doc.createElement("link");
    link.rel = "prefetch";
    link.href = file;
    // As the module loader will ask for it (cors, same-origin credentials): one cache entry.
    link.crossOrigin = "anonymous";
    links.appendChild(link);
  }
  doc.head.appendChild(links);
  return files.length;
}
