import { type Db, schema } from "@tazama/db";
import { asc, desc, eq, sql } from "drizzle-orm";

const { events } = schema;

export type EventRow = typeof events.$inferSelect;
type NewEvent = typeof events.$inferInsert;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The console's queries of the events table (I/O only; the rules are the service's). */
export function createEventAdminRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /** Every event, the latest to end first (upcoming ones on top). */
    async latestFirst(): Promise<EventRow[]> {
      return db.select().from(events).orderBy(desc(events.endDate), asc(events.id));
    },

    /** The event already called `title` (any case), if one is. */
    async idByTitle(tx: Tx, title: string): Promise<number | undefined> {
      const [clash] = await tx
        .select({ id: events.id })
        .from(events)
        .where(sql`lower(${events.title}) = lower(${title})`);
      return clash?.id;
    },

    async insert(tx: Tx, values: NewEvent): Promise<EventRow> {
      const [row] = await tx.insert(events).values(values).returning();
      return row!;
    },

    /** The event, locked until the transaction ends. */
    async lock(tx: Tx, id: number): Promise<EventRow | undefined> {
      const [row] = await tx.select().from(events).where(eq(events.id, id)).for("update");
      return row;
    },

    async update(tx: Tx, id: number, change: Partial<NewEvent>): Promise<EventRow> {
      const [row] = await tx.update(events).set(change).where(eq(events.id, id)).returning();
      return row!;
    },
  };
}

export type EventAdminRepository = ReturnType<typeof createEventAdminRepository>;
