import { screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { catalogueRoutes, demoCatalogue } from "../../features/catalogue/test/factories.ts";
import { fakeApi } from "../../test/fake-api.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { GenrePage } from "./genre.tsx";

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/genres/:id" element={<GenrePage />} />
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

describe("GenrePage", () => {
  it("lists the movies whose genre slug is the id, headed by the genre query", async () => {
    fakeApi(catalogueRoutes({ catalogue: demoCatalogue() }));
    renderAt("/genres/drama?genre=Drama%20Films");

    expect(await posterNames("Drama Films movies")).toEqual(["Kings of Lagos", "Jollof Wars"]);
    expect(screen.getByRole("link", { name: "Kings of Lagos" }).getAttribute("href")).toBe(
      "/view/kings-of-lagos",
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Drama Films");
    expect(screen.queryByText("2 movies")).not.toBeNull();
    expect(document.title).toBe("Drama Films movies — Tazama");
  });

  it("heads the page with the matched genre's name when there is no genre query", async () => {
    fakeApi(catalogueRoutes({ catalogue: demoCatalogue() }));
    renderAt("/genres/scififantasy");
    expect(await posterNames("Sci-Fi & Fantasy movies")).toEqual(["Mars, Lagos"]);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Sci-Fi & Fantasy");
  });

  it("shows a friendly empty state for an unknown genre", async () => {
    fakeApi(catalogueRoutes({ catalogue: demoCatalogue() }));
    renderAt("/genres/nollywoodnoir?genre=Nollywood%20Noir");

    // The page's heading and its tab name the same genre.
    await screen.findByRole("heading", { level: 2, name: "Nothing here yet" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Nollywood Noir");
    expect(document.title).toBe("Nollywood Noir movies — Tazama");
    expect(screen.queryByText(/genre “Nollywood Noir”/)).not.toBeNull();
    expect(screen.getByRole("link", { name: "Browse all movies" }).getAttribute("href")).toBe(
      "/movies",
    );
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("treats a genre with only series as empty for movies", async () => {
    fakeApi(catalogueRoutes({ catalogue: demoCatalogue() }));
    renderAt("/genres/horror?genre=Horror");
    await screen.findByRole("heading", { level: 2, name: "Nothing here yet" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Horror");
  });
});
