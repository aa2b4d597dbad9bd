import type { LoginBody, Profile, UserResponse } from "@tazama/contracts";
import { sendJson } from "./send-json.ts";

export const LOGIN_URL = "/api/v1/users/login";

/** Email and password log-in; the server sets the session and `user` cookies. */
export async function logIn(body: LoginBody): Promise<Profile> {
  return (await sendJson<UserResponse>("POST", LOGIN_URL, body)).user;
}
