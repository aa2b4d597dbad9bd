import type { AdminScreening, AdminScreeningList } from "@tazama/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, type FakeApi, fakeApi, type Route } from "../../../../test/fake-api.ts";
import { renderWithProviders } from "../../../../test/render.tsx";
import { adminScreening } from "../../testing/fixtures.ts";
import { ScreeningList } from "./screening-list.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const LIST = "GET /api/v1/admin/screenings";
const CANCEL = "POST /api/v1/admin/screenings/:id/cancel";

/** Noon UTC: the same day in every African time zone; the hour is the viewer's own. */
const STARTS_AT = "2026-11-28T12:30:00.000Z";
const hour = String(new Date(STARTS_AT).getHours()).padStart(2, "0");

const KINGS = "5b0c7a52-6f0e-4d7a-9c1e-2f3a4b5c6d7e";
const LEKKI = "6c1d8b63-7a1f-4e8b-8d2f-3a4b5c6d7e8f";
const OSHODI = "7d2e9c74-8b2a-4f9c-9e3a-4b5c6d7e8f9a";

const screening = (over: Partial<AdminScreening>): AdminScreening =>
  adminScreening({
    startsAt: STARTS_AT,
    salesCloseAt: STARTS_AT,
    seatsLeft: 92,
    capacity: 96,
    bookings: 3,
    booked: 4,
    checkedIn: 1,
    revenue: [{ currency: "NGN", amount: 1_400_000 }],
    ...over,
  });

const kings = screening({});
const lekki = screening({
  id: LEKKI,
  title: { ref: "lekki-nights", title: "Lekki Nights", poster: "/p.jpg", backdrop: "/b.jpg" },
  venue: null,
  seated: false,
  capacity: 50,
  seatsLeft: 49,
  onSale: false,
  bookings: 1,
  booked: 1,
  checkedIn: 0,
  revenue: [],
});
const oshodi = screening({
  id: OSHODI,
  title: { ref: "oshodi-overtime", title: "Oshodi Overtime", poster: "/p.jpg", backdrop: "/b.jpg" },
  status: "cancelled",
  onSale: false,
  bookings: 0,
  booked: 0,
  checkedIn: 0,
  revenue: [],
});

function serve(list: Route): FakeApi {
  return fakeApi({ [LIST]: list });
}
const answer = (screenings: AdminScreening[]) => {
  const body: AdminScreeningList = { screenings };
  return { status: 200, body };
};

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.search}</output>;
}
const address = () => screen.getByRole("status", { name: "address" }).textContent;
const asked = (api: FakeApi) =>
  api.calls.filter((call) => call.method === "GET").map((call) => call.url);
const item = (title: string) =>
  within(screen.getByRole("list", { name: "Screenings" })).getByRole("listitem", { name: title });

describe("the console's screenings list", () => {
  it("asks for the past screenings when the address says so, and switches back to upcoming", async () => {
    const api = serve(answer([]));
    const onChanged = vi.fn();
    renderWithProviders(
      <>
        <ScreeningList onChanged={onChanged} />
        <Address />
      </>,
      { route: "/admin/screenings?when=past" },
    );
    expect(await screen.findByText("No past screenings.")).toBeTruthy();
    expect(asked(api)).toEqual(["/api/v1/admin/screenings?when=past"]);
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Past" }).checked).toBe(true);

    fireEvent.click(screen.getByRole("radio", { name: "Upcoming" }));
    expect(await screen.findByText("Nothing scheduled.")).toBeTruthy();
    expect(asked(api)).toEqual([
      "/api/v1/admin/screenings?when=past",
      "/api/v1/admin/screenings?when=upcoming",
    ]);
    expect(address()).toBe("");

    fireEvent.click(screen.getByRole("radio", { name: "Past" }));
    expect(address()).toBe("?when=past");
    expect(await screen.findByText("No past screenings.")).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("asks for the upcoming screenings when the address names nothing it knows", async () => {
    const api = serve(answer([]));
    renderWithProviders(<ScreeningList onChanged={vi.fn()} />, {
      route: "/admin/screenings?when=someday",
    });
    expect(await screen.findByText("Nothing scheduled.")).toBeTruthy();
    expect(asked(api)).toEqual(["/api/v1/admin/screenings?when=upcoming"]);
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Upcoming" }).checked).toBe(true);
  });

  it("shows each screening's time, place, state and sales, with a link to its bookings", async () => {
    serve(answer([kings, lekki, oshodi]));
    renderWithProviders(<ScreeningList onChanged={vi.fn()} />, { route: "/admin/screenings" });
    await screen.findByRole("listitem", { name: "Kings of Lagos" });
    expect(
      within(screen.getByRole("list", { name: "Screenings" }))
        .getAllByRole("listitem")
        .map((li) => li.getAttribute("aria-label")),
    ).toEqual(["Kings of Lagos", "Lekki Nights", "Oshodi Overtime"]);

    const first = within(item("Kings of Lagos"));
    expect(first.getByText("on sale")).toBeTruthy();
    expect(first.getByText(`Sat 28 Nov, ${hour}:30 · Silverbird Galleria, Lagos`)).toBeTruthy();
    expect(first.getByText("4 of 96 seats booked · 1 in · ₦14,000")).toBeTruthy();
    expect(first.getByRole("link", { name: "3 bookings" }).getAttribute("href")).toBe(
      `/admin/screenings/${KINGS}`,
    );
    expect(first.getByRole("button", { name: "Cancel screening" })).toBeTruthy();

    const online = within(item("Lekki Nights"));
    expect(online.getByText(`Sat 28 Nov, ${hour}:30 · Online`)).toBeTruthy();
    expect(online.getByText("1 of 50 places booked · 0 in")).toBeTruthy();
    expect(online.queryByText("on sale")).toBeNull();
    expect(online.queryByText("cancelled")).toBeNull();
    expect(online.getByRole("link", { name: "1 booking" }).getAttribute("href")).toBe(
      `/admin/screenings/${LEKKI}`,
    );

    const cancelled = within(item("Oshodi Overtime"));
    expect(cancelled.getByText("cancelled")).toBeTruthy();
    expect(cancelled.queryByText("on sale")).toBeNull();
    expect(cancelled.getByRole("link", { name: "0 bookings" }).getAttribute("href")).toBe(
      `/admin/screenings/${OSHODI}`,
    );
    // A cancelled screening cannot be cancelled again.
    expect(cancelled.queryByRole("button")).toBeNull();
    expect(screen.queryByText("Nothing scheduled.")).toBeNull();
  });

  it("cancels a screening once confirmed, refunds its bookings and shows it cancelled", async () => {
    let done = false;
    const api = serve(() =>
      answer([done ? { ...kings, status: "cancelled", onSale: false } : kings]),
    ).on(CANCEL, () => {
      done = true;
      return { status: 200, body: { refunded: 3 } };
    });
    const onChanged = vi.fn();
    renderWithProviders(<ScreeningList onChanged={onChanged} />, { route: "/admin/screenings" });
    await screen.findByRole("listitem", { name: "Kings of Lagos" });

    // Asking is not doing: "Keep it" goes back without a request.
    fireEvent.click(
      within(item("Kings of Lagos")).getByRole("button", { name: "Cancel screening" }),
    );
    fireEvent.click(within(item("Kings of Lagos")).getByRole("button", { name: "Keep it" }));
    expect(within(item("Kings of Lagos")).queryByRole("button", { name: /refund/ })).toBeNull();
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);

    fireEvent.click(
      within(item("Kings of Lagos")).getByRole("button", { name: "Cancel screening" }),
    );
    fireEvent.click(
      within(item("Kings of Lagos")).getByRole("button", { name: "Cancel and refund 3" }),
    );
    expect(
      await screen.findByText("Cancelled. 3 bookings refunded to the buyers' wallets."),
    ).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([
      {
        method: "POST",
        url: `/api/v1/admin/screenings/${KINGS}/cancel`,
        body: undefined,
        idempotencyKey: null,
      },
    ]);
    expect(onChanged).toHaveBeenCalledOnce();
    // The list is asked again and shows it cancelled, with nothing left to press.
    await waitFor(() => {
      expect(within(item("Kings of Lagos")).getByText("cancelled")).toBeTruthy();
    });
    expect(asked(api)).toHaveLength(2);
    expect(within(item("Kings of Lagos")).queryByRole("button")).toBeNull();
  });

  it("says why a cancellation was refused and keeps the screening as it was", async () => {
    const api = serve(answer([kings])).on(
      CANCEL,
      apiError(409, "screenings/started", "The screening has already started."),
    );
    const onChanged = vi.fn();
    renderWithProviders(<ScreeningList onChanged={onChanged} />, { route: "/admin/screenings" });
    await screen.findByRole("listitem", { name: "Kings of Lagos" });
    fireEvent.click(
      within(item("Kings of Lagos")).getByRole("button", { name: "Cancel screening" }),
    );
    fireEvent.click(
      within(item("Kings of Lagos")).getByRole("button", { name: "Cancel and refund 3" }),
    );
    expect(await screen.findByText("The screening has already started.")).toBeTruthy();
    expect(screen.getByText("Not cancelled")).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "POST")).toHaveLength(1);
    expect(onChanged).not.toHaveBeenCalled();
    expect(asked(api)).toHaveLength(1);
    const row = within(item("Kings of Lagos"));
    expect(row.getByText("on sale")).toBeTruthy();
    expect(row.queryByText("cancelled")).toBeNull();
    // Still asking: the admin may try again.
    expect(row.getByRole("button", { name: "Cancel and refund 3" })).toBeTruthy();
  });

  it("says the list could not be loaded when the server refuses it", async () => {
    serve(apiError(403, "auth/forbidden", "Admins only."));
    renderWithProviders(<ScreeningList onChanged={vi.fn()} />, { route: "/admin/screenings" });
    expect(await screen.findByText("The screenings could not be loaded.")).toBeTruthy();
    expect(screen.queryByText("Admins only.")).toBeNull();
    expect(screen.queryByText("Nothing scheduled.")).toBeNull();
    expect(
      within(screen.getByRole("list", { name: "Screenings" })).queryAllByRole("listitem"),
    ).toEqual([]);
  });
});
