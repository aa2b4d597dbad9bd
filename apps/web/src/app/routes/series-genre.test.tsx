import { screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { catalogueRoutes, demoCatalogue } from "../../features/catalogue/test/factories.ts";
import { fakeApi } from "../../test/fake-api.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { SeriesGenrePage } from "./series-genre.tsx";

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/seriesgenres/:id" element={<SeriesGenrePage />} />
    </Routes>,
    { route },
  );
}

async function posterNames(listName: string): Promise<string[]> {
  const list = await screen.findByRole("list", { name: listName });
  return within(list)
    .getAllByRole("link")
    .map((link) => link.querySelector("img")?.getAttribute("alt") ?? "");
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SeriesGenrePage", () => {
  it("lists the series of the genre, each card opening the series' page", async () => {
    fakeApi(catalogueRoutes({ catalogue: demoCatalogue() }));
    renderAt("/seriesgenres/drama?genre=Drama");

    expect(await posterNames("Drama series")).toEqual(["Blood Sisters", "Shanty Town"]);
    const card = screen.getByRole("link", { name: /^Blood Sisters/ });
    expect(card.getAttribute("href")).toBe("/series/blood-sisters");
    expect(card.textContent).toContain("2 episodes");
    expect(document.title).toBe("Drama series — Tazama");
  });

  it("shows a friendly empty state for a genre without series", async () => {
    fakeApi(catalogueRoutes({ catalogue: demoCatalogue() }));
    renderAt("/seriesgenres/comedy?genre=Comedy");
    await screen.findByRole("heading", { level: 2, name: "Nothing here yet" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Comedy");
    expect(document.title).toBe("Comedy series — Tazama");
    expect(screen.getByRole("link", { name: "Browse all series" }).getAttribute("href")).toBe(
      "/series",
    );
  });
});
