import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FakeApi, fakeApi } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { catalogueRoutes, demoCatalogue } from "../test/factories.ts";
import { HomeBrowse } from "./home-browse.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const popular = {
  items: [
    {
      ref: "jollof-wars",
      title: "Jollof Wars",
      poster: "/content/uploads/jollof-wars_port.jpg",
      year: 2021,
      views: 9,
    },
    {
      ref: "mars-lagos",
      title: "Mars, Lagos",
      poster: "/content/uploads/mars-lagos_port.jpg",
      year: 2022,
      views: 4,
    },
  ],
};
const continueWatching = {
  items: [
    {
      ref: "kings-of-lagos",
      title: "Kings of Lagos",
      poster: "/content/uploads/kings-of-lagos_port.jpg",
      positionS: 1_500,
      durationS: 6_000,
      updatedAt: "2026-11-22T10:00:00.000Z",
    },
  ],
};

const rowNames = () => screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
const calls = (api: FakeApi, path: string) =>
  api.calls.filter((call) => call.url.startsWith(path)).length;

describe("Home rows: Continue watching and Popular", () => {
  it("puts Popular after the hero for everyone, linking to the title pages", async () => {
    const api = fakeApi(catalogueRoutes({ catalogue: demoCatalogue(), popular }));
    renderWithProviders(<HomeBrowse viewer="anonymous" />);

    await screen.findByRole("heading", { level: 2, name: "Popular" });
    expect(rowNames()).toEqual(["Popular", "Drama", "Series", "Comedy", "Sci-Fi & Fantasy"]);
    const row = within(screen.getByRole("region", { name: "Popular" }));
    const links = row.getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["Jollof Wars", "/view/jollof-wars"],
      ["Mars, Lagos", "/view/mars-lagos"],
    ]);
    // The first row on screen loads its first posters eagerly.
    expect(row.getAllByRole("img")[0]?.getAttribute("loading")).toBe("eager");
    // An anonymous viewer never asks for Continue watching.
    expect(calls(api, "/api/v1/users/continue-watching")).toBe(0);
  });

  it("shows neither row when nothing has been watched", async () => {
    fakeApi(catalogueRoutes({ catalogue: demoCatalogue(), continueWatching: { items: [] } }));
    renderWithProviders(<HomeBrowse viewer="signed-in" />);

    await screen.findByRole("heading", { level: 2, name: "Drama" });
    expect(rowNames()).toEqual(["Drama", "Series", "Comedy", "Sci-Fi & Fantasy"]);
  });

  it("gives a signed-in viewer Continue watching first: resume links with a progress bar", async () => {
    fakeApi(catalogueRoutes({ catalogue: demoCatalogue(), popular, continueWatching }));
    renderWithProviders(<HomeBrowse viewer="signed-in" />);

    await screen.findByRole("heading", { level: 2, name: "Continue watching" });
    expect(rowNames().slice(0, 3)).toEqual(["Continue watching", "Popular", "Drama"]);
    const card = within(screen.getByRole("region", { name: "Continue watching" })).getByRole(
      "link",
    );
    expect(card.getAttribute("href")).toBe("/watch/kings-of-lagos");
    expect(card.textContent).toContain("75 min left");
    const bar = card.querySelector<HTMLElement>('[aria-hidden="true"] > span');
    expect(bar?.style.width).toBe("25%");
  });

  it("holds the rows as skeletons while the session is checked, so none moves later", async () => {
    const api = fakeApi(catalogueRoutes({ catalogue: demoCatalogue(), popular, continueWatching }));
    const view = renderWithProviders(<HomeBrowse viewer="unknown" />);

    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryAllByRole("heading", { level: 2 })).toEqual([]);
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(calls(api, "/api/v1/users/continue-watching")).toBe(0);

    view.rerender(<HomeBrowse viewer="signed-in" />);
    await screen.findByRole("heading", { level: 2, name: "Continue watching" });
    expect(rowNames()[0]).toBe("Continue watching");
  });
});
