import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { WebRenderInput, WebRenderModule } from "@tazama/contracts";

/** Where `vite build` writes the web app's server render, inside the client build it belongs to. */
export const SERVER_RENDER_DIR = ".ssr";

/**
 * The web app's server render as this build has it: `render` also says which compiled messages
 * the page used (apps/web entry-server.tsx), the only ones its head carries. A build without them
 * (older) gives none: the head then names the language alone and the browser fetches its catalogue.
 */
export interface ServerRender extends WebRenderModule {
  render(
    input: WebRenderInput,
  ): Promise<{ head: string; root: string; messages?: Record<string, unknown> }>;
}

/**
 * The web app's server render from `{distDir}/.ssr/entry-server.js`, or undefined when the build
 * has none (dev mode, tests without a build): the server then answers with the plain shell.
 */
export async function loadServerRender(distDir: string): Promise<ServerRender | undefined> {
  const file = path.join(distDir, SERVER_RENDER_DIR, "entry-server.js");
  if (!existsSync(file)) return undefined;
  const loaded = (await import(pathToFileURL(file).href)) as Partial<WebRenderModule>;
  if (
    typeof loaded.render !== "function" ||
    typeof loaded.listingPosters !== "function" ||
    typeof loaded.pageLanguage !== "function"
  ) {
    throw new Error(`${file} does not export render, listingPosters and pageLanguage`);
  }
  return loaded as ServerRender;
}

/**
 * The routes whose first paint is public content, rendered on the server; and `/downloads`, whose
 * frame is (its heading and help: what the device keeps is the browser's to read, ADR 0085).
 */
const SERVER_RENDERED: readonly RegExp[] = [
  /^\/$/,
  /^\/movies$/,
  /^\/series$/,
  /^\/genres\/[^/]+$/,
  /^\/seriesgenres\/[^/]+$/,
  /^\/view\/[^/]+$/,
  /^\/series\/[^/]+$/,
  /^\/screenings$/,
  /^\/search$/,
  /^\/downloads$/,
  /^\/about$/,
  /^\/privacy$/,
  /^\/coming-soon$/,
];

export function isServerRendered(pathname: string): boolean {
  return SERVER_RENDERED.some((pattern) => pattern.test(pathname));
}

/** Whether the request carries the display cookies a render shows (name, locale): not shared. */
export function hasViewerCookies(cookieHeader: string): boolean {
  return /(?:^|;)\s*(?:user|location)=/.test(cookieHeader);
}

/** index.html with `markup` inside its empty `<div id="root"></div>`. */
export function injectRoot(html: string, markup: string): string {
  const empty = '<div id="root"></div>';
  const at = html.indexOf(empty);
  if (at === -1) throw new Error("index.html has no empty #root");
  return `${html.slice(0, at)}<div id="root">${markup}</div>${html.slice(at + empty.length)}`;
}
