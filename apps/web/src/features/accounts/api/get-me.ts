import { queryOptions } from "@tanstack/react-query";
import type { Profile, UserResponse } from "@tazama/contracts";
import { ApiError, request } from "../../../lib/api-client.ts";

export const ME_URL = "/api/v1/users/me";
export const ME_QUERY_KEY = ["accounts", "me"] as const;

/** The signed-in user's profile, or null when the session is missing or over (401). */
export async function getMe(): Promise<Profile | null> {
  try {
    return (await request<UserResponse>({ path: ME_URL })).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** `/users/me` as a query; asked only while the `user` cookie is present. */
export function meQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: getMe,
    enabled,
    staleTime: 5 * 60_000,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
}
