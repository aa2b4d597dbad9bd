import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { catalogueRoutes, contentDetail, readyVideo } from "../test/factories.ts";
import { TitleDetail } from "./title-detail.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const movie = contentDetail({ ref: "kings-of-lagos", title: "Kings of Lagos" });

function sizes() {
  const region = screen.getByRole("region", { name: "Data per quality" });
  return {
    of: region.querySelector("p")?.textContent,
    items: within(region)
      .getAllByRole("listitem")
      .map((li) => li.textContent),
  };
}

describe("the title page's video: Play trailer and data per quality", () => {
  it("shows the whole film's size per quality and a Play trailer link", async () => {
    fakeApi(
      catalogueRoutes({
        details: [movie],
        media: [
          {
            ref: movie.ref,
            main: readyVideo([
              ["144p", 144, 105_200_000],
              ["360p", 360, 412_000_000],
              ["720p", 720, 1_234_000_000],
            ]),
            trailer: readyVideo([["144p", 144, 1_900_000]], 60),
          },
        ],
      }),
    );
    renderWithProviders(<TitleDetail contentRef={movie.ref} />);

    const trailer = await screen.findByRole("link", { name: "Play trailer" }, { timeout: 5000 });
    expect(trailer.getAttribute("href")).toBe("/watch/kings-of-lagos?kind=trailer");
    expect(sizes()).toEqual({
      of: "Watching the whole title",
      items: ["144p · 105 MB", "360p · 412 MB", "720p · 1.2 GB"],
    });
    // A paid film is played through the purchase flow, not from here.
    expect(screen.queryByRole("link", { name: "Play" })).toBeNull();
  });

  it("gives the trailer's sizes, labelled, while the film is not ready", async () => {
    fakeApi(
      catalogueRoutes({
        details: [movie],
        media: [
          {
            ref: movie.ref,
            main: { status: "processing", durationS: null, qualities: [] },
            trailer: readyVideo([
              ["144p", 144, 850_000],
              ["240p", 240, 1_460_000],
            ]),
          },
        ],
      }),
    );
    renderWithProviders(<TitleDetail contentRef={movie.ref} />);

    await screen.findByRole("link", { name: "Play trailer" }, { timeout: 5000 });
    expect(sizes()).toEqual({
      of: "Trailer (the film is not ready yet)",
      items: ["144p · 850 kB", "240p · 1.5 MB"],
    });
  });

  it("plays a free film from here, besides its trailer", async () => {
    const free = { ...movie, free: true, prices: [] };
    fakeApi(
      catalogueRoutes({
        details: [free],
        media: [
          {
            ref: movie.ref,
            main: readyVideo([["144p", 144, 105_000_000]]),
            trailer: readyVideo([["144p", 144, 2_000_000]]),
          },
        ],
      }),
    );
    renderWithProviders(<TitleDetail contentRef={movie.ref} />);

    const play = await screen.findByRole("link", { name: "Play" });
    expect(play.getAttribute("href")).toBe("/watch/kings-of-lagos");
    expect(screen.getByRole("link", { name: "Play trailer" })).toBeTruthy();
  });

  it("says a trailer is on its way, and shows no sizes without a ready video", async () => {
    fakeApi(
      catalogueRoutes({
        details: [movie],
        media: [
          {
            ref: movie.ref,
            main: null,
            trailer: { status: "queued", durationS: null, qualities: [] },
          },
        ],
      }),
    );
    renderWithProviders(<TitleDetail contentRef={movie.ref} />);

    expect(await screen.findByText("The trailer is being prepared.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Play trailer" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Data per quality" })).toBeNull();
  });
});
