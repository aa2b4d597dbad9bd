import { NOTIFICATIONS_SHOWN, type NotificationList } from "@tazama/contracts";
import type { Clock } from "../../lib/clock.ts";
import type { NotificationsRepository } from "./notifications.repository.ts";

/** What another module tells some viewers: one row each, once per dedupe key. */
export interface Notice {
  kind: string;
  dedupeKey: string;
  title: string;
  body: string;
  /** An in-app path (starts with /). */
  link: string | null;
}

/** In-app notifications (the bell in the header). */
export function createNotificationsService(repo: NotificationsRepository, clock: Clock) {
  return {
    /** Tells each viewer once; returns the ids of those told now (not told before). */
    async notify(userIds: readonly string[], notice: Notice): Promise<string[]> {
      const createdAt = clock.now();
      const rows = [...new Set(userIds)].map((userId) => ({ userId, ...notice, createdAt }));
      const inserted = await repo.insertNew(rows);
      return inserted.map((row) => row.userId);
    },

    async list(userId: string): Promise<NotificationList> {
      const [rows, unread] = await Promise.all([
        repo.latest(userId, NOTIFICATIONS_SHOWN),
        repo.unreadCount(userId),
      ]);
      return {
        unread,
        items: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          title: row.title,
          body: row.body,
          link: row.link,
          createdAt: row.createdAt.toISOString(),
          read: row.readAt !== null,
        })),
      };
    },

    async markRead(userId: string, ids: number[] | undefined): Promise<{ unread: number }> {
      await repo.markRead(userId, ids, clock.now());
      return { unread: await repo.unreadCount(userId) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
