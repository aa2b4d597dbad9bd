import { queryOptions, useQuery } from "@tanstack/react-query";
import { readUserCookie, type UserCookie } from "../lib/user-cookie.ts";

export const COOKIE_QUERY_KEY = ["accounts", "user-cookie"] as const;

/**
 * The `user` cookie as a query: read once (copying its locale into `location`), re-read when the
 * window regains focus (another tab may have logged out), written by log-in and logout.
 */
export const userCookieQueryOptions = queryOptions({
  queryKey: COOKIE_QUERY_KEY,
  queryFn: async (): Promise<UserCookie | null> => readUserCookie(),
  staleTime: Infinity,
  refetchOnWindowFocus: "always",
});

export function useUserCookie() {
  return useQuery(userCookieQueryOptions);
}
