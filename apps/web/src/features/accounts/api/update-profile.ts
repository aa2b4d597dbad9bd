import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  ACCOUNT_PATHS,
  type DeleteAccountBody,
  type Profile,
  type UserResponse,
} from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";
import { COOKIE_QUERY_KEY } from "../hooks/use-user-cookie.ts";
import { ME_QUERY_KEY } from "./get-me.ts";

/** After a change: the new profile in place, and the `user` cookie (name, locale) read again. */
function useProfileChange<A>(change: (arg: A) => Promise<UserResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ user }) => {
      queryClient.setQueryData<Profile | null>(ME_QUERY_KEY, user);
      void queryClient.invalidateQueries({ queryKey: COOKIE_QUERY_KEY });
    },
  });
}

/** `PATCH /api/v1/users/me`: name, and locale (language and country). */
export const useUpdateProfile = () =>
  useProfileChange((body: { name?: string; locale?: string }) =>
    request<UserResponse>({ method: "PATCH", path: ACCOUNT_PATHS.me, body }),
  );

/** `POST /api/v1/users/me/photo` (multipart, one file). */
export const useUploadPhoto = () =>
  useProfileChange((file: File) => {
    const form = new FormData();
    form.append("file", file);
    return request<UserResponse>({ method: "POST", path: ACCOUNT_PATHS.photo, body: form });
  });

/** `DELETE /api/v1/users/me/photo`. */
export const useRemovePhoto = () =>
  useProfileChange(() => request<UserResponse>({ method: "DELETE", path: ACCOUNT_PATHS.photo }));

/** `DELETE /api/v1/users/me`: the account goes (money records stay); the session ends. */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (body: DeleteAccountBody) =>
      request<unknown>({ method: "DELETE", path: ACCOUNT_PATHS.me, body }),
  });
