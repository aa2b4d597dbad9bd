import {
  SCREENING_PATHS,
  createScreeningBodySchema,
  screeningSummarySchema,
} from "@tazama/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, fakeApi } from "../../../../test/fake-api.ts";
import { renderWithProviders } from "../../../../test/render.tsx";
import { ScheduleScreening } from "./schedule-screening.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const useTitles = (search: string) =>
  [{ value: "oshodi-overtime", label: "Oshodi Overtime" }].filter((t) =>
    t.label.toLowerCase().includes(search.toLowerCase()),
  );
const schedule = `POST ${SCREENING_PATHS.adminList}`;
const scheduled = screeningSummarySchema.parse({
  id: "3d6f1a52-9b8e-4c1f-a0d2-5e7b9c4f1a20",
  title: { ref: "oshodi-overtime", title: "Oshodi Overtime", poster: "/p.jpg", backdrop: "/b.jpg" },
  startsAt: "2027-03-12T18:30:00.000Z",
  venue: { name: "Sunset Open-Air Cinema", city: "Tamale", address: "Bolgatanga Road" },
  seated: true,
  prices: [{ currency: "NGN", amount: 150_000 }],
  status: "scheduled",
  seatsLeft: 8,
  capacity: 8,
  onSale: true,
  salesCloseAt: "2027-03-12T18:30:00.000Z",
  note: "",
});

const form = () => screen.getByRole("form", { name: "Schedule a screening" });
const type = (label: string, value: string) => {
  fireEvent.change(within(form()).getByLabelText(label, { exact: false }), { target: { value } });
};
const submit = () => {
  fireEvent.click(within(form()).getByRole("button", { name: "Schedule screening" }));
};
/** A screening at a venue with 2 rows of 4 seats, every required field given but its price. */
function fillAllButThePrice() {
  fireEvent.click(screen.getByRole("button", { name: "Schedule a screening" }));
  type("Find the title", "oshodi");
  fireEvent.change(within(form()).getByRole("combobox", { name: "Title" }), {
    target: { value: "oshodi-overtime" },
  });
  type("Starts", "2027-03-12T19:30");
  type("Venue name", "Sunset Open-Air Cinema");
  type("Venue city", "Tamale");
  type("Venue address", "Bolgatanga Road");
  type("Rows (A, B, …)", "2");
  type("Seats a row", "4");
}

describe("scheduling a screening (console)", { timeout: 15_000 }, () => {
  it("says what is missing before asking the server, then sends the screening", async () => {
    const api = fakeApi({ [schedule]: { status: 201, body: scheduled } });
    const onChanged = vi.fn();
    renderWithProviders(<ScheduleScreening useTitles={useTitles} onChanged={onChanged} />);
    fillAllButThePrice();
    submit();
    expect(within(form()).getByRole("alert").textContent).toBe(
      "Give a seat price in at least one currency.",
    );
    expect(api.calls).toEqual([]);

    type("Seat price in NGN", "1,500");
    submit();
    expect(await screen.findByText(/^Oshodi Overtime is scheduled for /)).toBeTruthy();
    const [call] = api.calls;
    expect(call?.method).toBe("POST");
    const body = createScreeningBodySchema.parse(call?.body);
    expect(body).toMatchObject({
      ref: "oshodi-overtime",
      startsAt: new Date("2027-03-12T19:30").toISOString(),
      venue: { name: "Sunset Open-Air Cinema", city: "Tamale", address: "Bolgatanga Road" },
      prices: [{ currency: "NGN", amount: 150_000 }],
    });
    // Saved: the form closes, the audit below is asked again.
    expect(screen.queryByRole("form", { name: "Schedule a screening" })).toBeNull();
    expect(screen.getByRole("button", { name: "Schedule a screening" })).toBeTruthy();
    expect(onChanged).toHaveBeenCalledOnce();
  });

  it("keeps the form and its fields when the server refuses, and says why", async () => {
    fakeApi({
      [schedule]: apiError(409, "screenings/venue-busy", "The venue has a screening then."),
    });
    const onChanged = vi.fn();
    renderWithProviders(<ScheduleScreening useTitles={useTitles} onChanged={onChanged} />);
    fillAllButThePrice();
    type("Seat price in NGN", "1500");
    submit();
    expect(await screen.findByText("The venue has a screening then.")).toBeTruthy();
    expect(screen.getByText("Not scheduled")).toBeTruthy();
    expect(
      within(form()).getByLabelText<HTMLInputElement>("Venue city", { exact: false }).value,
    ).toBe("Tamale");
    expect(onChanged).not.toHaveBeenCalled();
  });
});
