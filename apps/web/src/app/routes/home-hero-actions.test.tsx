import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  catalogueItem,
  catalogueRoutes,
  contentDetail,
  readyVideo,
} from "../../features/catalogue/test/factories.ts";
import { fakeApi } from "../../test/fake-api.ts";
import { collection, rental, wallet } from "../../test/money-factories.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { HomeHeroActions } from "./home-hero-actions.tsx";

const ready = readyVideo([["360p", 360, 300_000_000]]);
const paid = catalogueItem({ ref: "kings-of-lagos", title: "Kings of Lagos" });
const free = catalogueItem({ ref: "palm-grove", title: "Palm Grove", free: true });

function stub(signedIn: { purchases: ReturnType<typeof collection> } | null, trailer = ready) {
  fakeApi({
    ...catalogueRoutes({
      details: [
        contentDetail({ ref: paid.ref, title: paid.title }),
        contentDetail({ ref: free.ref, free: true }),
      ],
      media: [
        { ref: paid.ref, main: ready, trailer },
        { ref: free.ref, main: ready, trailer: null },
      ],
    }),
    ...(signedIn
      ? {
          "GET /api/v1/purchases": { status: 200, body: signedIn.purchases },
          "GET /api/v1/users/wallet": { status: 200, body: wallet(0) },
        }
      : {}),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("HomeHeroActions", () => {
  it("offers a visitor Rent at their price and Play trailer for a paid title", async () => {
    stub(null);
    renderWithProviders(<HomeHeroActions item={paid} signedIn={false} />);
    const rent = await screen.findByRole("link", { name: /^Rent ₦1,200/ });
    expect(decodeURIComponent(rent.getAttribute("href") ?? "")).toContain("purchaseType=rent");
    expect(screen.getByRole("link", { name: "Play trailer" }).getAttribute("href")).toBe(
      "/watch/kings-of-lagos?kind=trailer",
    );
    expect(screen.queryByRole("link", { name: /^Play Kings/ })).toBeNull();
  });

  it("offers Play for a free title (and no trailer link when it has none)", async () => {
    stub(null);
    renderWithProviders(<HomeHeroActions item={free} signedIn={false} />);
    const play = await screen.findByRole("link", { name: "Play Palm Grove" });
    expect(play.getAttribute("href")).toBe("/watch/palm-grove");
    expect(screen.queryByRole("link", { name: "Play trailer" })).toBeNull();
    expect(screen.queryByRole("link", { name: /^Rent/ })).toBeNull();
  });

  it("offers a viewer who rented the title Play, never Rent again", async () => {
    stub({ purchases: collection({ rented: [rental({ ref: paid.ref })] }) });
    renderWithProviders(<HomeHeroActions item={paid} signedIn />);
    expect(
      (await screen.findByRole("link", { name: "Play Kings of Lagos" })).getAttribute("href"),
    ).toBe("/watch/kings-of-lagos");
    expect(screen.queryByRole("link", { name: /^Rent/ })).toBeNull();
  });

  it("offers a signed-in viewer without it Rent in their wallet's currency", async () => {
    stub({ purchases: collection() });
    renderWithProviders(<HomeHeroActions item={paid} signedIn />);
    expect(await screen.findByRole("link", { name: /^Rent ₦1,200/ })).toBeTruthy();
  });
});
