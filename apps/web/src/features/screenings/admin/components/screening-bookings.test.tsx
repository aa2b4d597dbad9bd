import type { AdminBooking, AdminBookingList, AdminScreening } from "@tazama/contracts";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeApi } from "../../../../test/fake-api.ts";
import { renderWithProviders } from "../../../../test/render.tsx";
import { adminScreening } from "../../testing/fixtures.ts";
import { ScreeningBookings } from "./screening-bookings.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const ID = "5b0c7a52-6f0e-4d7a-9c1e-2f3a4b5c6d7e";
const BOOKINGS = "GET /api/v1/admin/screenings/:id/bookings";

/** Noon UTC: the same day in every African time zone; the hour is the viewer's own. */
const STARTS_AT = "2026-11-28T12:30:00.000Z";
const BOOKED_AT = "2026-11-26T12:05:00.000Z";
const hour = (iso: string) => String(new Date(iso).getHours()).padStart(2, "0");

const screeningOf = (over: Partial<AdminScreening> = {}): AdminScreening =>
  adminScreening({
    startsAt: STARTS_AT,
    salesCloseAt: STARTS_AT,
    seatsLeft: 93,
    capacity: 96,
    bookings: 2,
    booked: 3,
    checkedIn: 1,
    revenue: [
      { currency: "NGN", amount: 700_000 },
      { currency: "KES", amount: 12_345 },
    ],
    ...over,
  });

const booking = (over: Partial<AdminBooking>): AdminBooking => ({
  id: "1b0c7a52-6f0e-4d7a-9c1e-2f3a4b5c6d7e",
  refCode: "K7P2XQ9M",
  status: "confirmed",
  buyer: { id: "u-1", name: "Amina Yusuf", email: "amina@example.test" },
  seats: ["A1", "A2"],
  checkedIn: 1,
  refreshments: [
    { name: "Popcorn", quantity: 2, served: true },
    { name: "Zobo", quantity: 1, served: false },
  ],
  amount: 700_000,
  currency: "NGN",
  createdAt: BOOKED_AT,
  ...over,
});

const amina = booking({});
const kofi = booking({
  id: "2b0c7a52-6f0e-4d7a-9c1e-2f3a4b5c6d7e",
  refCode: "H3N8WR4T",
  status: "cancelled",
  buyer: { id: "u-2", name: "Kofi Mensah", email: "kofi@example.test" },
  seats: ["B4"],
  checkedIn: 0,
  refreshments: [],
  amount: 12_345,
  currency: "KES",
});

function serve(body: AdminBookingList) {
  return fakeApi({ [BOOKINGS]: { status: 200, body } });
}

describe("a screening's bookings (console)", () => {
  it("asks for this screening's bookings and says what, when, where and how it sells", async () => {
    const api = serve({ screening: screeningOf(), bookings: [] });
    renderWithProviders(<ScreeningBookings id={ID} />, { route: `/admin/screenings/${ID}` });
    expect((await screen.findByRole("heading", { level: 2 })).textContent).toBe("Kings of Lagos");
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `GET /api/v1/admin/screenings/${ID}/bookings`,
    ]);
    expect(
      screen.getByText(`Sat 28 Nov, ${hour(STARTS_AT)}:30 · Silverbird Galleria, Lagos`),
    ).toBeTruthy();
    expect(screen.getByText("3 of 96 seats booked · 1 in · ₦7,000 · KSh 123.45")).toBeTruthy();
    expect(screen.getByRole("link", { name: "← All screenings" }).getAttribute("href")).toBe(
      "/admin/screenings",
    );
  });

  it("shows each booking's buyer, seats, door, refreshments, amount and state, as a row and as a phone's card", async () => {
    serve({ screening: screeningOf(), bookings: [amina, kofi] });
    renderWithProviders(<ScreeningBookings id={ID} />, { route: `/admin/screenings/${ID}` });
    const table = await screen.findByRole("table", { name: "Bookings" });
    await within(table).findByText("K7P2XQ9M");
    const cells = (refCode: string) =>
      within(within(table).getByText(refCode).closest("tr") as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent.trim());
    expect(cells("K7P2XQ9M")).toEqual([
      "K7P2XQ9M",
      "Amina Yusuf",
      "A1, A2",
      "1 of 2 in",
      "2 × Popcorn (served), 1 × Zobo",
      "₦7,000",
      "confirmed",
      `26 Nov 2026, ${hour(BOOKED_AT)}:05`,
    ]);
    expect(cells("H3N8WR4T")).toEqual([
      "H3N8WR4T",
      "Kofi Mensah",
      "B4",
      "0 of 1 in",
      "—",
      "KSh 123.45",
      "refunded",
      `26 Nov 2026, ${hour(BOOKED_AT)}:05`,
    ]);
    expect(
      within(table)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Amina Yusuf", "/admin/users/u-1"],
      ["Kofi Mensah", "/admin/users/u-2"],
    ]);

    const cards = within(screen.getByRole("list", { name: "Bookings" })).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const [first, second] = cards.map((card) => card.textContent);
    expect(first).toContain("K7P2XQ9M");
    expect(first).toContain("confirmed");
    expect(first).toContain("A1, A2 · 1 of 2 in · ₦7,000");
    expect(first).toContain("2 × Popcorn (served), 1 × Zobo");
    expect(second).toContain("refunded");
    expect(second).toContain("B4 · 0 of 1 in · KSh 123.45");
    // No refreshments: the card leaves the line out rather than showing a dash.
    expect(second).not.toContain("—");
    expect(
      within(cards[1] as HTMLElement)
        .getByRole("link", { name: "Kofi Mensah" })
        .getAttribute("href"),
    ).toBe("/admin/users/u-2");
  });

  it("says an online screening was cancelled, and that nobody has booked", async () => {
    serve({
      screening: screeningOf({
        venue: null,
        seated: false,
        status: "cancelled",
        capacity: 50,
        seatsLeft: 50,
        onSale: false,
        bookings: 0,
        booked: 0,
        checkedIn: 0,
        revenue: [],
      }),
      bookings: [],
    });
    renderWithProviders(<ScreeningBookings id={ID} />, { route: `/admin/screenings/${ID}` });
    await screen.findByRole("heading", { name: "Kings of Lagos" });
    expect(screen.getByText(`Sat 28 Nov, ${hour(STARTS_AT)}:30 · Online · cancelled`)).toBeTruthy();
    expect(screen.getByText("0 of 50 places booked · 0 in")).toBeTruthy();
    // Once in the table, once in the phones' list.
    expect(screen.getAllByText("No bookings yet.")).toHaveLength(2);
    expect(within(screen.getByRole("table")).queryAllByRole("link")).toEqual([]);
  });

  it("says why the bookings could not be had when the server refuses", async () => {
    fakeApi({ [BOOKINGS]: apiError(404, "screenings/not-found", "No such screening.") });
    renderWithProviders(<ScreeningBookings id={ID} />, { route: `/admin/screenings/${ID}` });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Bookings could not be loaded. No such screening.",
    );
    // Said once: not the server's words again beside the table's sentence.
    expect(screen.getAllByText(/No such screening\./)).toHaveLength(1);
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByText("No bookings yet.")).toBeNull();
  });
});
