import { type RouteObject, createBrowserRouter, matchRoutes } from "react-router";
import { pageI18n } from "../lib/i18n/i18n.ts";
import { routes } from "./routes.tsx";

export type ClientRouter = ReturnType<typeof createBrowserRouter>;

export interface ClientRouterReady {
  router: ClientRouter;
  /** Whether every module of the current URL's routes loaded (else the page draws its failure). */
  codeLoaded: boolean;
}

/**
 * The browser router, created once the lazy modules of the current URL's routes are loaded: the
 * first render then draws the page itself (as the server did), never a fallback in its place.
 *
 * A module that cannot be loaded (offline) becomes a page that throws that failure when drawn:
 * the route's error boundary shows inside the layout ("You are offline") and loads the page
 * afresh once the connection is back. The router is never handed the import again: a second
 * import of a module whose first one failed may never settle in Chromium, and the page would
 * stay empty with no boundary to recover it. Such a page cannot match a server render of it, so
 * `codeLoaded` tells the caller to draw it afresh instead of hydrating.
 */
export async function createClientRouter(): Promise<ClientRouterReady> {
  const matches = matchRoutes(routes, window.location) ?? [];
  const loaded = await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return true;
      try {
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
        return true;
      } catch (error) {
        Object.assign(route, { lazy: undefined, Component: failedPage(error) });
        return false;
      }
    }),
  );
  whenCatalogueWhole(routes);
  return { router: createBrowserRouter(routes), codeLoaded: loaded.every(Boolean) };
}

/**
 * The pages the browser opens later (every lazy route but the first page's) come with the whole
 * catalogue of the page's language: the head carries only the first page's messages, and a page
 * drawn in another language must never show an id or the English source.
 */
function whenCatalogueWhole(tree: RouteObject[]) {
  for (const route of tree) {
    const { lazy } = route;
    if (typeof lazy === "function") {
      route.lazy = async () => {
        const [module] = await Promise.all([
          lazy(),
          // A catalogue that cannot load (offline) leaves the page to show its own failure.
          pageI18n.current?.then((i18n) => i18n.whole()).catch(() => undefined),
        ]);
        return module;
      };
    }
    if (route.children) whenCatalogueWhole(route.children);
  }
}

function failedPage(error: unknown) {
  return function FailedPage(): never {
    throw error;
  };
}
