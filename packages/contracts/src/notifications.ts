import { z } from "zod";

/** The bell shows the latest this many; older ones are dropped from the list, not deleted. */
export const NOTIFICATIONS_SHOWN = 30;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** An in-app path. */
  link: z.string().nullable(),
  createdAt: z.iso.datetime(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /api/v1/users/notifications`: the latest first, with how many are unread. */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** `POST /api/v1/users/notifications/read`: these ids, or every one when `ids` is absent. */
export const notificationsReadBodySchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(100).optional(),
});
export const notificationsReadResultSchema = z.object({ unread: z.number().int() });
