import { screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthContext, type AuthContextValue } from "../../features/accounts/hooks/use-auth.ts";
import { seriesDetail } from "../../test/series-factories.ts";
import { fakeApi } from "../../test/fake-api.ts";
import { collection, rental, sandboxOnly, wallet } from "../../test/money-factories.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { SeriesRoute } from "./series-page.tsx";

const SERIES = seriesDetail({ ref: "pepper-and-sons" });
const signedIn = {
  authUser: {
    uid: "u-1",
    email: "ada@example.com",
    name: "Ada",
    photo: null,
    phone_number: null,
    affiliateCodeUsed: null,
    affiliateCode: "ADA12345",
    source: "web",
    locale: "en-NG",
    role: "viewer",
  },
  loading: false,
} as AuthContextValue;

function renderSeries(auth: AuthContextValue | null, ref = "pepper-and-sons") {
  const page = (
    <Routes>
      <Route path="/series/:ref" element={<SeriesRoute />} />
    </Routes>
  );
  return renderWithProviders(
    auth ? <AuthContext.Provider value={auth}>{page}</AuthContext.Provider> : page,
    { route: `/series/${ref}` },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SeriesRoute", () => {
  it("shows a visitor the series, its episodes and the bundle behind a log in", async () => {
    fakeApi({ "GET /api/v1/series/pepper-and-sons": { status: 200, body: { series: SERIES } } });
    renderSeries(null);
    expect(await screen.findByRole("heading", { level: 1, name: "Pepper and Sons" })).toBeTruthy();
    const episodes = within(screen.getByRole("region", { name: "Episodes" })).getAllByRole("link");
    expect(episodes.map((a) => a.getAttribute("href"))).toEqual(
      [1, 2, 3, 4].map((n) => `/view/pepper-and-sons-ep-${n}`),
    );
    const buy = screen.getByRole("link", { name: /^Buy all 4 episodes/ });
    expect(buy.textContent).toBe("Buy all 4 episodes ₦900");
    expect(decodeURIComponent(buy.getAttribute("href") ?? "")).toBe(
      "/login?redirect=/series/pepper-and-sons?purchaseType=bundle",
    );
    expect(screen.getByText(/₦1,600 bought one by one/)).toBeTruthy();
    expect(document.title).toBe("Pepper and Sons — Tazama");
  });

  it("marks each episode owned, rented or watched for a signed-in viewer, playing those they hold", async () => {
    fakeApi({
      "GET /api/v1/series/pepper-and-sons": { status: 200, body: { series: SERIES } },
      "GET /api/v1/users/wallet": { status: 200, body: wallet(100_000) },
      "GET /api/v1/mps/methods": { status: 200, body: sandboxOnly },
      "GET /api/v1/purchases": {
        status: 200,
        body: collection({
          owned: [rental({ id: "e-1", kind: "buy", ref: "pepper-and-sons-ep-1" })],
          rented: [rental({ id: "e-2", ref: "pepper-and-sons-ep-2" })],
        }),
      },
      "GET /api/v1/users/allviews": {
        status: 200,
        body: {
          items: [
            {
              ref: "pepper-and-sons-ep-1",
              title: "Pepper and Sons Ep. 1",
              poster: "/content/uploads/x_port.jpg",
              positionS: 1_800,
              durationS: 1_800,
              watched: 1,
              updatedAt: "2026-11-20T20:00:00.000Z",
            },
            {
              ref: "pepper-and-sons-ep-2",
              title: "Pepper and Sons Ep. 2",
              poster: "/content/uploads/x_port.jpg",
              positionS: 600,
              durationS: 1_800,
              watched: 1 / 3,
              updatedAt: "2026-11-21T20:00:00.000Z",
            },
          ],
          next: null,
        },
      },
    });
    renderSeries(signedIn);
    const list = await screen.findByRole("region", { name: "Episodes" });
    const rows = await within(list).findAllByRole("listitem");
    await vi.waitFor(() => {
      expect(within(rows[0]!).getByText("Owned")).toBeTruthy();
    });
    expect(within(rows[0]!).getByText("Watched")).toBeTruthy();
    expect(within(rows[0]!).getByRole("link").getAttribute("href")).toBe(
      "/watch/pepper-and-sons-ep-1",
    );
    expect(within(rows[1]!).getByText("Rented")).toBeTruthy();
    expect(within(rows[1]!).getByText("33% watched")).toBeTruthy();
    expect(within(rows[2]!).queryByText(/Owned|Rented|Watched/)).toBeNull();
    expect(within(rows[2]!).getByRole("link").getAttribute("href")).toBe(
      "/view/pepper-and-sons-ep-3",
    );
    // Play goes on where the viewer left off: episode 1 is finished, episode 2 started.
    expect(screen.getByRole("link", { name: "Resume Episode 2" }).getAttribute("href")).toBe(
      "/watch/pepper-and-sons-ep-2",
    );
    // The bundle then covers the three episodes not owned (the rental does not count).
    expect(
      await screen.findByRole("button", { name: "Buy the other 3 episodes ₦675" }),
    ).toBeTruthy();
  });

  it("says so when there is no such series", async () => {
    fakeApi({
      "GET /api/v1/series/nope": {
        status: 404,
        body: { error: { code: "catalogue/not-found", message: "This series does not exist." } },
      },
    });
    renderSeries(null, "nope");
    expect(await screen.findByText("Series not found")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse all series" }).getAttribute("href")).toBe(
      "/series",
    );
  });
});
