import {
  type CatalogueResponse,
  backdropImage,
  contentRefParamsSchema,
  itemBackdropPath,
} from "@tazama/contracts";
import type { HeadHints } from "./head-tags.ts";
import {
  APP_MODULE,
  type ViteManifest,
  dynamicImportModules,
  lazyChunkAssets,
} from "./vite-manifest.ts";

/** What the hints are made from: the built chunks, the catalogue and one title's art. */
export interface HintSources {
  manifest: ViteManifest | undefined;
  catalogue(): Promise<CatalogueResponse>;
  /** A published title's landscape art path, or null when no published title has that ref. */
  backdropOf(ref: string): Promise<string | null>;
}

/** The lazy chunk of each route of apps/web/src/app/routes.tsx. */
const ROUTE_MODULES: readonly (readonly [RegExp, string])[] = [
  [/^\/$/, "home"],
  [/^\/movies$/, "movies"],
  [/^\/series$/, "series"],
  [/^\/series\/[^/]+$/, "series-page"],
  [/^\/people\/[^/]+$/, "person"],
  [/^\/genres\/[^/]+$/, "genre"],
  [/^\/seriesgenres\/[^/]+$/, "series-genre"],
  [/^\/view\/[^/]+$/, "view"],
  [/^\/watch\/[^/]+$/, "watch"],
  [/^\/about$/, "about"],
  [/^\/privacy$/, "privacy"],
  [/^\/coming-soon$/, "coming-soon"],
  [/^\/screenings$/, "screenings"],
  [/^\/search$/, "search"],
  [/^\/screenings\/[^/]+$/, "screening"],
  [/^\/usher$/, "usher"],
  [/^\/login$/, "login"],
  [/^\/register$/, "register"],
  [/^\/registration$/, "registration"],
  [/^\/reset-password$/, "reset-password"],
  [/^\/my-(membership|collection)$/, "members-only"],
  [/^\/international-animation-day-registration$/, "animation-day"],
];

const WATCH_ROUTE = "src/app/routes/watch.tsx";

/**
 * The files the player needs beyond the page's: the watch chunk, its styles, hls.js — not what
 * the app's chunk and the page's own chunk (`pageModule`) already loaded (prefetching those
 * again cost a title page 75 ms of main thread for ~130 links).
 */
export function playerFiles(manifest: ViteManifest, pageModule?: string): string[] {
  const chunk = lazyChunkAssets(manifest, WATCH_ROUTE, [APP_MODULE]);
  if (!chunk) return [];
  const page =
    pageModule && pageModule !== WATCH_ROUTE
      ? lazyChunkAssets(manifest, pageModule, [APP_MODULE])
      : undefined;
  const had = new Set([...(page?.modules ?? []), ...(page?.styles ?? [])]);
  return [
    ...chunk.modules,
    ...chunk.styles,
    ...dynamicImportModules(manifest, WATCH_ROUTE, [APP_MODULE]),
  ].filter((file) => !had.has(file));
}

export function routeModuleKey(pathname: string): string | undefined {
  const match = ROUTE_MODULES.find(([pattern]) => pattern.test(pathname));
  return match ? `src/app/routes/${match[1]}.tsx` : undefined;
}

/** The ref of `/{page}/{ref}` when it is well-formed (the API's own rule), else undefined. */
export function pageRef(pathname: string, page: "view" | "watch" | "series"): string | undefined {
  const match = new RegExp(`^/${page}/([^/]+)$`).exec(pathname);
  if (!match?.[1]) return undefined;
  let ref: string;
  try {
    ref = decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
  return contentRefParamsSchema.safeParse({ ref }).success ? ref : undefined;
}

/** The ref of `/view/{ref}` when it is well-formed, else undefined. */
export const viewRef = (pathname: string) => pageRef(pathname, "view");

/** The home page's featured title: the catalogue's first movie (as the home page shows it). */
export function featured(
  catalogue: CatalogueResponse,
): CatalogueResponse["content"][number] | undefined {
  return catalogue.content.find((item) => item.type === "Movie");
}

/**
 * What the head of `pathname` (an app route answered with 200) preloads: on `/` the featured
 * title's art; on `/view/{ref}` the title's JSON and art; on a lazily loaded route its chunk; on
 * `/watch/{ref}` also hls.js; on every page, the player's files to prefetch when idle.
 */
export async function pageHints(pathname: string, sources: HintSources): Promise<HeadHints> {
  const { manifest } = sources;
  const hints: HeadHints = { fetches: [], modules: [], styles: [] };
  const moduleKey = routeModuleKey(pathname);
  const chunk = manifest && moduleKey ? lazyChunkAssets(manifest, moduleKey) : undefined;
  if (chunk) {
    hints.modules = chunk.modules;
    hints.styles = chunk.styles;
  }
  // The player's hls.js downloads with the app instead of after the stream request.
  if (manifest && moduleKey && /^\/watch\//.test(pathname)) {
    hints.modules.push(...dynamicImportModules(manifest, moduleKey));
  }
  const player = manifest ? playerFiles(manifest, moduleKey) : [];
  if (player.length > 0) hints.player = player;
  if (pathname === "/") {
    const item = featured(await sources.catalogue());
    if (item) hints.image = backdropImage(itemBackdropPath(item));
  }
  const ref = viewRef(pathname);
  if (ref) {
    const art = await sources.backdropOf(ref);
    if (art) {
      hints.image = backdropImage(art);
      hints.fetches.push(`/api/v1/content/${encodeURIComponent(ref)}`);
    }
  }
  return hints;
}
