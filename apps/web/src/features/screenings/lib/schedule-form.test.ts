import { describe, expect, it } from "vitest";
import { emptySchedule, scheduleBody } from "./schedule-form.ts";

const filled = () => ({
  ...emptySchedule(),
  ref: "kings-of-lagos",
  startsAt: "2026-12-05T19:30",
  venue: { name: " Silverbird Galleria ", city: "Lagos", address: "Ahmadu Bello Way" },
  rows: 2,
  seatsPerRow: 3,
  prices: { ...emptySchedule().prices, NGN: "2,500" },
  refreshments: [{ name: "Popcorn", stock: 40, amount: "1,500" }],
});

describe("scheduleBody", () => {
  it("turns rows × seats into a seat map, amounts into minor units, the local time into UTC", () => {
    const result = scheduleBody(filled());
    expect(result).toEqual({
      body: {
        ref: "kings-of-lagos",
        startsAt: new Date("2026-12-05T19:30").toISOString(),
        venue: {
          name: "Silverbird Galleria",
          city: "Lagos",
          address: "Ahmadu Bello Way",
          seatMap: [
            { label: "A", seats: 3 },
            { label: "B", seats: 3 },
          ],
        },
        prices: [{ currency: "NGN", amount: 250_000 }],
        refreshments: [
          { name: "Popcorn", stock: 40, prices: [{ currency: "NGN", amount: 150_000 }] },
        ],
        note: "",
      },
    });
  });

  it("online or without numbered seats: a number of places", () => {
    const online = scheduleBody({ ...filled(), online: true, places: 300 });
    expect(online).toMatchObject({ body: { venue: null, capacity: 300 } });
    const unseated = scheduleBody({ ...filled(), seatMap: false, places: 150 });
    expect(unseated).toMatchObject({ body: { venue: { city: "Lagos" }, capacity: 150 } });
    expect("body" in unseated && unseated.body.venue && "seatMap" in unseated.body.venue).toBe(
      false,
    );
  });

  it("says what to fix first", () => {
    expect(scheduleBody({ ...filled(), ref: null })).toEqual({
      error: "Choose the title to show.",
    });
    expect(scheduleBody({ ...filled(), startsAt: "" })).toEqual({
      error: "Choose the day and time it starts.",
    });
    const prices = emptySchedule().prices;
    expect(scheduleBody({ ...filled(), prices: { ...prices, KES: "abc" } })).toEqual({
      error: "Enter a seat price in KES, like 2,500.",
    });
    expect(scheduleBody({ ...filled(), prices })).toEqual({
      error: "Give a seat price in at least one currency.",
    });
    expect(scheduleBody({ ...filled(), venue: { name: "", city: "Lagos", address: "x" } })).toEqual(
      { error: "Give the venue's name, city and address." },
    );
    expect(
      scheduleBody({ ...filled(), refreshments: [{ name: "Zobo", stock: 5, amount: "" }] }),
    ).toEqual({ error: "Enter a price for Zobo." });
  });
});
