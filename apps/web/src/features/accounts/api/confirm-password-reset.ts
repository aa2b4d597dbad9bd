import { useMutation } from "@tanstack/react-query";
import type { PasswordResetConfirmBody } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

export const PASSWORD_RESET_CONFIRM_URL = "/api/v1/users/password-reset/confirm";

/** Sets a new password with the token of the reset link; ends every session of that user. */
export async function confirmPasswordReset(body: PasswordResetConfirmBody): Promise<void> {
  await request<undefined>({ method: "POST", path: PASSWORD_RESET_CONFIRM_URL, body });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
