import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CATALOGUE_PATH,
  catalogueRoutes,
  demoCatalogue,
} from "../../features/catalogue/test/factories.ts";
import { apiError, fakeApi } from "../../test/fake-api.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { HomePage } from "./home.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

function row(name: string) {
  return within(screen.getByRole("region", { name }));
}

describe("HomePage", () => {
  it("features a title in the hero, with art that loads first and reserves its box", async () => {
    fakeApi(catalogueRoutes({ catalogue: demoCatalogue() }));
    renderWithProviders(<HomePage />);

    const hero = await screen.findByRole("heading", { level: 1 });
    expect(hero.textContent).toBe("Kings of Lagos");
    const art = document.querySelector('img[src^="/content/uploads/kings-of-lagos_land.jpg"]');
    expect(art?.getAttribute("fetchpriority")).toBe("high");
    expect([art?.getAttribute("width"), art?.getAttribute("height")]).toEqual(["1920", "1080"]);
    expect(art?.getAttribute("srcset")).toContain("_land.jpg?w=1920 1920w");
    expect(screen.getByRole("link", { name: /^See details/ }).getAttribute("href")).toBe(
      "/view/kings-of-lagos",
    );
    expect(document.title).toBe("Tazama — African movies and series");
  });

  it("renders a row per genre with movies and a Series row, and drops empty genres", async () => {
    fakeApi(catalogueRoutes({ catalogue: demoCatalogue() }));
    renderWithProviders(<HomePage />);

    await screen.findByRole("heading", { level: 1 });
    // The rows come in a deferred render, just after the hero.
    const rows = (await screen.findAllByRole("heading", { level: 2 })).map((h) => h.textContent);
    expect(rows).toEqual(["Drama", "Series", "Comedy", "Sci-Fi & Fantasy"]);

    const posters = (name: string) =>
      row(name)
        .getAllByRole("img")
        .map((img) => img.getAttribute("alt"));
    expect(posters("Drama")).toEqual(["Kings of Lagos", "Jollof Wars"]);
    expect(posters("Series")).toEqual(["Blood Sisters", "Shanty Town"]);
    expect(row("Drama").getByRole("link", { name: "See all: Drama" }).getAttribute("href")).toBe(
      "/genres/drama?genre=Drama",
    );
  });

  it("shows series cards with the first episode's poster, a link to the series and the episode count", async () => {
    fakeApi(catalogueRoutes({ catalogue: demoCatalogue() }));
    renderWithProviders(<HomePage />);

    await screen.findByRole("heading", { level: 2, name: "Series" });
    const card = row("Series").getByRole("link", { name: /^Blood Sisters/ });
    expect(card.getAttribute("href")).toBe("/series/blood-sisters");
    expect(card.querySelector("img")?.getAttribute("src")).toBe(
      "/content/uploads/blood-sisters-ep-1_port.jpg?w=640",
    );
    expect(card.textContent).toContain("2 episodes");
  });

  it("loads the first row's posters eagerly and every other poster lazily", async () => {
    fakeApi(catalogueRoutes({ catalogue: demoCatalogue() }));
    renderWithProviders(<HomePage />);

    await screen.findByRole("heading", { level: 2, name: "Drama" });
    const loading = (name: string) =>
      row(name)
        .getAllByRole("img")
        .map((img) => img.getAttribute("loading"));
    expect(loading("Drama")).toEqual(["eager", "eager"]);
    expect(loading("Series")).toEqual(["lazy", "lazy"]);
    expect(loading("Comedy")).toEqual(["lazy"]);
  });

  it("offers to try again when the catalogue cannot be loaded", async () => {
    const down = apiError(503, "x", "down");
    fakeApi({ [`GET ${CATALOGUE_PATH}`]: down, "GET /api/v1/content/popular": down });
    renderWithProviders(<HomePage />);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("button", { name: "Try again" }).tagName).toBe("BUTTON");
  });
});
