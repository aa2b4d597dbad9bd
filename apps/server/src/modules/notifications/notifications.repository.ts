import { type Db, schema } from "@tazama/db";
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { PersonalDataEraser } from "../accounts/accounts.public.ts";

const { notifications } = schema;

export interface NewNotification {
  userId: string;
  kind: string;
  dedupeKey: string;
  title: string;
  body: string;
  link: string | null;
  createdAt: Date;
}

/** Queries of the in-app notifications; no rules here. */
export function createNotificationsRepository(db: Db) {
  return {
    /** Inserts the rows a viewer has not had yet (same dedupe key); returns those inserted. */
    async insertNew(rows: NewNotification[]): Promise<NewNotification[]> {
      if (rows.length === 0) return [];
      return db
        .insert(notifications)
        .values(rows)
        .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
        .returning({
          userId: notifications.userId,
          kind: notifications.kind,
          dedupeKey: notifications.dedupeKey,
          title: notifications.title,
          body: notifications.body,
          link: notifications.link,
          createdAt: notifications.createdAt,
        });
    },

    async latest(userId: string, limit: number) {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },

    /** Marks the caller's own notifications read (the ids given, or all); others' are untouched. */
    async markRead(userId: string, ids: number[] | undefined, at: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            ids ? inArray(notifications.id, ids) : undefined,
          ),
        );
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

/** A person's notifications go with their account. */
export const forgetNotifications: PersonalDataEraser = async (tx, userId) => {
  await tx.delete(notifications).where(eq(notifications.userId, userId));
};
