import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationList } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

export const notificationsKey = ["notifications"] as const;

/** `GET /api/v1/users/notifications`, looked at again every 2 minutes while the page is open. */
export function useNotifications(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: notificationsKey,
      queryFn: ({ signal }) =>
        request<NotificationList>({ path: "/api/v1/users/notifications", signal }),
      enabled,
      staleTime: 60_000,
      refetchInterval: 120_000,
    }),
  );
}

/** `POST /api/v1/users/notifications/read` for all of them: the count drops at once. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      request<{ unread: number }>({
        method: "POST",
        path: "/api/v1/users/notifications/read",
        body: {},
      }),
    onMutate: () => {
      const before = queryClient.getQueryData<NotificationList>(notificationsKey);
      if (before) {
        queryClient.setQueryData<NotificationList>(notificationsKey, {
          unread: 0,
          items: before.items,
        });
      }
      return { before };
    },
    onError: (_error, _vars, context) => {
      queryClient.setQueryData(notificationsKey, context?.before);
    },
  });
}
