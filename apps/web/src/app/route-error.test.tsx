import { MantineProvider } from "@mantine/core";
import { act, render, screen } from "@testing-library/react";
import { AUTH_FALLBACK_TEXTS } from "@tazama/contracts";
import userEvent from "@testing-library/user-event";
import { type ReactNode, Suspense, isValidElement } from "react";
import { MemoryRouter, type RouteObject } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../lib/api-client.ts";
import { lazyPage } from "./lazy-page.tsx";
import { RouteBoundary } from "./route-boundary.tsx";
import { describeRouteError } from "./route-error.tsx";
import { routes } from "./routes.tsx";
import { theme } from "./theme.ts";

function renderPage(page: ReactNode) {
  render(
    <MantineProvider theme={theme} forceColorScheme="dark">
      <MemoryRouter>{page}</MemoryRouter>
    </MantineProvider>,
  );
}

/** React logs the error a boundary caught: expected here, and checked. */
function expectLoggedErrors() {
  return vi.spyOn(console, "error").mockImplementation(() => undefined);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("describeRouteError", () => {
  it("a network failure or timeout → spec §8's Network Error", () => {
    const network = {
      title: "Network Error",
      description: "Please check your internet connection and try again.",
      reload: false,
    };
    expect(describeRouteError(new TypeError("Failed to fetch"))).toEqual(network);
    expect(describeRouteError(new DOMException("timed out", "TimeoutError"))).toEqual(network);
  });

  it("a page whose code failed to load → Network Error, fixed by loading the page again", () => {
    const error = new TypeError("Failed to fetch dynamically imported module: /assets/watch.js");
    expect(describeRouteError(error)).toMatchObject({ title: "Network Error", reload: true });
  });

  it("a failure of our server → spec §8's Server Error", () => {
    const server = {
      title: "Server Error",
      description: "An internal error occurred. Please try again later.",
      reload: false,
    };
    expect(describeRouteError(new ApiError(503, "unavailable", "db down"))).toEqual(server);
    expect(describeRouteError(new ApiError(400, "http/error", "status 400"))).toEqual(server);
  });

  it("anything else → the catalogue's unexpected error, never the error's own message", () => {
    const text = describeRouteError(new Error("Cannot read properties of undefined (x.y)"));
    expect(text).toEqual({
      title: "Error",
      description: "An unexpected error occurred. Please try again.",
      reload: false,
    });
    expect(text.description).toBe(AUTH_FALLBACK_TEXTS.otherDescription);
    expect(describeRouteError(new ApiError(404, "content/not-found", "secret"))).toEqual(text);
  });
});

describe("RouteError", () => {
  it("says what went wrong and draws the page again on Retry", async () => {
    const logged = expectLoggedErrors();
    let offline = true;
    function Flaky() {
      if (offline) throw new TypeError("Failed to fetch");
      return <p>The page itself</p>;
    }
    renderPage(
      <RouteBoundary>
        <Flaky />
      </RouteBoundary>,
    );

    expect(await screen.findByRole("heading", { name: "Network Error" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain(
      "Please check your internet connection and try again.",
    );
    expect(logged).toHaveBeenCalled();

    offline = false;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("The page itself")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a page whose code failed to load is loaded afresh on Retry", async () => {
    expectLoggedErrors();
    const reload = vi.fn();
    const page = lazyPage(
      () => Promise.reject(new TypeError("Failed to fetch dynamically imported module: /a.js")),
      "Page",
    );
    // In act: the page suspends on its import, and React retries it (then throws) in act's queue.
    await act(async () => {
      renderPage(
        <RouteBoundary reload={reload}>
          <Suspense>
            <page.Page />
          </Suspense>
        </RouteBoundary>,
      );
    });

    expect(await screen.findByRole("heading", { name: "Network Error" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("is the error boundary of every route of the app", () => {
    const all = (list: RouteObject[]): RouteObject[] =>
      list.flatMap((route) => [route, ...all(route.children ?? [])]);
    const everyRoute = all(routes);
    expect(everyRoute.length).toBeGreaterThan(15);
    for (const route of everyRoute) {
      const element = route.element;
      expect(isValidElement(element) && element.type, route.path ?? "index").toBe(RouteBoundary);
    }
  });
});
