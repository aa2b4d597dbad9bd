import { useAuth } from "./use-auth.ts";

/** What the page wrapper needs: the name to show and Logout (spec §2, §6). */
export function useViewer(): { viewer: { fullname: string } | null; logout: () => void } {
  const { authUser, signOut } = useAuth();
  return {
    viewer: authUser ? { fullname: authUser.name } : null,
    logout: () => {
      void signOut();
    },
  };
}
