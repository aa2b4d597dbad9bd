import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { catalogueRoutes, demoCatalogue } from "../../features/catalogue/test/factories.ts";
import { fakeApi } from "../../test/fake-api.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { MoviesPage } from "./movies.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("MoviesPage", () => {
  it("shows every movie in a grid under the heading Movies", async () => {
    fakeApi(catalogueRoutes({ catalogue: demoCatalogue() }));
    renderWithProviders(<MoviesPage />, { route: "/movies" });

    await screen.findByRole("heading", { level: 1, name: "Movies" });
    const grid = within(await screen.findByRole("list", { name: "All movies" }));
    expect(grid.getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual([
      "Kings of Lagos",
      "Jollof Wars",
      "Mars, Lagos",
    ]);
    expect(screen.queryByText("3 movies")).not.toBeNull();
    expect(document.title).toBe("Movies — Tazama");
  });
});
