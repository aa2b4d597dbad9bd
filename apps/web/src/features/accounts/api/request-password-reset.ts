import type { PasswordResetBody } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

export const PASSWORD_RESET_URL = "/api/v1/users/password-reset";

/** Asks for a reset link by email; 202 whether or not the account exists. */
export async function requestPasswordReset(body: PasswordResetBody): Promise<void> {
  await request<undefined>({ method: "POST", path: PASSWORD_RESET_URL, body });
}
