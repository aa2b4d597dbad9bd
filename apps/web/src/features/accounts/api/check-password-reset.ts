import { useQuery } from "@tanstack/react-query";
import type { PasswordResetCheck } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

export const PASSWORD_RESET_CHECK_URL = "/api/v1/users/password-reset/check";

/** Whether the reset link's token can still set a password (a POST: the token stays out of URLs). */
export function checkPasswordReset(token: string, signal?: AbortSignal) {
  return request<PasswordResetCheck>({
    method: "POST",
    path: PASSWORD_RESET_CHECK_URL,
    body: { token },
    signal,
  });
}

export function usePasswordResetCheck(token: string | null) {
  return useQuery({
    queryKey: ["password-reset-check", token],
    queryFn: ({ signal }) => checkPasswordReset(token ?? "", signal),
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
  });
}
