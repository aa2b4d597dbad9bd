import { useAuth } from "../features/accounts/hooks/use-auth.ts";
import { useUserCookie } from "../features/accounts/hooks/use-user-cookie.ts";

/**
 * Who uses this browser, for its downloads: the signed-in account's id; null when nobody is
 * (no `user` cookie); undefined while it cannot be told (the session is being checked, or the
 * device is offline with a session: the downloads feature then uses the account signed in last).
 */
export function useAccountHint(): string | null | undefined {
  const { authUser } = useAuth();
  const cookie = useUserCookie();
  if (authUser) return authUser.uid;
  if (cookie.isPending || cookie.data) return undefined;
  return null;
}
