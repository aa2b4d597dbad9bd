import { type Db, schema } from "@tazama/db";
import { desc } from "drizzle-orm";

const { devMails } = schema;

export type DevMailRow = typeof devMails.$inferSelect;

/** The development outbox table (dev_mails). */
export function createDevOutboxRepository(db: Db) {
  return {
    async insert(row: typeof devMails.$inferInsert): Promise<void> {
      await db.insert(devMails).values(row);
    },
    /** Newest first. */
    async list(limit = 200): Promise<DevMailRow[]> {
      return db.select().from(devMails).orderBy(desc(devMails.createdAt)).limit(limit);
    },
  };
}

export type DevOutboxRepository = ReturnType<typeof createDevOutboxRepository>;
