import { render, screen } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { MemoryRouter, useRoutes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { type I18n, pageI18n } from "../lib/i18n/i18n.ts";
import { lazyPage } from "./lazy-page.tsx";

const failure = new TypeError("Failed to fetch dynamically imported module: /assets/movies.js");
const movies = vi.fn(() => Promise.reject(failure));
const moviesPage = lazyPage(movies, "MoviesPage");
const seriesPage = lazyPage(
  () => Promise.resolve({ SeriesPage: () => <p>the series page</p> }),
  "SeriesPage",
);

vi.mock("./routes.tsx", () => ({
  routes: [
    {
      path: "/",
      children: [
        { path: "movies", element: <moviesPage.Page />, handle: { page: moviesPage } },
        { path: "series", element: <seriesPage.Page />, handle: { page: seriesPage } },
      ],
    },
  ],
}));

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>boundary: {this.state.error.message}</p> : this.props.children;
  }
}

/** Loads `path`'s pages as the browser's start does, then draws the (mocked) route table there. */
async function startAt(path: string) {
  window.history.replaceState(null, "", path);
  const { loadFirstPages } = await import("./router.tsx");
  const loaded = await loadFirstPages();
  const { routes } = await import("./routes.tsx");
  function Routes() {
    return useRoutes(routes);
  }
  const draw = () =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <Boundary>
          <Routes />
        </Boundary>
      </MemoryRouter>,
    );
  return { loaded, draw };
}

describe("loadFirstPages", () => {
  it("loads the current page's module before the first render, which draws it at once", async () => {
    const { loaded, draw } = await startAt("/series");
    expect(loaded).toBe(true);
    draw();
    // Synchronously: no suspended first render (hydration would not match the server's page).
    expect(screen.getByText("the series page")).toBeDefined();
  });

  it("turns a page whose code could not load into its boundary's failure, never importing it twice", async () => {
    // React logs the error its boundary caught: expected here.
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { loaded, draw } = await startAt("/movies");
    expect(loaded).toBe(false);
    draw();
    expect(await screen.findByText(`boundary: ${failure.message}`)).toBeDefined();
    expect(await moviesPage.preload()).toBe(false);
    expect(movies).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it("shows a page opened later only once the language's whole catalogue is there", async () => {
    let whole: (value?: unknown) => void = () => undefined;
    const catalogue = new Promise((resolve) => (whole = resolve));
    pageI18n.current = Promise.resolve({ whole: () => catalogue } as unknown as I18n);
    await startAt("/series");
    const later = lazyPage(() => Promise.resolve({ Later: () => <p>later</p> }), "Later");
    let ready: boolean | undefined;
    const preloaded = later.preload().then((loaded) => (ready = loaded));
    // Every microtask settled (the module itself is there at once): still waiting for the catalogue.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ready).toBeUndefined();
    whole();
    await preloaded;
    expect(ready).toBe(true);
  });
});
