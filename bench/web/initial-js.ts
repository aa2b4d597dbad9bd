// Pure parsing for bench/web/bundle-size.ts: which JS files does the browser fetch for the first
// paint of `/`? The entry module(s) and modulepreloads named in index.html, plus every module they
// import statically (transitively). Dynamic `import()` is left out: it is not initial JS.
import path from "node:path/posix";

/** Script and modulepreload URLs of a built index.html, in document order. */
export function initialScripts(html: string): string[] {
  const urls: string[] = [];
  const tag = /<(script|link)\b([^>]*)>/gi;
  for (const match of html.matchAll(tag)) {
    const [, name = "", attrs = ""] = match;
    const attr = (key: string) =>
      new RegExp(`\\b${key}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(attrs);
    const value = (key: string) => {
      const m = attr(key);
      return m ? (m[2] ?? m[3] ?? m[4] ?? "") : undefined;
    };
    if (name.toLowerCase() === "script" && value("type") === "module") {
      const src = value("src");
      if (src) urls.push(src);
    } else if (name.toLowerCase() === "link" && value("rel") === "modulepreload") {
      const href = value("href");
      if (href) urls.push(href);
    }
  }
  return [...new Set(urls)];
}

/**
 * Relative specifiers a minified ES module imports statically: `import x from"./a.js"`,
 * `import"./b.js"`, `export * from"./c.js"`. `import("./d.js")` (dynamic) is not matched.
 */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  const pattern =
    /\b(?:import|export)\b(?!\s*\()(?:[\w$\s{},*]*?\bfrom\b)?\s*(["'])(\.{1,2}\/[^"']+)\1/g;
  for (const match of code.matchAll(pattern)) found.push(match[2] ?? "");
  return [...new Set(found)];
}

/** Resolves a specifier found in `fromUrl` (site-absolute, e.g. /assets/index.js). */
export function resolveUrl(fromUrl: string, specifier: string): string {
  if (specifier.startsWith("/")) return specifier;
  return path.normalize(path.join(path.dirname(fromUrl), specifier));
}

/** Every site-absolute URL reached from the roots through static imports; `read` returns code. */
export function initialGraph(roots: string[], read: (url: string) => string): string[] {
  const seen = new Set<string>();
  const queue = roots.map((url) => resolveUrl("/", url));
  while (queue.length > 0) {
    const url = queue.shift() ?? "";
    if (seen.has(url)) continue;
    seen.add(url);
    for (const spec of staticImports(read(url))) queue.push(resolveUrl(url, spec));
  }
  return [...seen];
}

/** DESIGN §7: the JS of the first paint of `/`, gzip, and how many files it comes in. */
export const INITIAL_JS_BUDGET = { bytes: 140 * 1024, files: 15 } as const;

/** What is over the budget (empty when within it), in words for the bench's last line. */
export function overBudget(
  totalBytes: number,
  fileCount: number,
  budget: { bytes: number; files: number } = INITIAL_JS_BUDGET,
): string[] {
  const over: string[] = [];
  if (totalBytes > budget.bytes) {
    over.push(`${(totalBytes / 1024).toFixed(1)} KB > ${budget.bytes / 1024} KB`);
  }
  if (fileCount > budget.files) over.push(`${fileCount} files > ${budget.files}`);
  return over;
}

/**
 * Issue 41: initial JS as a viewer pays for it, whatever the build says. Every script a cold page
 * fetches until the network is idle (entry, modulepreloads, the app, lazy chunks it imports,
 * the catalogue loaded at idle), compressed as sent; prefetches aside (fetched for a later page).
 */
export const VIEWER_JS_BUDGET = { bytes: 120 * 1024, files: 15 } as const;

/** One response the browser got, as the bench's Playwright page saw it. */
export interface FetchedResource {
  url: string;
  /** Playwright's resourceType(): "script" for a module, a modulepreload or an import(). */
  resourceType: string;
  /** The request's Sec-Purpose header: "prefetch" for <link rel="prefetch">. */
  purpose?: string;
  /** The body's bytes as sent (compressed). */
  bytes: number;
}

/** The scripts a viewer paid for, each once, in the order they came; prefetches left out. */
export function viewerScripts(fetched: readonly FetchedResource[]): FetchedResource[] {
  const seen = new Map<string, FetchedResource>();
  for (const resource of fetched) {
    if (resource.resourceType !== "script") continue;
    if (resource.purpose?.includes("prefetch")) continue;
    const url = resource.url.split("#")[0] ?? resource.url;
    if (!seen.has(url)) seen.set(url, { ...resource, url });
  }
  return [...seen.values()];
}
