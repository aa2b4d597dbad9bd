import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { catalogueRoutes, demoCatalogue } from "../../features/catalogue/test/factories.ts";
import { fakeApi } from "../../test/fake-api.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { SeriesPage } from "./series.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SeriesPage", () => {
  it("shows every series as a card under the heading Series", async () => {
    fakeApi(catalogueRoutes({ catalogue: demoCatalogue() }));
    renderWithProviders(<SeriesPage />, { route: "/series" });

    await screen.findByRole("heading", { level: 1, name: "Series" });
    const grid = within(await screen.findByRole("list", { name: "All series" }));
    const cards = grid.getAllByRole("link");
    expect(cards.map((c) => [c.getAttribute("href"), c.textContent])).toEqual([
      ["/series/blood-sisters", "Blood Sisters2 episodes"],
      ["/series/shanty-town", "Shanty Town1 episode"],
    ]);
    expect(document.title).toBe("Series — Tazama");
  });
});
