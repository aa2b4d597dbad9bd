import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** One chunk of Vite's build manifest (`build.manifest: true`, `.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** What a lazy route chunk needs beyond the entry: its JS modules and stylesheets (site paths). */
export interface ChunkAssets {
  modules: string[];
  styles: string[];
}

export function readViteManifest(distDir: string): ViteManifest | undefined {
  const file = path.join(distDir, ".vite", "manifest.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as ViteManifest) : undefined;
}

/**
 * Per language, the build's module of the messages the app's shell may draw (site paths; apps/web
 * vite-plugins/shell-messages.ts writes `.vite/shell-messages.json`); empty for a build without.
 */
export function readShellMessages(distDir: string): Partial<Record<string, string>> {
  const file = path.join(distDir, ".vite", "shell-messages.json");
  if (!existsSync(file)) return {};
  const files = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  return Object.fromEntries(Object.entries(files).map(([language, at]) => [language, `/${at}`]));
}

/** Manifest keys reached from `roots` through static imports (the roots included). */
function staticClosure(manifest: ViteManifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const key = queue.shift() ?? "";
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    queue.push(...(manifest[key].imports ?? []));
  }
  return [...seen];
}

/** The app's chunk: the entry (boot.ts) imports it on every page, after the first paint. */
export const APP_MODULE = "src/main.tsx";

/** What every page has loaded: the entry's static closure and that of the chunks in `loaded`. */
function loadedKeys(manifest: ViteManifest, loaded: readonly string[]): Set<string> {
  const entryKeys = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  return new Set(staticClosure(manifest, [...entryKeys, ...loaded]));
}

/**
 * The modules and stylesheets a lazy chunk (e.g. `src/app/routes/view.tsx`) loads when imported,
 * minus what the entry already loads (index.html names those) and what the chunks of `loaded`
 * (e.g. the app's, `[APP_MODULE]`) do. Undefined for an unknown key.
 */
export function lazyChunkAssets(
  manifest: ViteManifest,
  key: string,
  loaded: readonly string[] = [],
): ChunkAssets | undefined {
  if (!manifest[key]) return undefined;
  const initial = loadedKeys(manifest, loaded);
  const initialCss = new Set([...initial].flatMap((k) => manifest[k]?.css ?? []));
  const keys = staticClosure(manifest, [key]).filter((k) => !initial.has(k));
  const site = (file: string) => `/${file}`;
  return {
    modules: keys.map((k) => site(manifest[k]?.file ?? "")),
    styles: [
      ...new Set(keys.flatMap((k) => manifest[k]?.css ?? []).filter((f) => !initialCss.has(f))),
    ].map(site),
  };
}

/**
 * The modules a lazy chunk imports dynamically (e.g. hls.js, which the watch route loads while the
 * stream is requested), with their static imports, minus what the entry, the chunks of `loaded`
 * and the chunk already load.
 */
export function dynamicImportModules(
  manifest: ViteManifest,
  key: string,
  loaded: readonly string[] = [],
): string[] {
  if (!manifest[key]) return [];
  const initial = loadedKeys(manifest, loaded);
  const own = staticClosure(manifest, [key]).filter((k) => !initial.has(k));
  const had = new Set([...initial, ...own]);
  const roots = own.flatMap((k) => manifest[k]?.dynamicImports ?? []);
  return staticClosure(manifest, roots)
    .filter((k) => !had.has(k))
    .map((k) => `/${manifest[k]?.file ?? ""}`);
}
