import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  contentDetail,
  readyVideo,
  catalogueRoutes,
} from "../../features/catalogue/test/factories.ts";
import { type Routes as ApiRoutes, fakeApi, noAnswer, type Reply } from "../../test/fake-api.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { ViewPage } from "./view.tsx";

/** The title page's calls: the catalogue's, plus thumbs and More like this (none unless given). */
function viewRoutes(
  options: Parameters<typeof catalogueRoutes>[0],
  taste: { upShare?: number | null; like?: { ref: string; title: string }[] } = {},
): ApiRoutes {
  return {
    ...catalogueRoutes(options),
    "GET /api/v1/rate/:ref": (_call, { params }) => ({
      status: 200,
      body: { ref: params.ref, thumb: null, ratedCount: 25, upShare: taste.upShare ?? null },
    }),
    "GET /api/v1/recommendations": {
      status: 200,
      body: {
        items: (taste.like ?? []).map((t) => ({
          ...t,
          poster: `/content/uploads/${t.ref}_port.jpg`,
          year: 2020,
        })),
      },
    },
  };
}

function LoginProbe() {
  const location = useLocation();
  return <p data-testid="login">{`${location.pathname}${location.search}`}</p>;
}

function renderView(ref: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/view/:ref" element={<ViewPage />} />
      <Route path="/login" element={<LoginProbe />} />
    </Routes>,
    { route: `/view/${ref}` },
  );
}

const movie = contentDetail({
  ref: "kings-of-lagos",
  title: "Kings of Lagos",
  year: 2023,
  duration: 6_720,
  genres: [
    { id: "drama", name: "Drama" },
    { id: "scififantasy", name: "Sci-Fi & Fantasy" },
  ],
});

const episodes = [3, 1, 2].map((n) => ({
  ref: `blood-sisters-ep-${n}`,
  title: `Blood Sisters Ep. ${n}`,
  episodeNumber: n,
  synopsis: `Episode ${n} of Blood Sisters.`,
  duration: 2_700,
  images: {
    portrait: `/content/uploads/blood-sisters-ep-${n}_port.jpg`,
    landscape: `/content/uploads/blood-sisters-ep-${n}_land.jpg`,
  },
}));

const episode = contentDetail({
  ref: "blood-sisters-ep-2",
  type: "Series",
  title: "Blood Sisters Ep. 2",
  duration: 2_700,
  series: {
    ref: "blood-sisters",
    title: "Blood Sisters",
    synopsis: "Two friends on the run.",
    episodeNumber: 2,
    episodes,
  },
});

/** Kings of Lagos with its film ready to play: the title is on sale. */
const movieOnSale = {
  details: [movie],
  media: [{ ref: "kings-of-lagos", main: readyVideo([["360p", 360, 1_000_000]]), trailer: null }],
};

afterEach(() => {
  document.cookie = "location=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
  vi.unstubAllGlobals();
});

describe("ViewPage", () => {
  it("shows everyone the share of thumbs up and More like this; My List and thumbs need a session", async () => {
    fakeApi(
      viewRoutes(
        { details: [movie] },
        { upShare: 0.82, like: [{ ref: "palm-wine-blues", title: "Palm Wine Blues" }] },
      ),
    );
    renderView("kings-of-lagos");
    expect(await screen.findByText("82% of viewers liked this")).toBeTruthy();
    const row = await screen.findByRole("region", { name: "More like this" });
    expect(within(row).getByRole("link", { name: "Palm Wine Blues" }).getAttribute("href")).toBe(
      "/view/palm-wine-blues",
    );
    expect(screen.queryByRole("button", { name: "My List" })).toBeNull();
    expect(screen.queryByRole("group", { name: "Rate this title" })).toBeNull();
  });

  it("shows the title with its art, facts, genres, tags and details", async () => {
    fakeApi(viewRoutes({ details: [movie] }));
    renderView("kings-of-lagos");

    const heading = await screen.findByRole("heading", { level: 1 });
    expect(heading.textContent).toBe("Kings of Lagos");
    for (const text of [
      "1h 52m",
      "2023",
      "One night can change everything.",
      "The story of kings-of-lagos.",
      "Nigeria",
      "English",
      "award-winning",
      "lagos",
    ]) {
      expect(screen.queryByText(text), text).not.toBeNull();
    }

    const genres = within(screen.getByRole("list", { name: "Genres" }));
    expect(genres.getByRole("link", { name: "Drama" }).getAttribute("href")).toBe(
      "/genres/drama?genre=Drama",
    );
    expect(genres.getByRole("link", { name: "Sci-Fi & Fantasy" }).getAttribute("href")).toBe(
      "/genres/scififantasy?genre=Sci-Fi%20%26%20Fantasy",
    );

    const poster = screen.getByRole("img", { name: "Kings of Lagos" });
    expect(poster.getAttribute("width")).toBe("600");
    expect(poster.getAttribute("height")).toBe("900");
    expect(poster.getAttribute("srcset")).toContain(
      "/content/uploads/kings-of-lagos_port.jpg?w=640 640w",
    );
    const backdrop = document.querySelector('img[src^="/content/uploads/kings-of-lagos_land.jpg"]');
    expect(backdrop?.getAttribute("alt")).toBe("");
    expect(backdrop?.getAttribute("fetchpriority")).toBe("high");
    expect(document.title).toBe("Kings of Lagos — Tazama");
  });

  it("prices in naira when the location cookie says Nigeria, and sends the buyer to log in", async () => {
    document.cookie = "location=en-NG; path=/";
    fakeApi(viewRoutes(movieOnSale));
    renderView("kings-of-lagos");

    const buy = await screen.findByRole("link", { name: "Buy ₦3,500" });
    const rent = screen.getByRole("link", { name: "Rent ₦1,200" });
    expect(buy.getAttribute("href")).toBe(
      "/login?redirect=/view/kings-of-lagos%3FpurchaseType%3Dbuy%26amount%3D350000%26currency%3DNGN",
    );
    expect(rent.getAttribute("href")).toBe(
      "/login?redirect=/view/kings-of-lagos%3FpurchaseType%3Drent%26amount%3D120000%26currency%3DNGN",
    );

    await userEvent.click(buy);
    const login = await screen.findByTestId("login");
    const [pathname, search] = login.textContent.split("?");
    expect(pathname).toBe("/login");
    expect(new URLSearchParams(search).get("redirect")).toBe(
      "/view/kings-of-lagos?purchaseType=buy&amount=350000&currency=NGN",
    );
  });

  it("prices in naira when nothing places the viewer (whatever the browser's language)", async () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["en-US"]);
    fakeApi(viewRoutes(movieOnSale));
    renderView("kings-of-lagos");
    const buy = await screen.findByRole("link", { name: "Buy ₦3,500" });
    expect(buy.getAttribute("href")).toContain("currency%3DNGN");
  });

  it("prices in US dollars when the location cookie places the viewer outside the markets", async () => {
    document.cookie = "location=en-US; Path=/";
    fakeApi(viewRoutes(movieOnSale));
    renderView("kings-of-lagos");
    const buy = await screen.findByRole("link", { name: "Buy $7.99" });
    expect(buy.getAttribute("href")).toContain("currency%3DUSD");
    expect(screen.getByRole("link", { name: "Rent $3.49" }).getAttribute("href")).toContain(
      "amount%3D349",
    );
  });

  it.each([
    ["has no main video", null],
    ["has its main video still being prepared", { ...readyVideo([]), status: "processing" }],
    ["has a main video that failed", { ...readyVideo([]), status: "failed" }],
  ] as const)("says Coming soon, with nothing to buy, while the title %s", async (_, main) => {
    const trailer = readyVideo([["360p", 360, 200_000]], 90);
    fakeApi(viewRoutes({ details: [movie], media: [{ ref: "kings-of-lagos", main, trailer }] }));
    renderView("kings-of-lagos");
    expect(await screen.findByText("Coming soon")).toBeTruthy();
    expect(screen.getByText("Not available to buy or rent yet. Check back soon.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /^Buy/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /^Rent/ })).toBeNull();
    // The trailer still plays.
    expect(screen.getByRole("link", { name: "Play trailer" }).getAttribute("href")).toBe(
      "/watch/kings-of-lagos?kind=trailer",
    );
  });

  it("keeps the buy row's place empty until the video's state is known: no Buy that then vanishes", async () => {
    let answerMedia: (reply: Reply) => void = () => undefined;
    fakeApi(viewRoutes(movieOnSale)).on(
      "GET /api/v1/media",
      () =>
        new Promise<Reply>((resolve) => {
          answerMedia = resolve;
        }),
    );
    renderView("kings-of-lagos");
    await screen.findByRole("heading", { level: 1, name: "Kings of Lagos" });
    expect(screen.getByTestId("purchase-pending").getAttribute("aria-busy")).toBe("true");
    expect(screen.queryByRole("link", { name: /^Buy/ })).toBeNull();
    expect(screen.queryByText("Coming soon")).toBeNull();
    answerMedia({ status: 200, body: { ref: "kings-of-lagos", main: null, trailer: null } });
    expect(await screen.findByText("Coming soon")).toBeTruthy();
    expect(screen.queryByTestId("purchase-pending")).toBeNull();
    expect(screen.queryByRole("link", { name: /^Buy/ })).toBeNull();
  });

  it("shows a free title as free, without prices", async () => {
    fakeApi(viewRoutes({ details: [{ ...movie, free: true, prices: [] }] }));
    renderView("kings-of-lagos");
    expect((await screen.findByText("Free to watch")).textContent).toBe("Free to watch");
    expect(screen.queryByRole("link", { name: /^Buy/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /^Rent/ })).toBeNull();
  });

  it("shows an episode with its series and the episodes in order, the current one marked", async () => {
    fakeApi(viewRoutes({ details: [episode] }));
    renderView("blood-sisters-ep-2");

    const heading = await screen.findByRole("heading", { level: 1 });
    expect(heading.textContent).toBe("Blood Sisters Ep. 2");
    expect(screen.queryByText("Blood Sisters · Episode 2")).not.toBeNull();
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Episodes");

    const links = screen.getAllByRole("link", { name: /^Episode\s\d$/ });
    expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["Episode\u00a01", "/view/blood-sisters-ep-1"],
      ["Episode\u00a02", "/view/blood-sisters-ep-2"],
      ["Episode\u00a03", "/view/blood-sisters-ep-3"],
    ]);
    expect(links.map((l) => l.getAttribute("aria-current"))).toEqual([null, "page", null]);
    expect(screen.getAllByText("Now viewing")).toHaveLength(1);

    const genre = within(screen.getByRole("list", { name: "Genres" })).getByRole("link", {
      name: "Drama",
    });
    expect(genre.getAttribute("href")).toBe("/seriesgenres/drama?genre=Drama");
  });

  it("says the title was not found when the API answers 404, with a way home", async () => {
    const api = fakeApi(viewRoutes({ details: [] }));
    renderView("no-such-title");

    const heading = await screen.findByRole("heading", { level: 1 });
    expect(heading.textContent).toBe("Title not found");
    expect(screen.queryByText(/no-such-title/)).not.toBeNull();
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
    expect(document.title).toBe("Title not found — Tazama");
    // A missing title is not retried.
    expect(api.calls).toHaveLength(1);
  });

  it("shows a skeleton while loading, without a heading", () => {
    fakeApi({ "GET /api/v1/content/:ref": noAnswer, "GET /api/v1/media": noAnswer });
    renderView("kings-of-lagos");
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole("heading")).toBeNull();
  });
});
