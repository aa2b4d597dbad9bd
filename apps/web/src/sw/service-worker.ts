// The service worker, built to /sw.js by vite-plugins/service-worker.ts (which sets the build's
// version and the files of the app's shell in front of it). It keeps the shell, so the app opens
// with no connection; it answers pages from the network first and hashed assets from its cache
// first. The API and media never pass through it.
import {
  KEEP_OFFLINE_PAGES,
  SHELL_CACHE_PREFIX,
  fetchPlan,
  staleShellCaches,
} from "./fetch-plan.ts";

interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerFetchEvent extends WorkerEvent {
  request: Request;
  preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  registration: { navigationPreload?: { enable(): Promise<void> } };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: WorkerEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: WorkerFetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: WorkerMessageEvent) => void): void;
}
interface WorkerMessageEvent extends WorkerEvent {
  data: unknown;
}

const worker = self as unknown as WorkerScope;
/**
 * Set in front of this script by the build: its version, the shell's files and the offline pages'
 * (Downloads and its player, kept once this browser keeps a download).
 */
const BUILD = (
  self as unknown as {
    __TAZAMA_SW__?: { version: string; precache: string[]; offline: string[] };
  }
).__TAZAMA_SW__ ?? { version: "dev", precache: [], offline: [] };
const CACHE = `${SHELL_CACHE_PREFIX}${BUILD.version}`;
/** The app's page with nothing rendered in it: every route draws itself from it. */
const SHELL = "/index.html";

worker.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, ...BUILD.precache]))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const stale = staleShellCaches(await caches.keys(), CACHE);
      await Promise.all(stale.map((key) => caches.delete(key)));
      // The page's request starts while the worker wakes up.
      await worker.registration.navigationPreload?.enable();
      await worker.clients.claim();
    })(),
  );
});

/** The offline pages' files this cache does not hold yet, fetched and kept. */
async function keepOfflinePages(): Promise<void> {
  const cache = await caches.open(CACHE);
  const held = await Promise.all(BUILD.offline.map((url) => cache.match(url)));
  const missing = BUILD.offline.filter((_, i) => !held[i]);
  if (missing.length > 0) await cache.addAll(missing);
}

worker.addEventListener("message", (event) => {
  if (event.data === KEEP_OFFLINE_PAGES) event.waitUntil(keepOfflinePages());
});

async function page(event: WorkerFetchEvent): Promise<Response> {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch {
    return (await caches.match(SHELL, { cacheName: CACHE })) ?? Response.error();
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

worker.addEventListener("fetch", (event) => {
  const plan = fetchPlan(event.request, worker.location.origin);
  if (plan === "page") event.respondWith(page(event));
  else if (plan === "cache-first") event.respondWith(cacheFirst(event.request));
});
