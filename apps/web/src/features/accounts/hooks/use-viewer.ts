import { useAuth } from "./use-auth.ts";
import { useUserCookie } from "./use-user-cookie.ts";

/**
 * What the page wrapper needs: the name to show and Logout (spec §2, §6). While `/users/me` is on
 * its way the `user` cookie's name is shown (it is display data, DESIGN §6.3), so a signed-in
 * viewer's header does not flash Log in / Join for Free; a 401 then turns it back to anonymous.
 */
export function useViewer(): {
  viewer: { fullname: string; admin: boolean } | null;
  logout: () => void;
} {
  const { authUser, loading, signOut } = useAuth();
  const cookie = useUserCookie();
  const fullname = authUser?.name ?? (loading ? cookie.data?.fullname : undefined);
  return {
    viewer: fullname ? { fullname, admin: authUser?.role === "admin" } : null,
    logout: () => {
      void signOut();
    },
  };
}
