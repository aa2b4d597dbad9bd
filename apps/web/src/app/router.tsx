import { createBrowserRouter, matchRoutes } from "react-router";
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
  return { router: createBrowserRouter(routes), codeLoaded: loaded.every(Boolean) };
}

function failedPage(error: unknown) {
  return function FailedPage(): never {
    throw error;
  };
}
