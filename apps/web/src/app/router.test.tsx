import { render, screen } from "@testing-library/react";
import { RouterProvider, useRouteError } from "react-router";
import { describe, expect, it, vi } from "vitest";

const failure = new TypeError("Failed to fetch dynamically imported module: /assets/movies.js");
const movies = vi.fn(() => Promise.reject(failure));

vi.mock("./routes.tsx", () => ({
  routes: [
    {
      path: "/",
      children: [
        {
          path: "movies",
          lazy: movies,
          ErrorBoundary: function Boundary() {
            const error = useRouteError() as Error;
            return <p>boundary: {error.message}</p>;
          },
        },
      ],
    },
  ],
}));

describe("createClientRouter", () => {
  it("turns a page whose code could not load into its error boundary, never importing it twice", async () => {
    // React logs the error its boundary caught: expected here.
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    window.history.replaceState(null, "", "/movies");
    const { createClientRouter } = await import("./router.tsx");
    const { router, codeLoaded } = await createClientRouter();
    expect(codeLoaded).toBe(false);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText(`boundary: ${failure.message}`)).toBeDefined();
    expect(movies).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
