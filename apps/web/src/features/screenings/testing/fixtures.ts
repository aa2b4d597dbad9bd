import type { AdminScreening, BookResponse, ScreeningDetail } from "@tazama/contracts";

// A screening and a booking of it, as the API answers them, for the screenings' component tests.

export const ID = "5b0c7a52-6f0e-4d7a-9c1e-2f3a4b5c6d7e";

export const SCREENING: ScreeningDetail = {
  id: ID,
  title: {
    ref: "kings-of-lagos",
    title: "Kings of Lagos",
    poster: "/content/uploads/kings-of-lagos_port.jpg",
    backdrop: "/content/uploads/kings-of-lagos_land.jpg",
  },
  startsAt: "2026-12-01T18:30:00.000Z",
  venue: { name: "Silverbird Galleria", city: "Lagos", address: "Victoria Island" },
  seated: true,
  prices: [{ currency: "NGN", amount: 350_000 }],
  status: "scheduled",
  seatsLeft: 3,
  capacity: 4,
  onSale: true,
  salesCloseAt: "2026-12-01T18:30:00.000Z",
  note: "",
  synopsis: "A film.",
  durationS: 6_000,
  seats: [
    { label: "A1", row: "A", state: "free" },
    { label: "A2", row: "A", state: "taken" },
    { label: "B1", row: "B", state: "free" },
    { label: "B2", row: "B", state: "free" },
  ],
  heldUntil: null,
  refreshments: [
    { id: 7, name: "Popcorn", stock: 1, prices: [{ currency: "NGN", amount: 150_000 }] },
  ],
};

/** The screening as a booking carries it: its summary, without the seat map and the menu. */
const SUMMARY: BookResponse["booking"]["screening"] = {
  id: SCREENING.id,
  title: SCREENING.title,
  startsAt: SCREENING.startsAt,
  venue: SCREENING.venue,
  seated: SCREENING.seated,
  prices: SCREENING.prices,
  status: SCREENING.status,
  seatsLeft: SCREENING.seatsLeft,
  capacity: SCREENING.capacity,
  onSale: SCREENING.onSale,
  salesCloseAt: SCREENING.salesCloseAt,
  note: SCREENING.note,
};

/** The screening as the console lists it: the summary, with no booking yet unless `over` says. */
export function adminScreening(over: Partial<AdminScreening> = {}): AdminScreening {
  return { ...SUMMARY, bookings: 0, booked: 0, checkedIn: 0, revenue: [], ...over };
}

export const BOOKED: BookResponse = {
  booking: {
    id: "1b0c7a52-6f0e-4d7a-9c1e-2f3a4b5c6d7e",
    refCode: "K7P2XQ9M",
    status: "confirmed",
    screening: SUMMARY,
    tickets: [
      {
        id: "2b0c7a52-6f0e-4d7a-9c1e-2f3a4b5c6d7e",
        seat: "A1",
        token: "T1.abc.def",
        checkedInAt: null,
      },
    ],
    refreshments: [{ name: "Popcorn", quantity: 1, served: false }],
    refreshmentsOpen: true,
    amount: 500_000,
    currency: "NGN",
    createdAt: "2026-11-26T12:00:00.000Z",
  },
  balance: { amount: 0, currency: "NGN" },
};
