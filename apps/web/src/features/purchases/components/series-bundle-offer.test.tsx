import { notifications } from "@mantine/notifications";
import { screen, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { seriesDetail } from "../../../test/series-factories.ts";
import { fakeApi } from "../../../test/fake-api.ts";
import { collection, rental, sandboxOnly, wallet } from "../../../test/money-factories.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { SeriesBundleOffer } from "./series-bundle-offer.tsx";

const FAST = { delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never } as const;
const SERIES = seriesDetail({ ref: "pepper-and-sons" });
const owns = (...numbers: number[]) =>
  numbers.map((n) => rental({ id: `e-${n}`, kind: "buy", ref: `pepper-and-sons-ep-${n}` }));

function reads(balance: number | null, owned: ReturnType<typeof owns> = []) {
  return {
    "GET /api/v1/users/wallet": () => ({ status: 200, body: wallet(balance) }),
    "GET /api/v1/purchases": () => ({ status: 200, body: collection({ owned }) }),
    "GET /api/v1/mps/methods": () => ({ status: 200, body: sandboxOnly }),
  };
}

function renderOffer(route = "/series/pepper-and-sons") {
  return renderWithProviders(<SeriesBundleOffer series={SERIES} viewerCurrency="USD" />, {
    route,
  });
}

afterEach(() => {
  notifications.clean();
  sessionStorage.clear();
});

describe("SeriesBundleOffer", () => {
  it("buys every episode for the bundle price after the confirm dialog, sending the amount shown", async () => {
    const { calls } = fakeApi({
      ...reads(100_000),
      "POST /api/v1/users/series-bundle": () => ({
        status: 201,
        body: {
          episodes: SERIES.episodes.map((e) => e.ref),
          amount: 90_000,
          currency: "NGN",
          balance: { amount: 10_000, currency: "NGN" },
        },
      }),
    });
    renderOffer();
    const user = userEvent.setup(FAST);
    await user.click(await screen.findByRole("button", { name: "Buy all 4 episodes ₦900" }));
    expect(screen.getByText("₦1,600 bought one by one: you save ₦700.")).toBeTruthy();
    const dialog = await screen.findByRole("dialog", { name: "Buy Pepper and Sons: 4 episodes" });
    expect(within(dialog).getByText("Wallet balance: ₦1,000 → ₦100 after paying")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Pay ₦900" }));
    expect(await screen.findByText("4 episodes of Pepper and Sons are yours. Enjoy!")).toBeTruthy();
    const post = calls.find((c) => c.method === "POST");
    expect(post?.body).toEqual({ series: "pepper-and-sons", amount: 90_000, currency: "NGN" });
    expect(post?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("asks less for the episodes still missing, and nothing once all are owned", async () => {
    fakeApi(reads(100_000, owns(1)));
    const { unmount } = renderOffer();
    expect(
      await screen.findByRole("button", { name: "Buy the other 3 episodes ₦675" }),
    ).toBeTruthy();
    expect(screen.getByText("₦1,200 bought one by one: you save ₦525.")).toBeTruthy();
    unmount();
    fakeApi(reads(100_000, owns(1, 2, 3)));
    const last = renderOffer();
    expect(await screen.findByRole("button", { name: "Buy the last episode ₦225" })).toBeTruthy();
    last.unmount();
    fakeApi(reads(100_000, owns(1, 2, 3, 4)));
    renderOffer();
    expect(await screen.findByText("You own every episode of Pepper and Sons.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Buy/ })).toBeNull();
  });

  it("shows the shortfall at once and tops it up, the bundle remembered for the return", async () => {
    const { calls } = fakeApi({
      ...reads(20_000),
      "POST /api/v1/mps/checkout": () => ({
        status: 201,
        body: {
          reference: "TZBUNDLE1",
          provider: "sandbox",
          status: "pending",
          checkoutUrl: null,
          message: "",
          amount: 70_000,
          currency: "NGN",
        },
      }),
      "GET /api/v1/mps/checkout/TZBUNDLE1": () => ({
        status: 200,
        body: {
          reference: "TZBUNDLE1",
          provider: "sandbox",
          status: "pending",
          checkoutUrl: null,
          message: "",
          amount: 70_000,
          currency: "NGN",
        },
      }),
    });
    renderOffer();
    const user = userEvent.setup(FAST);
    await user.click(await screen.findByRole("button", { name: "Buy all 4 episodes ₦900" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/You need ₦700 more/)).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: /^Pay/ })).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Top up ₦700 and buy" }));
    await vi.waitFor(() => {
      expect(sessionStorage.getItem("tazama.pendingCheckout")).not.toBeNull();
    });
    expect(calls.find((c) => c.url === "/api/v1/mps/checkout")?.body).toMatchObject({
      amount: 70_000,
      currency: "NGN",
      returnPath: "/series/pepper-and-sons",
    });
    expect(JSON.parse(sessionStorage.getItem("tazama.pendingCheckout") ?? "")).toEqual({
      reference: "TZBUNDLE1",
      purchase: { series: "pepper-and-sons", kind: "series" },
    });
    expect(calls.some((c) => c.url === "/api/v1/users/series-bundle")).toBe(false);
  });

  it("says so when the price changed and offers the new one", async () => {
    let owned = owns();
    fakeApi({
      "GET /api/v1/users/wallet": () => ({ status: 200, body: wallet(100_000) }),
      "GET /api/v1/purchases": () => ({ status: 200, body: collection({ owned }) }),
      "GET /api/v1/mps/methods": () => ({ status: 200, body: sandboxOnly }),
      "GET /api/v1/series/pepper-and-sons": () => ({ status: 200, body: { series: SERIES } }),
      "POST /api/v1/users/series-bundle": () => {
        // Bought an episode in another tab meanwhile.
        owned = owns(1);
        return {
          status: 409,
          body: {
            error: {
              code: "purchase/price-changed",
              message: "The price of Pepper and Sons is now ₦675. Check it and try again.",
            },
          },
        };
      },
    });
    const onPriceChanged = vi.fn();
    renderWithProviders(
      <SeriesBundleOffer series={SERIES} viewerCurrency="USD" onPriceChanged={onPriceChanged} />,
      { route: "/series/pepper-and-sons" },
    );
    const user = userEvent.setup(FAST);
    await user.click(await screen.findByRole("button", { name: "Buy all 4 episodes ₦900" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Pay ₦900" }));
    expect(
      await within(dialog).findByText(
        "The price of Pepper and Sons is now ₦675. Check it and try again.",
      ),
    ).toBeTruthy();
    expect(await within(dialog).findByText("Buy for ₦675")).toBeTruthy();
    expect(onPriceChanged).toHaveBeenCalledTimes(1);
  });

  it("opens the dialog by itself back from logging in to buy the bundle", async () => {
    fakeApi(reads(100_000));
    renderOffer("/series/pepper-and-sons?purchaseType=bundle");
    expect(
      await screen.findByRole("dialog", { name: "Buy Pepper and Sons: 4 episodes" }),
    ).toBeTruthy();
  });
});
