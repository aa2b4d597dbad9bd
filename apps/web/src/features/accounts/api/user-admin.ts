import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type AdminUser,
  type AdminUserDetail,
  type AdminUserList,
  type FirstAdminLink,
  type UpdateAdminUserBody,
  USER_ADMIN_PATHS,
  type UserAdminQuery,
} from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";
import { toQueryString } from "../../../lib/query-string.ts";

const keys = {
  all: ["user-admin"] as const,
  list: (query: UserAdminQuery) => ["user-admin", "list", query] as const,
  one: (id: string) => ["user-admin", "one", id] as const,
};

const onePath = (id: string) => USER_ADMIN_PATHS.one.replace(":id", encodeURIComponent(id));

/** A page of users; the last page stays on screen while the next loads. */
export function useAdminUsers(query: UserAdminQuery) {
  return useQuery({
    queryKey: keys.list(query),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      request<AdminUserList>({ path: `${USER_ADMIN_PATHS.list}${toQueryString(query)}`, signal }),
  });
}

export function useAdminUser(id: string) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: ({ signal }) => request<AdminUserDetail>({ path: onePath(id), signal }),
  });
}

/** Disable, enable or change a role; the lists and the user refetch. */
export function useUpdateAdminUser(id: string, onChanged?: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAdminUserBody) =>
      request<AdminUser>({ method: "PATCH", path: onePath(id), body }),
    onSuccess: async () => {
      onChanged?.();
      await queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
}

/** Mails the user a reset link; `onChanged` follows (the action is audited). */
export function useSendPasswordReset(id: string, onChanged?: () => unknown) {
  return useMutation({
    onSuccess: () => onChanged?.(),
    mutationFn: () =>
      request<{ sent: true }>({
        method: "POST",
        path: USER_ADMIN_PATHS.passwordReset.replace(":id", encodeURIComponent(id)),
      }),
  });
}

/** Whether the first-admin link still works: its page says so before anyone presses. */
export function useFirstAdminLink(token: string) {
  return useQuery({
    queryKey: ["first-admin-link", token] as const,
    // No token in the address: nothing to ask, the page says the link is not a working one.
    enabled: token !== "",
    queryFn: ({ signal }) =>
      request<FirstAdminLink>({
        path: `${USER_ADMIN_PATHS.firstAdmin}${toQueryString({ token })}`,
        signal,
      }),
  });
}

/** Spends the one-time link the server printed: the signed-in person becomes the admin. */
export function claimFirstAdmin(token: string) {
  return request<{ role: "admin" }>({
    method: "POST",
    path: USER_ADMIN_PATHS.firstAdmin,
    body: { token },
  });
}
