import { matchRoutes } from "react-router";
import { pageI18n } from "../lib/i18n/i18n.ts";
import { pagesLoadedFromNowWait } from "./lazy-page.tsx";
import { type RouteHandle, routes } from "./routes.tsx";

/**
 * Loads the modules of the current URL's pages before the first render, which then draws the
 * page itself (as the server did), never a fallback in its place. Resolves whether every one
 * loaded: a page whose module failed (offline) throws that failure when drawn, its boundary
 * shows inside the layout ("You are offline"), and the page cannot match a server render of it,
 * so the caller draws it afresh instead of hydrating.
 *
 * The pages opened later come with the whole catalogue of the page's language: the head carries
 * only the first page's messages, and a page drawn in another language must never show an id or
 * the English source.
 */
export async function loadFirstPages(): Promise<boolean> {
  const matches = matchRoutes(routes, window.location) ?? [];
  const loaded = await Promise.all(
    matches.map(
      ({ route }) =>
        (route.handle as RouteHandle | undefined)?.page?.preload() ?? Promise.resolve(true),
    ),
  );
  pagesLoadedFromNowWait(async () => (await pageI18n.current)?.whole());
  return loaded.every(Boolean);
}
