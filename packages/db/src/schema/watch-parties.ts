import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { titles } from "./catalogue.ts";
import { createdAt } from "./money-columns.ts";

/**
 * A private watch party (issue 15): a host who may watch a title invites friends with its code.
 * The timeline (where the film is, playing or not, from which server time) is kept here too, so
 * a restarted process, or another one, picks the party up where its host left it.
 */
export const watchParties = pgTable(
  "watch_parties",
  {
    code: text("code").primaryKey(),
    titleId: integer("title_id")
      .notNull()
      .references(() => titles.id, { onDelete: "cascade" }),
    hostId: text("host_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    playing: boolean("playing").notNull().default(false),
    positionS: doublePrecision("position_s").notNull().default(0),
    /** The server time the position is for (a play starts a moment ahead). */
    positionAt: timestamp("position_at", { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index("watch_parties_host_ix").on(t.hostId, t.createdAt),
    check("watch_parties_code_ck", sql`${t.code} ~ '^[2-9A-HJ-NP-Z]{8}$'`),
    check("watch_parties_position_ck", sql`${t.positionS} >= 0`),
  ],
);
