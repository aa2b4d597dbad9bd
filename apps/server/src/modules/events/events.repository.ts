import { type Db, schema } from "@tazama/db";
import { asc, eq } from "drizzle-orm";

const { events } = schema;

export type EventRow = typeof events.$inferSelect;

/** Reads of the events table; no rules here, only queries. */
export function createEventsRepository(db: Db) {
  return {
    /** Every event, the soonest to end first. */
    async listByEndDate(): Promise<EventRow[]> {
      return db.select().from(events).orderBy(asc(events.endDate), asc(events.id));
    },

    async byLink(link: string): Promise<EventRow | undefined> {
      const [row] = await db.select().from(events).where(eq(events.link, link)).limit(1);
      return row;
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
