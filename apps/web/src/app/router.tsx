import { createBrowserRouter, matchRoutes } from "react-router";
import { routes } from "./routes.tsx";

export type ClientRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser router, created once the lazy modules of the current URL's routes are loaded: the
 * first render then draws the page itself (as the server did), never a fallback in its place. A
 * module that cannot be loaded (offline) stays lazy: the router tries again and, failing, shows
 * the route's error boundary inside the layout instead of no page at all.
 */
export async function createClientRouter(): Promise<ClientRouter> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy().catch(() => null);
      if (loaded) Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return createBrowserRouter(routes);
}
