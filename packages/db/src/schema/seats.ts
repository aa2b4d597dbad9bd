import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { titles } from "./catalogue.ts";
import { CURRENCY_CK, createdAt, currency, minor } from "./money-columns.ts";
import { entitlements, passes } from "./money.ts";
import { organisations } from "./organisations.ts";

/**
 * Seats (issue 17): an organisation buys a pass or a set of titles for N members for a period,
 * paid from its wallet in one ledger movement; its admins give the seats to members.
 */
export const orgSeatBlocks = pgTable(
  "org_seat_blocks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orgId: uuid("org_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: ["pass", "titles"] }).notNull(),
    passId: integer("pass_id").references(() => passes.id, { onDelete: "restrict" }),
    seats: integer("seats").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    amountMinor: minor("amount_minor").notNull(),
    currency: currency(),
    boughtBy: text("bought_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("org_seat_blocks_org_ix").on(t.orgId, t.createdAt),
    check("org_seat_blocks_kind_ck", sql`${t.kind} in ('pass', 'titles')`),
    check("org_seat_blocks_target_ck", sql`(${t.kind} = 'pass') = (${t.passId} is not null)`),
    check("org_seat_blocks_seats_ck", sql`${t.seats} > 0`),
    check("org_seat_blocks_period_ck", sql`${t.endsAt} > ${t.startsAt}`),
    check("org_seat_blocks_amount_ck", sql`${t.amountMinor} > 0`),
    check("org_seat_blocks_currency_ck", sql.raw(`"currency" ${CURRENCY_CK}`)),
  ],
);

/** The titles of a `titles` block. */
export const orgSeatBlockTitles = pgTable(
  "org_seat_block_titles",
  {
    blockId: uuid("block_id")
      .notNull()
      .references(() => orgSeatBlocks.id, { onDelete: "cascade" }),
    titleId: integer("title_id")
      .notNull()
      .references(() => titles.id, { onDelete: "restrict" }),
  },
  (t) => [primaryKey({ columns: [t.blockId, t.titleId] })],
);

/** A seat given to a member; released, it is free again and the member's access ends. */
export const orgSeats = pgTable(
  "org_seats",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    blockId: uuid("block_id")
      .notNull()
      .references(() => orgSeatBlocks.id, { onDelete: "restrict" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull(),
    releasedAt: timestamp("released_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("org_seats_held_uq")
      .on(t.blockId, t.userId)
      .where(sql`${t.releasedAt} is null`),
    index("org_seats_user_ix").on(t.userId),
  ],
);

/** The entitlements a seat gave (a pass, or one per title), ended when the seat is released. */
export const orgSeatGrants = pgTable(
  "org_seat_grants",
  {
    seatId: uuid("seat_id")
      .notNull()
      .references(() => orgSeats.id, { onDelete: "cascade" }),
    entitlementId: uuid("entitlement_id")
      .notNull()
      .references(() => entitlements.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.seatId, t.entitlementId] })],
);
