import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Timed sweeps run by one process at a time (issue 20): a process takes a task's lease for one
 * period before running it; the others see it held and skip that period.
 */
export const taskLeases = pgTable("task_leases", {
  name: text("name").primaryKey(),
  /** Which process holds it (host and pid), for the logs. */
  holder: text("holder").notNull(),
  until: timestamp("until", { withTimezone: true }).notNull(),
});
