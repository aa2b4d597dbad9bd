import { screen, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { BOOKED, ID, SCREENING } from "../testing/fixtures.ts";
import { TicketCard } from "./ticket-card.tsx";

const FAST = { delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never } as const;
const ORDER_PATH = `POST /api/v1/postRefreshments/${BOOKED.booking.id}`;
const MENU = {
  ...SCREENING,
  refreshments: [
    { id: 7, name: "Popcorn", stock: 4, prices: [{ currency: "NGN" as const, amount: 150_000 }] },
    { id: 8, name: "Zobo", stock: 9, prices: [{ currency: "NGN" as const, amount: 40_000 }] },
  ],
};
const shortBy = (amount: number) => ({
  status: 402,
  body: {
    error: {
      code: "wallet/insufficient-funds",
      message: "Your wallet balance is too low.",
      shortfall: { amount, currency: "NGN" },
    },
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a ticket's Add refreshments", () => {
  it("orders from the menu with an Idempotency-Key; a retry of the same order keeps it", async () => {
    let attempt = 0;
    const api = fakeApi({
      [`GET /api/v1/screening/${ID}`]: { status: 200, body: MENU },
      [ORDER_PATH]: () => {
        attempt += 1;
        return attempt === 1 ? shortBy(30_000) : { status: 200, body: BOOKED };
      },
    });
    renderWithProviders(<TicketCard booking={BOOKED.booking} />);
    const user = userEvent.setup(FAST);
    await user.click(screen.getByRole("button", { name: "Add refreshments" }));
    const order = await screen.findByRole("region", { name: "Add refreshments" });
    expect(within(order).getByRole("button", { name: "Choose something" })).toHaveProperty(
      "disabled",
      true,
    );
    await user.click(within(order).getByRole("button", { name: "One more Zobo" }));
    await user.click(within(order).getByRole("button", { name: "One more Zobo" }));
    await user.click(within(order).getByRole("button", { name: "Pay ₦800" }));

    const alert = await within(order).findByRole("alert");
    expect(alert.textContent).toContain("You need ₦300 more in your wallet.");
    expect(
      within(alert).getByRole("link", { name: "Top up on My Membership" }).getAttribute("href"),
    ).toBe("/my-membership#top-up");

    await user.click(within(order).getByRole("button", { name: "Pay ₦800" }));
    await vi.waitFor(() => {
      expect(screen.queryByRole("region", { name: "Add refreshments" })).toBeNull();
    });
    const posts = api.calls.filter((c) => c.method === "POST");
    expect(posts.map((c) => c.body)).toEqual([
      { refreshments: [{ item: 8, quantity: 2 }] },
      { refreshments: [{ item: 8, quantity: 2 }] },
    ]);
    expect(posts[0]!.idempotencyKey).toMatch(/.{8,}/);
    expect(posts[1]!.idempotencyKey).toBe(posts[0]!.idempotencyKey);
  });

  it("a changed order after a failure is a new request (a new key)", async () => {
    const api = fakeApi({
      [`GET /api/v1/screening/${ID}`]: { status: 200, body: MENU },
      [ORDER_PATH]: shortBy(10_000),
    });
    renderWithProviders(<TicketCard booking={BOOKED.booking} />);
    const user = userEvent.setup(FAST);
    await user.click(screen.getByRole("button", { name: "Add refreshments" }));
    const order = await screen.findByRole("region", { name: "Add refreshments" });
    await user.click(within(order).getByRole("button", { name: "One more Popcorn" }));
    await user.click(within(order).getByRole("button", { name: "Pay ₦1,500" }));
    await within(order).findByRole("alert");
    await user.click(within(order).getByRole("button", { name: "One more Zobo" }));
    await user.click(within(order).getByRole("button", { name: "Pay ₦1,900" }));
    await vi.waitFor(() => {
      expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(2);
    });
    const [first, second] = api.calls.filter((c) => c.method === "POST");
    expect(second!.idempotencyKey).not.toBe(first!.idempotencyKey);
  });

  it("is not offered once ordering has closed", () => {
    fakeApi({});
    renderWithProviders(<TicketCard booking={{ ...BOOKED.booking, refreshmentsOpen: false }} />);
    expect(screen.queryByRole("button", { name: "Add refreshments" })).toBeNull();
    expect(screen.getByRole("article", { name: "Ticket K7P2XQ9M" })).toBeTruthy();
  });
});
