import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { titles } from "./catalogue.ts";
import { organisations } from "./organisations.ts";
import { CURRENCY_CK, createdAt, currency, minor } from "./money-columns.ts";

/** A seat map: rows front to back, each with its label and how many seats it has. */
export interface SeatMap {
  rows: { label: string; seats: number }[];
}

/** Where screenings happen (issue 15). A venue without a seat map sells places, not seats. */
export const venues = pgTable(
  "venues",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    city: text("city").notNull(),
    address: text("address").notNull(),
    capacity: integer("capacity").notNull(),
    seatMap: jsonb("seat_map").$type<SeatMap>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("venues_name_city_uq").on(t.name, t.city),
    check("venues_capacity_ck", sql`${t.capacity} between 1 and 5000`),
  ],
);

export const SCREENING_STATUSES = ["scheduled", "cancelled"] as const;

/** A title shown at a time, at a venue or online (no venue). */
export const screenings = pgTable(
  "screenings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    titleId: integer("title_id")
      .notNull()
      .references(() => titles.id, { onDelete: "restrict" }),
    venueId: uuid("venue_id").references(() => venues.id, { onDelete: "restrict" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    salesOpenAt: timestamp("sales_open_at", { withTimezone: true }).notNull(),
    salesCloseAt: timestamp("sales_close_at", { withTimezone: true }).notNull(),
    /** Seats or places on sale: the venue's (or its seat map's), or an online screening's limit. */
    capacity: integer("capacity").notNull(),
    status: text("status", { enum: SCREENING_STATUSES }).notNull().default("scheduled"),
    /** A line for the listing ("Q&A with the director after"). */
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    index("screenings_starts_ix").on(t.startsAt),
    check("screenings_status_ck", sql`${t.status} in ('scheduled', 'cancelled')`),
    check("screenings_capacity_ck", sql`${t.capacity} between 1 and 5000`),
    check("screenings_sales_ck", sql`${t.salesOpenAt} < ${t.salesCloseAt}`),
    check("screenings_close_ck", sql`${t.salesCloseAt} <= ${t.startsAt} + interval '1 hour'`),
  ],
);

/** A seat's price per currency. */
export const screeningPrices = pgTable(
  "screening_prices",
  {
    screeningId: uuid("screening_id")
      .notNull()
      .references(() => screenings.id, { onDelete: "cascade" }),
    currency: currency(),
    seatMinor: minor("seat_minor").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.screeningId, t.currency] }),
    check("screening_prices_currency_ck", sql.raw(`"currency" ${CURRENCY_CK}`)),
    check("screening_prices_seat_ck", sql`${t.seatMinor} > 0`),
  ],
);

export const SEAT_STATES = ["free", "held", "booked"] as const;

/**
 * Every seat (or place) of a screening, made when it is scheduled. A seat is sold by a
 * conditional UPDATE of its row (free, or held by the buyer, or held past its time), so two
 * buyers can never both have it.
 */
export const screeningSeats = pgTable(
  "screening_seats",
  {
    screeningId: uuid("screening_id")
      .notNull()
      .references(() => screenings.id, { onDelete: "cascade" }),
    /** "C7" on a seat map; "17" for a place at a screening without one. */
    label: text("label").notNull(),
    /** Its row on the map ("C"); null for places. */
    row: text("row"),
    position: smallint("position").notNull(),
    state: text("state", { enum: SEAT_STATES }).notNull().default("free"),
    heldBy: text("held_by").references(() => users.id, { onDelete: "cascade" }),
    heldUntil: timestamp("held_until", { withTimezone: true }),
    bookingId: uuid("booking_id"),
  },
  (t) => [
    primaryKey({ columns: [t.screeningId, t.label] }),
    index("screening_seats_booking_ix").on(t.bookingId),
    check("screening_seats_state_ck", sql`${t.state} in ('free', 'held', 'booked')`),
    check(
      "screening_seats_hold_ck",
      sql`(${t.state} = 'held') = (${t.heldBy} is not null and ${t.heldUntil} is not null)`,
    ),
    check("screening_seats_booked_ck", sql`(${t.state} = 'booked') = (${t.bookingId} is not null)`),
  ],
);

export const BOOKING_STATUSES = ["confirmed", "cancelled"] as const;

export const GROUP_CODES = ["members", "group"] as const;

/**
 * A block of seats an organisation booked and paid for at once (`bulkscreenings`): one ref code
 * per member (`members`, each its own booking of one seat), or one code for all (`group`, a
 * booking whose code admits one seat per scan). The money is here; the bookings under it carry 0.
 */
export const screeningGroups = pgTable(
  "screening_groups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    screeningId: uuid("screening_id")
      .notNull()
      .references(() => screenings.id, { onDelete: "restrict" }),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "restrict" }),
    /** The organisation's admin who booked it. */
    buyerId: text("buyer_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    codes: text("codes", { enum: GROUP_CODES }).notNull(),
    seats: integer("seats").notNull(),
    /** Seats and refreshments (the group's later ones too), from the organisation's wallet. */
    amountMinor: minor("amount_minor").notNull(),
    currency: currency(),
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("confirmed"),
    createdAt: createdAt(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    index("screening_groups_org_ix").on(t.organisationId, t.createdAt),
    index("screening_groups_screening_ix").on(t.screeningId),
    check("screening_groups_codes_ck", sql`${t.codes} in ('members', 'group')`),
    check("screening_groups_status_ck", sql`${t.status} in ('confirmed', 'cancelled')`),
    check("screening_groups_seats_ck", sql`${t.seats} >= 1`),
    check("screening_groups_amount_ck", sql`${t.amountMinor} >= 0`),
    check("screening_groups_currency_ck", sql.raw(`"currency" ${CURRENCY_CK}`)),
  ],
);

/** One purchase of seats: its ref code, what was paid, from which wallet. */
export const screeningBookings = pgTable(
  "screening_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    screeningId: uuid("screening_id")
      .notNull()
      .references(() => screenings.id, { onDelete: "restrict" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** Typed at the door: 8 letters and digits without 0, O, 1 or I. */
    refCode: text("ref_code").notNull(),
    seats: integer("seats").notNull(),
    /** Seats and refreshments, paid in one movement. */
    amountMinor: minor("amount_minor").notNull(),
    currency: currency(),
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("confirmed"),
    createdAt: createdAt(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Set for a booking of an organisation's block (its money is on the group). */
    groupId: uuid("group_id").references(() => screeningGroups.id, { onDelete: "restrict" }),
    /** A group's one code: each scan at the door admits one of its seats. */
    groupCode: boolean("group_code").notNull().default(false),
  },
  (t) => [
    uniqueIndex("screening_bookings_ref_code_uq").on(t.refCode),
    index("screening_bookings_group_ix").on(t.groupId),
    index("screening_bookings_user_ix").on(t.userId, t.createdAt),
    index("screening_bookings_screening_ix").on(t.screeningId),
    check("screening_bookings_currency_ck", sql.raw(`"currency" ${CURRENCY_CK}`)),
    check("screening_bookings_status_ck", sql`${t.status} in ('confirmed', 'cancelled')`),
    check("screening_bookings_seats_ck", sql`${t.seats} >= 1`),
    check("screening_bookings_amount_ck", sql`${t.amountMinor} >= 0`),
    check("screening_bookings_ref_code_ck", sql`${t.refCode} ~ '^[2-9A-HJ-NP-Z]{8}$'`),
  ],
);

/** One seat of a booking: what its QR code carries, and its check-in at the door. */
export const screeningTickets = pgTable(
  "screening_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => screeningBookings.id, { onDelete: "cascade" }),
    screeningId: uuid("screening_id")
      .notNull()
      .references(() => screenings.id, { onDelete: "restrict" }),
    seatLabel: text("seat_label").notNull(),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    checkedInBy: text("checked_in_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("screening_tickets_seat_uq").on(t.bookingId, t.seatLabel),
    index("screening_tickets_screening_ix").on(t.screeningId),
  ],
);

/** What a screening's counter sells, with its stock (never below zero). */
export const refreshmentItems = pgTable(
  "refreshment_items",
  {
    id: serial("id").primaryKey(),
    screeningId: uuid("screening_id")
      .notNull()
      .references(() => screenings.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    stock: integer("stock").notNull(),
    position: smallint("position").notNull().default(0),
  },
  (t) => [
    uniqueIndex("refreshment_items_name_uq").on(t.screeningId, t.name),
    check("refreshment_items_stock_ck", sql`${t.stock} >= 0`),
  ],
);

export const refreshmentPrices = pgTable(
  "refreshment_prices",
  {
    itemId: integer("item_id")
      .notNull()
      .references(() => refreshmentItems.id, { onDelete: "cascade" }),
    currency: currency(),
    amountMinor: minor("amount_minor").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.currency] }),
    check("refreshment_prices_currency_ck", sql.raw(`"currency" ${CURRENCY_CK}`)),
    check("refreshment_prices_amount_ck", sql`${t.amountMinor} > 0`),
  ],
);

/** Refreshments a booking ordered (with it, or later until the screening starts). */
export const refreshmentOrders = pgTable(
  "refreshment_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => screeningBookings.id, { onDelete: "cascade" }),
    itemId: integer("item_id")
      .notNull()
      .references(() => refreshmentItems.id, { onDelete: "restrict" }),
    quantity: smallint("quantity").notNull(),
    amountMinor: minor("amount_minor").notNull(),
    createdAt: createdAt(),
    servedAt: timestamp("served_at", { withTimezone: true }),
    servedBy: text("served_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("refreshment_orders_booking_ix").on(t.bookingId),
    check("refreshment_orders_quantity_ck", sql`${t.quantity} between 1 and 20`),
    check("refreshment_orders_amount_ck", sql`${t.amountMinor} >= 0`),
  ],
);

/**
 * Every scan or typed code at the door, by its device's nonce for what it presented at this
 * screening: an offline scan uploaded twice is answered from here the second time, and counts
 * once (pretix's check-in model). The nonce alone is not the key (issue 39): a nonce sent again
 * with another ticket, or at another screening, is another scan, never the first one's answer.
 */
export const screeningCheckins = pgTable(
  "screening_checkins",
  {
    nonce: uuid("nonce").notNull(),
    screeningId: uuid("screening_id")
      .notNull()
      .references(() => screenings.id, { onDelete: "cascade" }),
    usherId: text("usher_id").references(() => users.id, { onDelete: "set null" }),
    /** What was presented: a ticket's id (QR) or a booking's ref code (typed). */
    presented: text("presented").notNull(),
    /** The seats (tickets) the scan was about: a repeated upload answers about the same ones. */
    tickets: uuid("tickets")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Those of them this scan let in (the others were in already). */
    admitted: uuid("admitted")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** The answer given: checked-in, already, invalid. */
    outcome: text("outcome", { enum: ["checked-in", "already", "invalid"] }).notNull(),
    /** When the usher scanned it (an offline scan is uploaded later). */
    scannedAt: timestamp("scanned_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.screeningId, t.presented, t.nonce] }),
    index("screening_checkins_screening_ix").on(t.screeningId, t.createdAt),
    check(
      "screening_checkins_outcome_ck",
      sql`${t.outcome} in ('checked-in', 'already', 'invalid')`,
    ),
  ],
);
