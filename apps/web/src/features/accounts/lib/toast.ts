import type { NotificationData } from "@mantine/notifications";
import { requestToastHost } from "../../../lib/toast-host.ts";

/**
 * Toasts from code that sits in the first-paint bundle (the auth provider): the notifications
 * package, and on the home page its host, load on first use instead (initial JS budget, DESIGN §7).
 */
async function store() {
  requestToastHost();
  return (await import("@mantine/notifications")).notifications;
}

export async function showToast(data: NotificationData): Promise<void> {
  (await store()).show(data);
}

export async function updateToast(data: NotificationData & { id: string }): Promise<void> {
  (await store()).update(data);
}

export async function hideToast(id: string): Promise<void> {
  (await store()).hide(id);
}
