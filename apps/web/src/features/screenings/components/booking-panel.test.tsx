import { screen, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readPendingCheckout } from "../../../lib/checkout/pending-checkout.ts";
import { fakeApi } from "../../../test/fake-api.ts";
import { sandboxOnly, wallet } from "../../../test/money-factories.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import type { ScreeningDetail } from "@tazama/contracts";
import { useScreening } from "../api/screenings.ts";
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
          provider: "sandbox",
          status: "pending",
          checkoutUrl: "/sandbox/checkout/TZ4ABC123",
          message: "",
          amount: 250_000,
          currency: "NGN",
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

describe("BookingPanel: the viewer who loses the last seat (issue 42 §7)", () => {
  const LAST_SEAT: ScreeningDetail = {
    ...SCREENING,
    seatsLeft: 1,
    seats: SCREENING.seats.map((s) => ({ ...s, state: s.label === "A1" ? "free" : "taken" })),
  };
  const SOLD_OUT: ScreeningDetail = {
    ...LAST_SEAT,
    seatsLeft: 0,
    seats: LAST_SEAT.seats.map((s) => ({ ...s, state: "taken" })),
  };

  /** As the screening page composes it: the panel shows the screening as last fetched. */
  function Page() {
    const screening = useScreening(ID);
    return screening.data ? (
      <BookingPanel
        screening={screening.data}
        signedIn
        loginPath="/login?redirect=x"
        viewerCurrency="NGN"
      />
    ) : null;
  }

  it.each([
    ["the hold", { hold: 409, book: 201 }],
    ["the payment", { hold: 200, book: 409 }],
  ])(
    "refused at %s: the map shows the seat taken, the screening sold out, no Try again",
    async (_, status) => {
      const taken = {
        status: 409,
        body: {
          error: {
            code: "screenings/seat-taken",
            message: "Someone else has just taken one of these seats. Choose others.",
          },
        },
      };
      fakeApi({
        ...METHODS,
        "GET /api/v1/users/wallet": { status: 200, body: wallet(1_000_000) },
        // The seat goes to someone else at the moment this viewer pays.
        [`GET /api/v1/screening/${ID}`]: (_call, { calls }) => ({
          status: 200,
          body: calls.some((c) => c.method === "PUT") ? SOLD_OUT : LAST_SEAT,
        }),
        [`PUT /api/v1/screening/${ID}/hold`]:
          status.hold === 409
            ? taken
            : { status: 200, body: { seats: ["A1"], heldUntil: "2026-11-26T12:10:00.000Z" } },
        "POST /api/v1/screening": status.book === 409 ? taken : { status: 201, body: BOOKED },
      });
      renderWithProviders(<Page />);
      const user = userEvent.setup(FAST);
      await user.click(await screen.findByRole("button", { name: "Seat A1" }));
      expect(screen.getByRole("button", { name: "Seat A1" }).getAttribute("aria-pressed")).toBe(
        "true",
      );
      await user.click(screen.getByRole("button", { name: "Pay ₦3,500" }));
      expect((await screen.findByRole("alert")).textContent).toContain(
        "Someone else has just taken one of these seats. Choose others.",
      );
      const seat = await screen.findByRole("button", { name: "Seat A1, taken" });
      expect(seat.getAttribute("aria-pressed")).toBe("false");
      expect(seat.getAttribute("data-state")).toBe("taken");
      expect(screen.getByText(/Sold out/, { selector: "p" })).toBeTruthy();
      expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
      expect(screen.queryByRole("button", { name: /^Pay/ })).toBeNull();
      expect(screen.getByRole("button", { name: "Sold out" })).toHaveProperty("disabled", true);
      expect(screen.getByRole("region", { name: "Your booking" }).textContent).toContain("0 seats");
    },
  );
});
