import type { Profile, SignupBody, UserResponse } from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

export const SIGNUP_URL = "/api/v1/users/signup";

/** Creates the account (or signs in when the email exists and the password is right, DESIGN §6.1). */
export async function signUp(body: SignupBody): Promise<Profile> {
  return (await request<UserResponse>({ method: "POST", path: SIGNUP_URL, body })).user;
}
