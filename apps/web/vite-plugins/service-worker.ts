import { createHash } from "node:crypto";
import path from "node:path";
import type { OutputBundle } from "rolldown";
import type { Plugin } from "vite";
import { walkFiles } from "./walk-files.ts";
import { isChunk, staticImportWalk } from "./bundle-graph.ts";

/** The worker's source, built as an entry of the client build and written to `/sw.js`. */
export const SERVICE_WORKER_ENTRY = "src/sw/service-worker.ts";
export const SERVICE_WORKER_FILE = "sw.js";
/** The global through which the build hands the worker its version and shell (see the worker). */
export const SERVICE_WORKER_BUILD_GLOBAL = "__TAZAMA_SW__";

/** Public files the shell shows (icons, manifest), as URLs. */
function publicFiles(publicDir: string): string[] {
  return walkFiles(publicDir)
    .map((file) => `/${path.relative(publicDir, file).split(path.sep).join("/")}`)
    .filter((url) => /\.(svg|png|webmanifest)$/.test(url));
}

/**
 * The files of the app's shell: the page's entry and everything it and the app's own module
 * (its first dynamic import, main.tsx) import statically, the stylesheet and the public icons.
 * Lazy routes are cached when first used, not before (a phone's data is not spent on pages the
 * viewer may never open).
 */
function shellFiles(bundle: OutputBundle, publicDir: string): string[] {
  const entry = Object.values(bundle).find(
    (item) => isChunk(item) && item.isEntry && item.facadeModuleId?.endsWith("index.html"),
  );
  if (!isChunk(entry)) throw new Error("service worker: the page's entry chunk is missing");
  if (!bundle["index.html"]) throw new Error("service worker: index.html is missing");
  const { files, visit } = staticImportWalk(bundle);
  visit(entry.fileName);
  entry.dynamicImports.forEach(visit);
  // The shell opened offline has no catalogue in its head: it loads its language's (five small
  // chunks, each a few KB).
  for (const item of Object.values(bundle)) {
    if (isChunk(item) && /(\.po|load-messages\.ts)$/.test(item.facadeModuleId ?? "")) {
      visit(item.fileName);
    }
  }
  const styles = Object.values(bundle)
    .filter((item) => item.type === "asset" && item.fileName.endsWith(".css"))
    .map((item) => item.fileName);
  return [...[...files, ...styles].map((f) => `/${f}`).sort(), ...publicFiles(publicDir).sort()];
}

/** The pages a kept download is opened from offline: the Downloads list and its player. */
const OFFLINE_PAGES = /\/app\/routes\/(?:downloads|offline-watch)\.tsx$/;
/** Other pages: what the app loads lazily for them is not what a download needs offline. */
const ROUTE_PAGE = /\/app\/routes\//;

/**
 * The files a download needs to play offline beyond the shell: the two offline pages and what
 * they import, and what they or the shell load lazily (the player's hls.js, the layout's lazy
 * parts, the language catalogues), except other pages. The worker keeps them once this browser
 * keeps a download (the app tells it), so a download plays offline even if these were fetched
 * before the worker was there, or never.
 */
function offlineFiles(bundle: OutputBundle, shell: readonly string[]): string[] {
  const { files, visit } = staticImportWalk(bundle);
  const pages = Object.values(bundle).filter(
    (item) => isChunk(item) && OFFLINE_PAGES.test(item.facadeModuleId ?? ""),
  );
  if (pages.length !== 2) throw new Error("service worker: the offline pages' chunks are missing");
  const entry = Object.values(bundle).find(
    (item) => isChunk(item) && item.isEntry && item.facadeModuleId?.endsWith("index.html"),
  );
  if (!isChunk(entry)) throw new Error("service worker: the page's entry chunk is missing");
  visit(entry.fileName);
  entry.dynamicImports.forEach(visit);
  for (const item of pages) visit(item.fileName);
  for (const fileName of [...files]) {
    const chunk = bundle[fileName];
    if (!isChunk(chunk)) continue;
    for (const lazy of chunk.dynamicImports) {
      const target = bundle[lazy];
      const page = isChunk(target) && ROUTE_PAGE.test(target.facadeModuleId ?? "");
      if (!page || OFFLINE_PAGES.test(isChunk(target) ? (target.facadeModuleId ?? "") : "")) {
        visit(lazy);
      }
    }
  }
  const kept = new Set(shell);
  return [...files]
    .map((f) => `/${f}`)
    .filter((url) => !kept.has(url))
    .sort();
}

/**
 * Names the worker's chunk `sw.js` (a worker's address must not change) and puts in front of it
 * the build's version and its shell's files. Fails the build when the worker would not run as a
 * classic script (it imports a shared chunk).
 */
export function serviceWorker(): Plugin {
  let publicDir = "public";
  return {
    name: "tazama-service-worker",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      publicDir = config.publicDir;
    },
    // After Vite's own: the stylesheet and index.html are emitted in its generateBundle.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const worker = bundle[SERVICE_WORKER_FILE];
        if (!isChunk(worker)) throw new Error(`service worker: ${SERVICE_WORKER_FILE} is missing`);
        if (worker.imports.length > 0 || worker.dynamicImports.length > 0) {
          throw new Error(`service worker: ${SERVICE_WORKER_FILE} must not import other chunks`);
        }
        const precache = shellFiles(bundle, publicDir);
        const offline = offlineFiles(bundle, precache);
        const html = bundle["index.html"];
        const version = createHash("sha256")
          .update(precache.join("\n"))
          .update(offline.join("\n"))
          .update(html?.type === "asset" ? html.source : "")
          .digest("hex")
          .slice(0, 12);
        if (/^\s*(?:import|export)\b/m.test(worker.code)) {
          throw new Error(`service worker: ${SERVICE_WORKER_FILE} must be a classic script`);
        }
        const build = JSON.stringify({ version, precache, offline });
        worker.code = `self.${SERVICE_WORKER_BUILD_GLOBAL}=${build};\n${worker.code}`;
      },
    },
  };
}
