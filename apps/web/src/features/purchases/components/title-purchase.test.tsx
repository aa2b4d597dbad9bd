import { notifications } from "@mantine/notifications";
import { waitFor, screen, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { savePendingCheckout } from "../../../lib/checkout/pending-checkout.ts";
import { fakeApi } from "../../../test/fake-api.ts";
import {
  collection,
  passCatalogue,
  rental,
  sandboxOnly,
  wallet,
} from "../../../test/money-factories.ts";
import { TitlePurchase } from "./title-purchase.tsx";

const FAST = { delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never } as const;
const PRICES = [
  { currency: "NGN" as const, buy: 150_000, rent: 50_000 },
  { currency: "USD" as const, buy: 399, rent: 199 },
];

function renderPurchase(route = "/view/kings-of-lagos") {
  return renderWithProviders(
    <TitlePurchase
      contentRef="kings-of-lagos"
      title="Kings of Lagos"
      prices={PRICES}
      viewerCurrency="USD"
    />,
    { route },
  );
}

/** The server's view of a sandbox top-up of ₦300 in one state. */
const checkoutState = (reference: string, status: string, message = "") => ({
  reference,
  provider: "sandbox",
  status,
  checkoutUrl: null,
  message,
  amount: 30_000,
  currency: "NGN",
});

/** The reads of the page; the rental shows in /purchases once a POST /users/buy succeeded. */
const reads = (balance: number | null, bought = { done: false }) => ({
  "GET /api/v1/users/wallet": () => ({ status: 200, body: wallet(balance) }),
  "GET /api/v1/purchases": () => ({
    status: 200,
    body: collection({ rented: bought.done ? [rental()] : [] }),
  }),
  "GET /api/v1/users/bundle": () => ({ status: 200, body: passCatalogue }),
  "GET /api/v1/mps/methods": () => ({ status: 200, body: sandboxOnly }),
});

afterEach(() => {
  // Toasts live in a module-level store: start every test without the last one's.
  notifications.clean();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("TitlePurchase", () => {
  it("rents from the wallet after the confirm dialog, with a key, then shows Play", async () => {
    const bought = { done: false };
    const { calls } = fakeApi({
      ...reads(200_000, bought),
      "POST /api/v1/users/buy": () => {
        bought.done = true;
        return {
          status: 201,
          body: { entitlement: rental(), balance: { amount: 150_000, currency: "NGN" } },
        };
      },
    });
    renderPurchase();
    const user = userEvent.setup(FAST);
    await user.click(await screen.findByRole("button", { name: "Rent ₦500" }));
    const dialog = await screen.findByRole("dialog", { name: "Rent Kings of Lagos" });
    expect(within(dialog).getByText(/30 days to start watching, then 48 hours/)).toBeTruthy();
    expect(within(dialog).getByText("Wallet balance: ₦2,000 → ₦1,500 after paying")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Pay ₦500" }));
    expect(await screen.findByText("Kings of Lagos is rented. Enjoy!")).toBeTruthy();
    const play = await screen.findByRole("link", { name: "Play" });
    expect(play.getAttribute("href")).toBe("/watch/kings-of-lagos");
    const buy = calls.find((c) => c.method === "POST");
    expect(buy?.body).toEqual({ ref: "kings-of-lagos", kind: "rent" });
    expect(buy?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("retries a failed purchase with the same Idempotency-Key", async () => {
    const { calls } = fakeApi({
      ...reads(200_000),
      "POST /api/v1/users/buy": (_call, { calls: all }) =>
        all.filter((c) => c.method === "POST").length === 1
          ? {
              status: 503,
              body: { error: { code: "http/unavailable", message: "Busy, try again." } },
            }
          : {
              status: 201,
              body: {
                entitlement: rental({ kind: "buy" }),
                balance: { amount: 50_000, currency: "NGN" },
              },
            },
    });
    renderPurchase();
    const user = userEvent.setup(FAST);
    await user.click(await screen.findByRole("button", { name: "Buy ₦1,500" }));
    await user.click(await screen.findByRole("button", { name: "Pay ₦1,500" }));
    expect(await screen.findByText("Busy, try again.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Kings of Lagos is yours. Enjoy!")).toBeTruthy();
    const keys = calls.filter((c) => c.method === "POST").map((c) => c.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it("tells why the server will not sell a title whose film is not ready: no retry, no top-up", async () => {
    const message = "This title is not available yet. Please check back soon.";
    const { calls } = fakeApi({
      ...reads(500_000),
      "POST /api/v1/users/buy": () => ({
        status: 409,
        body: { error: { code: "content/not-available", message } },
      }),
    });
    renderPurchase();
    const user = userEvent.setup(FAST);
    const buy = await screen.findByRole("button", { name: "Buy ₦1,500" });
    // Enabled once the wallet and purchases are in.
    await vi.waitFor(() => {
      expect(buy.hasAttribute("disabled")).toBe(false);
    });
    await user.click(buy);
    const dialog = await screen.findByRole("dialog", { name: "Buy Kings of Lagos" });
    await user.click(within(dialog).getByRole("button", { name: "Pay ₦1,500" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(message);
    expect(within(dialog).queryByRole("button", { name: /^(Pay|Try again|Top up)/ })).toBeNull();
    expect(within(dialog).queryByText(/Not enough in your wallet/)).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
    expect(calls.some((c) => c.url === "/api/v1/mps/checkout")).toBe(false);
  });

  it("shows the shortfall as the dialog opens, with one button to top up and rent, remembered for the return", async () => {
    const { calls } = fakeApi({
      ...reads(20_000),
      "POST /api/v1/mps/checkout": () => ({
        status: 201,
        body: checkoutState("TZREF1234", "pending", "Approve the payment."),
      }),
      "GET /api/v1/mps/checkout/TZREF1234": () => ({
        status: 200,
        body: checkoutState("TZREF1234", "pending"),
      }),
    });
    renderPurchase();
    const user = userEvent.setup(FAST);
    const rent = await screen.findByRole("button", { name: "Rent ₦500" });
    await vi.waitFor(() => {
      expect(rent.hasAttribute("disabled")).toBe(false);
    });
    await user.click(rent);
    const dialog = await screen.findByRole("dialog", { name: "Rent Kings of Lagos" });
    // ₦200 in the wallet against ₦500: said at once, and no Pay to press first.
    expect(within(dialog).getByText(/You need ₦300 more/)).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: /^Pay/ })).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Top up ₦300 and rent" }));
    await vi.waitFor(() => {
      expect(sessionStorage.getItem("tazama.pendingCheckout")).not.toBeNull();
    });
    const checkout = calls.find((c) => c.url === "/api/v1/mps/checkout");
    expect(checkout?.body).toEqual({
      amount: 30_000,
      currency: "NGN",
      provider: "sandbox",
      returnPath: "/view/kings-of-lagos",
    });
    expect(JSON.parse(sessionStorage.getItem("tazama.pendingCheckout") ?? "")).toEqual({
      reference: "TZREF1234",
      purchase: { ref: "kings-of-lagos", kind: "rent" },
    });
    expect(calls.some((c) => c.url === "/api/v1/users/buy")).toBe(false);
  });

  it("offers a viewer without a wallet the whole price as the top-up, in the price's currency", async () => {
    fakeApi(reads(null));
    renderPurchase();
    const user = userEvent.setup(FAST);
    const buy = await screen.findByRole("button", { name: "Buy $3.99" });
    await vi.waitFor(() => {
      expect(buy.hasAttribute("disabled")).toBe(false);
    });
    await user.click(buy);
    const dialog = await screen.findByRole("dialog", { name: "Buy Kings of Lagos" });
    expect(within(dialog).getByText(/You need \$3.99 more/)).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: /^Top up \$[\d.]+ and buy$/ })).toBeTruthy();
  });

  it("finishes the rental when the viewer returns from an approved top-up", async () => {
    savePendingCheckout({
      reference: "TZREF1234",
      purchase: { ref: "kings-of-lagos", kind: "rent" },
    });
    const bought = { done: false };
    const { calls } = fakeApi({
      ...reads(50_000, bought),
      "GET /api/v1/mps/checkout/TZREF1234": () => ({
        status: 200,
        body: checkoutState("TZREF1234", "succeeded"),
      }),
      "POST /api/v1/users/buy": () => {
        bought.done = true;
        return {
          status: 201,
          body: { entitlement: rental(), balance: { amount: 0, currency: "NGN" } },
        };
      },
    });
    renderPurchase("/view/kings-of-lagos?topup=TZREF1234");
    expect(await screen.findByText("Kings of Lagos is rented. Enjoy!")).toBeTruthy();
    expect(await screen.findByRole("link", { name: "Play" })).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
    expect(sessionStorage.getItem("tazama.pendingCheckout")).toBeNull();
    // Done: the note about finishing goes once the title is the viewer's.
    await waitFor(() => {
      expect(screen.queryByText("Finishing your purchase…")).toBeNull();
    });
  });

  it("never says it is finishing a purchase beside a title the viewer already has", async () => {
    savePendingCheckout({
      reference: "TZREF5678",
      purchase: { ref: "kings-of-lagos", kind: "rent" },
    });
    fakeApi({
      ...reads(50_000, { done: true }),
      "GET /api/v1/mps/checkout/TZREF5678": {
        status: 200,
        body: checkoutState("TZREF5678", "pending"),
      },
    });
    renderPurchase("/view/kings-of-lagos?topup=TZREF5678");
    expect(await screen.findByRole("link", { name: "Play" })).toBeTruthy();
    expect(screen.queryByText("Finishing your purchase…")).toBeNull();
  });

  it("says a declined top-up charged nothing", async () => {
    savePendingCheckout({
      reference: "TZREF1234",
      purchase: { ref: "kings-of-lagos", kind: "buy" },
    });
    const { calls } = fakeApi({
      ...reads(0),
      "GET /api/v1/mps/checkout/TZREF1234": () => ({
        status: 200,
        body: checkoutState("TZREF1234", "failed"),
      }),
    });
    renderPurchase();
    expect((await screen.findByRole("alert")).textContent).toContain("nothing was charged");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("opens the confirm dialog for a purchase started before logging in", async () => {
    fakeApi(reads(200_000));
    renderPurchase("/view/kings-of-lagos?purchaseType=buy&amount=150000&currency=NGN");
    expect(await screen.findByRole("dialog", { name: "Buy Kings of Lagos" })).toBeTruthy();
  });
});
