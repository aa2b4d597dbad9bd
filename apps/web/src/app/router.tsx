import { createBrowserRouter, matchRoutes } from "react-router";
import { routes } from "./routes.tsx";

export type ClientRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser router, created once the lazy modules of the current URL's routes are loaded: the
 * first render then draws the page itself (as the server did), never a fallback in its place.
 *
 * A module that cannot be loaded (offline) becomes a page that throws that failure when drawn:
 * the route's error boundary shows inside the layout ("You are offline") and loads the page
 * afresh once the connection is back. The router is never handed the import again: a second
 * import of a module whose first one failed may never settle in Chromium, and the page would
 * stay empty with no boundary to recover it.
 */
export async function createClientRouter(): Promise<ClientRouter> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      try {
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      } catch (error) {
        Object.assign(route, { lazy: undefined, Component: failedPage(error) });
      }
    }),
  );
  return createBrowserRouter(routes);
}

function failedPage(error: unknown) {
  return function FailedPage(): never {
    throw error;
  };
}
