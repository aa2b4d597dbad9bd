import { screen, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readPendingCheckout } from "../../../lib/checkout/pending-checkout.ts";
import { fakeApi } from "../../../test/fake-api.ts";
import { sandboxOnly, wallet } from "../../../test/money-factories.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { BOOKED, ID, SCREENING } from "../testing/fixtures.ts";
import { BookingPanel } from "./booking-panel.tsx";

const FAST = { delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never } as const;
const METHODS = { "GET /api/v1/mps/methods": { status: 200, body: sandboxOnly } } as const;

const render = (signedIn: boolean | null = true) =>
  renderWithProviders(
    <BookingPanel
      screening={SCREENING}
      signedIn={signedIn}
      loginPath="/login?redirect=x"
      viewerCurrency="NGN"
    />,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("BookingPanel", () => {
  it("a taken seat cannot be chosen; seats and refreshments add up to the total", async () => {
    fakeApi({ ...METHODS, "GET /api/v1/users/wallet": { status: 200, body: wallet(1_000_000) } });
    render();
    const user = userEvent.setup(FAST);
    const seats = screen.getByRole("group", { name: "Seats" });
    expect(within(seats).getByRole("button", { name: "Seat A2, taken" })).toHaveProperty(
      "disabled",
      true,
    );
    await user.click(within(seats).getByRole("button", { name: "Seat A1" }));
    await user.click(within(seats).getByRole("button", { name: "Seat B2" }));
    await user.click(screen.getByRole("button", { name: "One more Popcorn" }));
    expect(screen.getByRole("button", { name: "One more Popcorn" })).toHaveProperty(
      "disabled",
      true,
    );
    const summary = screen.getByRole("region", { name: "Your booking" });
    expect(summary.textContent).toContain("₦8,500");
    expect(summary.textContent).toContain("2 seats (A1, B2) + refreshments ₦1,500");
  });

  it("holds the seats, then pays with an Idempotency-Key, and shows the ticket", async () => {
    const api = fakeApi({
      ...METHODS,
      "GET /api/v1/users/wallet": { status: 200, body: wallet(1_000_000) },
      [`PUT /api/v1/screening/${ID}/hold`]: {
        status: 200,
        body: { seats: ["A1"], heldUntil: "2026-11-26T12:10:00.000Z" },
      },
      "POST /api/v1/screening": { status: 201, body: BOOKED },
      [`GET /api/v1/screening/${ID}`]: { status: 200, body: SCREENING },
    });
    render();
    const user = userEvent.setup(FAST);
    await user.click(screen.getByRole("button", { name: "Seat A1" }));
    await user.click(screen.getByRole("button", { name: "Pay ₦3,500" }));
    expect(await screen.findByRole("article", { name: "Ticket K7P2XQ9M" })).toBeTruthy();
    const hold = api.calls.find((c) => c.method === "PUT")!;
    const book = api.calls.find((c) => c.method === "POST")!;
    expect(hold.body).toEqual({ seats: ["A1"] });
    expect(book.body).toEqual({ screening: ID, seats: ["A1"], refreshments: [], currency: "NGN" });
    expect(book.idempotencyKey).toMatch(/.{8,}/);
    expect(api.calls.indexOf(hold)).toBeLessThan(api.calls.indexOf(book));
  });

  it("a short wallet offers a top-up of the shortfall and remembers the booking for the return", async () => {
    const navigate = vi.fn();
    vi.stubGlobal("location", { href: window.location.href, assign: navigate });
    fakeApi({
      "GET /api/v1/users/wallet": { status: 200, body: wallet(100_000) },
      ...METHODS,
      [`PUT /api/v1/screening/${ID}/hold`]: {
        status: 200,
        body: { seats: ["B1"], heldUntil: "2026-11-26T12:10:00.000Z" },
      },
      "POST /api/v1/screening": () => ({
        status: 402,
        body: {
          error: {
            code: "wallet/insufficient-funds",
            message: "Your wallet balance is too low.",
            shortfall: { amount: 250_000, currency: "NGN" },
          },
        },
      }),
      "POST /api/v1/mps/checkout": {
        status: 201,
        body: {
          reference: "TZ4ABC123",
          status: "pending",
          checkoutUrl: "/sandbox/checkout/TZ4ABC123",
        },
      },
      [`GET /api/v1/screening/${ID}`]: { status: 200, body: SCREENING },
    });
    render();
    const user = userEvent.setup(FAST);
    await user.click(screen.getByRole("button", { name: "Seat B1" }));
    await user.click(screen.getByRole("button", { name: "Pay ₦3,500" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(
      "You need ₦2,500 more. Your seats are held while you top up.",
    );
    await user.click(within(alert).getByRole("button", { name: /^Top up ₦.* and book$/ }));
    await vi.waitFor(() => {
      expect(readPendingCheckout()).toEqual({
        reference: "TZ4ABC123",
        purchase: {
          screening: ID,
          kind: "screening",
          booking: { seats: ["B1"], refreshments: [] },
        },
      });
    });
  });

  it("signed out: Log in to book, no Pay", () => {
    fakeApi(METHODS);
    render(false);
    expect(screen.getByRole("link", { name: "Log in to book" }).getAttribute("href")).toBe(
      "/login?redirect=x",
    );
    expect(screen.queryByRole("button", { name: /^Pay/ })).toBeNull();
  });
});
