import { request } from "../../../lib/api-client.ts";

export const LOGOUT_URL = "/api/v1/users/logout";

/** Ends the session; the server clears the session and `user` cookies. */
export async function logOut(): Promise<void> {
  await request<undefined>({ method: "POST", path: LOGOUT_URL });
}
