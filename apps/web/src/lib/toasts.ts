import { type NotificationData, notifications as store } from "@mantine/notifications";
import { requestToastHost } from "./toast-host.ts";

/**
 * Mantine's `notifications`, for every toast the app shows: showing one first asks for the
 * toasts' host (lib/toast-host.ts), which a page mounts only then. A page that shows no toast
 * never downloads the host (Mantine's Notification, its transitions and portal: about 14 KB in
 * eight files, issue 41). A toast shown before the host has mounted waits in the store and
 * appears when it has.
 */
export const notifications = {
  show(data: NotificationData): string {
    requestToastHost();
    return store.show(data);
  },
  update(data: NotificationData & { id: string }): string | undefined {
    requestToastHost();
    return store.update(data);
  },
  hide: (id: string): string => store.hide(id),
  clean: (): void => {
    store.clean();
  },
};
