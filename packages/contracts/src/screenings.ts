import { z } from "zod";
import { currencySchema } from "./money.ts";

/**
 * Screenings (issue 15): a title shown at a time, at a venue or online. Seats are held while the
 * buyer pays, then booked with a ref code; each seat's ticket carries a signed QR code.
 */
export const SCREENING_PATHS = {
  list: "/api/v1/screenings",
  one: "/api/v1/screening/:id",
  hold: "/api/v1/screening/:id/hold",
  book: "/api/v1/screening",
  tickets: "/api/v1/users/tickets",
  isRefCodeValid: "/api/v1/screening/isRefCodeValid",
  ticketKey: "/api/v1/screening/ticket-key",
  checkIn: "/api/v1/screening/checkIn",
  door: "/api/v1/screening/:id/door",
  served: "/api/v1/screening/refreshments/:id/served",
  /** Refreshments ordered after booking, until the screening starts (id: the booking's). */
  postRefreshments: "/api/v1/postRefreshments/:id",
  adminList: "/api/v1/admin/screenings",
  adminCancel: "/api/v1/admin/screenings/:id/cancel",
  adminBookings: "/api/v1/admin/screenings/:id/bookings",
} as const;

/** How long chosen seats stay held while their buyer pays (or tops up). */
export const SEAT_HOLD_MINUTES = 10;
/** The most seats one booking takes. */
export const BOOKING_MAX_SEATS = 10;
/** Ref codes: letters and digits nobody misreads (no 0/O, 1/I). */
export const REF_CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const REF_CODE_LENGTH = 8;
export const refCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[${REF_CODE_ALPHABET}]{${REF_CODE_LENGTH}}$`), "an 8-character ref code");

export const screeningIdParamsSchema = z.object({ id: z.uuid() });

export const venueSchema = z.object({
  name: z.string(),
  city: z.string(),
  address: z.string(),
});
export type Venue = z.infer<typeof venueSchema>;

export const screeningPriceSchema = z.object({
  currency: currencySchema,
  /** A seat, in minor units. */
  amount: z.number().int(),
});

/** One screening as the listing shows it. */
export const screeningSummarySchema = z.object({
  id: z.uuid(),
  title: z.object({ ref: z.string(), title: z.string(), poster: z.string(), backdrop: z.string() }),
  startsAt: z.iso.datetime(),
  /** null: online, watched together at /screenings/{id}/watch. */
  venue: venueSchema.nullable(),
  /** true: seats on a map, picked one by one; false: a number of places. */
  seated: z.boolean(),
  prices: z.array(screeningPriceSchema),
  status: z.enum(["scheduled", "cancelled"]),
  /** Seats (or places) left; 0 is sold out. */
  seatsLeft: z.number().int(),
  capacity: z.number().int(),
  /** Sales are open now (between their opening and their close). */
  onSale: z.boolean(),
  salesCloseAt: z.iso.datetime(),
  note: z.string(),
});
export type ScreeningSummary = z.infer<typeof screeningSummarySchema>;

export const screeningListQuerySchema = z.object({
  /** A city's screenings, or `online`. */
  city: z.string().trim().min(1).max(60).optional(),
});
export const screeningListSchema = z.object({
  screenings: z.array(screeningSummarySchema),
  /** The cities with upcoming screenings, for the filter. */
  cities: z.array(z.string()),
});
export type ScreeningList = z.infer<typeof screeningListSchema>;

export const SEAT_VIEW_STATES = ["free", "taken", "yours"] as const;
export const seatSchema = z.object({
  label: z.string(),
  /** Its row on the map; null for a place at a screening without a seat map. */
  row: z.string().nullable(),
  /** free, taken (booked or held by someone else), yours (held by the caller). */
  state: z.enum(SEAT_VIEW_STATES),
});
export type Seat = z.infer<typeof seatSchema>;

export const refreshmentItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prices: z.array(z.object({ currency: currencySchema, amount: z.number().int() })),
  /** How many are left (0: sold out). */
  stock: z.number().int(),
});
export type RefreshmentItem = z.infer<typeof refreshmentItemSchema>;

/** One screening with its seats and refreshments menu. */
export const screeningDetailSchema = screeningSummarySchema.extend({
  synopsis: z.string(),
  durationS: z.number().int(),
  seats: z.array(seatSchema),
  /** The caller's held seats expire then; null without a hold. */
  heldUntil: z.iso.datetime().nullable(),
  refreshments: z.array(refreshmentItemSchema),
});
export type ScreeningDetail = z.infer<typeof screeningDetailSchema>;

/** Seats by label on a seat map, or a number of places. */
const seatChoice = {
  seats: z.array(z.string().trim().min(1).max(8)).min(1).max(BOOKING_MAX_SEATS).optional(),
  count: z.number().int().min(1).max(BOOKING_MAX_SEATS).optional(),
};
const oneChoice = (body: { seats?: string[]; count?: number }) =>
  (body.seats === undefined) !== (body.count === undefined);
const choiceMessage = { message: "Choose seats, or a number of places (one of the two)" };

export const holdBodySchema = z.strictObject(seatChoice).refine(oneChoice, choiceMessage);
export type HoldBody = z.infer<typeof holdBodySchema>;
export const holdResponseSchema = z.object({
  seats: z.array(z.string()),
  heldUntil: z.iso.datetime(),
});
export type HoldResponse = z.infer<typeof holdResponseSchema>;

export const refreshmentLineSchema = z.strictObject({
  item: z.number().int().positive(),
  quantity: z.number().int().min(1).max(20),
});

const refreshmentLines = z
  .array(refreshmentLineSchema)
  .max(10)
  .refine((lines) => new Set(lines.map((r) => r.item)).size === lines.length, {
    message: "List each refreshment once",
  });

export const bookBodySchema = z
  .strictObject({
    screening: z.uuid(),
    ...seatChoice,
    refreshments: refreshmentLines.default([]),
    /** Only used before the first top-up, to quote the shortfall in the viewer's currency. */
    currency: currencySchema.optional(),
  })
  .refine(oneChoice, choiceMessage);
export type BookBody = z.input<typeof bookBodySchema>;

export const bookingIdParamsSchema = z.object({ id: z.uuid() });

/** More refreshments for a booking, paid from the wallet in the booking's currency. */
export const postRefreshmentsBodySchema = z.strictObject({
  refreshments: refreshmentLines.min(1, "Choose at least one refreshment"),
});
export type PostRefreshmentsBody = z.infer<typeof postRefreshmentsBodySchema>;

/** One seat of a booking, with the signed token its QR code shows. */
export const ticketSchema = z.object({
  id: z.uuid(),
  seat: z.string(),
  /** Ed25519-signed: verifiable at the door without the database. */
  token: z.string(),
  checkedInAt: z.iso.datetime().nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const bookingSchema = z.object({
  id: z.uuid(),
  refCode: z.string(),
  status: z.enum(["confirmed", "cancelled"]),
  screening: screeningSummarySchema,
  tickets: z.array(ticketSchema),
  refreshments: z.array(
    z.object({ name: z.string(), quantity: z.number().int(), served: z.boolean() }),
  ),
  /** More refreshments may be ordered now (confirmed, not started, a menu with stock). */
  refreshmentsOpen: z.boolean(),
  /** Everything paid for this booking: seats and refreshments. */
  amount: z.number().int(),
  currency: currencySchema,
  createdAt: z.iso.datetime(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookResponseSchema = z.object({
  booking: bookingSchema,
  balance: z.object({ amount: z.number().int(), currency: currencySchema }),
});
export type BookResponse = z.infer<typeof bookResponseSchema>;

export const ticketsResponseSchema = z.object({ bookings: z.array(bookingSchema) });
export type TicketsResponse = z.infer<typeof ticketsResponseSchema>;

export const refCodeCheckBodySchema = z.strictObject({
  screening: z.uuid(),
  refcode: z.string().trim().min(1).max(20),
});
/** Whether a code admits to this screening; never whose it is. */
export const refCodeCheckSchema = z.object({ valid: z.boolean() });

/** The public key the door checks tickets with (Ed25519, raw, base64url), and its id. */
export const ticketKeySchema = z.object({ kid: z.string(), publicKey: z.string() });
export type TicketKey = z.infer<typeof ticketKeySchema>;

/** A new screening (admin): a title, a time, a venue (null: online), prices, a menu. */
export const createScreeningBodySchema = z.strictObject({
  /** The title's ref. */
  ref: z.string().min(1).max(120),
  startsAt: z.iso.datetime(),
  venue: z
    .strictObject({
      name: z.string().trim().min(2).max(80),
      city: z.string().trim().min(2).max(60),
      address: z.string().trim().min(2).max(200),
      /** Rows front to back; without one, `capacity` places are sold. */
      seatMap: z
        .array(
          z.strictObject({
            label: z
              .string()
              .trim()
              .regex(/^[A-Z]{1,2}$/, "row letters A–Z"),
            seats: z.number().int().min(1).max(60),
          }),
        )
        .min(1)
        .max(40)
        .refine((rows) => new Set(rows.map((r) => r.label)).size === rows.length, {
          message: "Each row once",
        })
        .optional(),
    })
    .nullable(),
  /** Places when there is no seat map (online: the most who may join). */
  capacity: z.number().int().min(1).max(5000).optional(),
  prices: z
    .array(z.strictObject({ currency: currencySchema, amount: z.number().int().positive() }))
    .min(1)
    .max(5)
    .refine((list) => new Set(list.map((p) => p.currency)).size === list.length, {
      message: "Each currency may have one price",
    }),
  refreshments: z
    .array(
      z.strictObject({
        name: z.string().trim().min(2).max(60),
        stock: z.number().int().min(0).max(100_000),
        prices: z
          .array(z.strictObject({ currency: currencySchema, amount: z.number().int().positive() }))
          .min(1)
          .max(5),
      }),
    )
    .max(20)
    .default([]),
  salesOpenAt: z.iso.datetime().optional(),
  note: z.string().trim().max(200).default(""),
});
export type CreateScreeningBody = z.input<typeof createScreeningBodySchema>;
export type CreateScreeningInput = z.output<typeof createScreeningBodySchema>;

export const cancelScreeningResultSchema = z.object({
  /** Bookings refunded to their buyers' wallets. */
  refunded: z.number().int(),
});

/** At the door: a QR code's token or a typed ref code, with the device's nonce for the scan. */
export const checkInBodySchema = z
  .strictObject({
    screening: z.uuid(),
    token: z.string().min(1).max(400).optional(),
    refcode: z.string().trim().min(1).max(20).optional(),
    /** One per scan: an offline scan uploaded twice counts once. */
    nonce: z.uuid(),
    /** When the usher scanned it (an offline scan is uploaded later); default now. */
    scannedAt: z.iso.datetime().optional(),
  })
  .refine((b) => (b.token === undefined) !== (b.refcode === undefined), {
    message: "Send a ticket's token or a ref code (one of the two)",
  });
export type CheckInBody = z.infer<typeof checkInBodySchema>;

/**
 * When a scan may say it was made (`scannedAt`, issue 39): from the screening's sales opening to
 * this many hours after its film ends, and never later than now, each give or take a device's
 * clock slack. Outside it: 400 `screenings/scanned-at-out-of-window`.
 */
export const DOOR_SCAN_WINDOW = { clockSlackMinutes: 5, hoursAfterEnd: 6 } as const;

export const CHECK_IN_OUTCOMES = ["checked-in", "already", "invalid"] as const;
export type CheckInOutcome = (typeof CHECK_IN_OUTCOMES)[number];

const doorSeatSchema = z.object({
  ticketId: z.uuid(),
  seat: z.string(),
  refCode: z.string(),
  checkedInAt: z.iso.datetime().nullable(),
  /** The usher who checked it in. */
  by: z.string().nullable(),
  /** Its ref code is an organisation's one code for a block: each scan admits one seat. */
  groupCode: z.boolean(),
});
export type DoorSeat = z.infer<typeof doorSeatSchema>;

export const checkInResultSchema = z.object({
  outcome: z.enum(CHECK_IN_OUTCOMES),
  /** The seats this answer is about (a ref code admits its whole booking). */
  seats: z.array(doorSeatSchema),
  /**
   * The tickets this scan let in (issue 39). A seat in `seats` but not here was let in before,
   * by the usher and at the time it shows: an offline device that admitted it too has a conflict.
   */
  admitted: z.array(z.uuid()),
  refreshments: z.array(
    z.object({ id: z.uuid(), name: z.string(), quantity: z.number().int(), served: z.boolean() }),
  ),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/** What an usher's device keeps for a screening: enough to check tickets in offline. */
export const doorSchema = z.object({
  screening: screeningSummarySchema,
  key: ticketKeySchema,
  counts: z.object({
    booked: z.number().int(),
    checkedIn: z.number().int(),
    refreshmentsToServe: z.number().int(),
  }),
  seats: z.array(doorSeatSchema),
});
export type Door = z.infer<typeof doorSchema>;

/** The console's list: upcoming (not yet over) or past screenings. */
export const adminScreeningListQuerySchema = z.object({
  when: z.enum(["upcoming", "past"]).default("upcoming"),
});

/** A screening in the console: its sales and its door so far. */
export const adminScreeningSchema = screeningSummarySchema.extend({
  bookings: z.number().int(),
  /** Seats (or places) booked. */
  booked: z.number().int(),
  checkedIn: z.number().int(),
  /** Money taken (seats and refreshments, cancelled bookings left out), per currency. */
  revenue: z.array(screeningPriceSchema),
});
export type AdminScreening = z.infer<typeof adminScreeningSchema>;
export const adminScreeningListSchema = z.object({ screenings: z.array(adminScreeningSchema) });
export type AdminScreeningList = z.infer<typeof adminScreeningListSchema>;

/** One booking as the console lists it: who, which seats, what it cost, who came. */
export const adminBookingSchema = z.object({
  id: z.uuid(),
  refCode: z.string(),
  status: z.enum(["confirmed", "cancelled"]),
  buyer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  seats: z.array(z.string()),
  checkedIn: z.number().int(),
  refreshments: z.array(
    z.object({ name: z.string(), quantity: z.number().int(), served: z.boolean() }),
  ),
  amount: z.number().int(),
  currency: currencySchema,
  createdAt: z.iso.datetime(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;
export const adminBookingListSchema = z.object({
  screening: adminScreeningSchema,
  bookings: z.array(adminBookingSchema),
});
export type AdminBookingList = z.infer<typeof adminBookingListSchema>;
