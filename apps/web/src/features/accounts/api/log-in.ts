import type { LoginBody, Profile, UserResponse } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

export const LOGIN_URL = "/api/v1/users/login";

/** Email and password log-in; the server sets the session and `user` cookies. */
export async function logIn(body: LoginBody): Promise<Profile> {
  return (await request<UserResponse>({ method: "POST", path: LOGIN_URL, body })).user;
}
