import type { PasswordResetBody } from "@tazama/contracts";
import { sendJson } from "./send-json.ts";

export const PASSWORD_RESET_URL = "/api/v1/users/password-reset";

/** Asks for a reset link by email; 202 whether or not the account exists. */
export async function requestPasswordReset(body: PasswordResetBody): Promise<void> {
  await sendJson<undefined>("POST", PASSWORD_RESET_URL, body);
}
