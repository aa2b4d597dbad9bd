import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ACCOUNT_PATHS, type ChangePasswordBody } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";
import { sessionsKey } from "./sessions.ts";

/** `POST /api/v1/users/password`: a new password, the current one given; other devices sign out. */
export async function changePassword(body: ChangePasswordBody): Promise<{ ended: number }> {
  return request<{ ended: number }>({ method: "POST", path: ACCOUNT_PATHS.password, body });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
