import { useQuery, useQueryClient } from "@tanstack/react-query";
import { SIGNUP_LOOKUP_FAILED } from "@tazama/contracts";
import { type ReactNode, useCallback, useEffect, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { getMe, ME_QUERY_KEY, meQueryOptions } from "../api/get-me.ts";
import {
  type AuthContextValue,
  AuthContext,
  type SignUpInput,
  type SignUpStage,
} from "../hooks/use-auth.ts";
import { COOKIE_QUERY_KEY, useUserCookie } from "../hooks/use-user-cookie.ts";
import { browserStorage, captureAffiliateCode, storedAffiliateCode } from "../lib/affiliate.ts";
import { markGoogleSignIn, sessionStore, takeGoogleSignIn } from "../lib/google-return.ts";
import { type AuthUser, SOURCE, simpleLocale, toAuthUser } from "../lib/profile.ts";
import { clearUserCookies, readUserCookie } from "../lib/user-cookie.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { runSignOutHooks } from "../../../lib/sign-out-hooks.ts";

/**
 * The return-address rules load with the account pages that use them (already there when a
 * sign-in runs), not with the first paint: they share the contract's checks (and its schemas).
 */
const returnToRules = () => import("../lib/return-to.ts");

/** The account's toasts, in the page's language (loaded on first use). */
const toasts = () => import("../lib/account-toasts.ts");

function storedCode(): string | null {
  const storage = browserStorage();
  return storage ? storedAffiliateCode(storage) : null;
}

/**
 * The auth context of spec §3/§4. Only the session check is in the first-paint bundle; the other
 * calls load with their first use. Logged in = the `user` cookie present and `/users/me` ok
 * (DESIGN §6.3); the cookie is read (copying its locale into `location`) before anything else.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const i18n = useI18n();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();

  const cookie = useUserCookie();
  const hasCookie = cookie.data != null;
  const me = useQuery(meQueryOptions(hasCookie));

  // A `user` cookie whose session is over (401) is stale display data: drop it.
  const sessionGone = hasCookie && me.isSuccess && me.data === null;
  useEffect(() => {
    if (!sessionGone) return;
    clearUserCookies();
    queryClient.setQueryData(COOKIE_QUERY_KEY, null);
  }, [sessionGone, queryClient]);

  // ?ref=CODE or ?affiliate=CODE on any page is remembered for sign-up.
  useEffect(() => {
    const storage = browserStorage();
    if (storage) captureAffiliateCode(search, storage);
  }, [search]);

  const authUser = useMemo<AuthUser | null>(
    () => (hasCookie && me.data ? toAuthUser(me.data, storedCode()) : null),
    [hasCookie, me.data],
  );
  const loading = cookie.isPending || (hasCookie && me.isPending);

  // Back from Google: one welcome toast (4 s).
  useEffect(() => {
    if (!authUser || !takeGoogleSignIn(sessionStore())) return;
    void toasts().then((t) => t.showGoogleWelcome(authUser.name, i18n));
  }, [authUser, i18n]);

  const signedIn = useCallback(
    (profile: AuthUser) => {
      queryClient.setQueryData(ME_QUERY_KEY, profile);
      queryClient.setQueryData(COOKIE_QUERY_KEY, readUserCookie());
      return toAuthUser(profile, storedCode());
    },
    [queryClient],
  );

  // Spec §4: clear the cookie (the header changes at once), then sign out on the server. What
  // must end with the session (the account's download keys) ends first.
  const endSession = useCallback(async () => {
    await runSignOutHooks();
    clearUserCookies();
    queryClient.setQueryData(COOKIE_QUERY_KEY, null);
    queryClient.setQueryData(ME_QUERY_KEY, null);
    try {
      await (await import("../api/log-out.ts")).logOut();
    } catch {
      // Offline or already ended: the display cookies are gone and the session expires on its own.
    }
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      authUser,
      loading,
      signUpWithGoogle: (returnTo = "/") => {
        markGoogleSignIn(sessionStore());
        void returnToRules().then(({ googleSignInUrl }) => {
          window.location.assign(googleSignInUrl(returnTo));
        });
      },
      signUpWithEmailAndPassword: async (input: SignUpInput, onStage, returnTo = "/") => {
        const { showStage, hideStage, showJoined } = await toasts();
        const stage = async (s: SignUpStage) => {
          onStage?.(s);
          await showStage(s, i18n);
        };
        await stage("creating");
        try {
          await (
            await import("../api/sign-up.ts")
          ).signUp({ ...input, source: SOURCE, locale: simpleLocale(navigator.language) });
          await stage("preparing");
          const profile = await getMe();
          if (!profile) throw new Error(SIGNUP_LOOKUP_FAILED);
          const user = signedIn(profile);
          await hideStage();
          await showJoined(user.name, i18n);
          await navigate(returnTo === "/" ? "/" : (await returnToRules()).safeReturnTo(returnTo));
          return user;
        } catch (error) {
          await hideStage();
          throw error;
        }
      },
      logInWithEmailAndPassword: async (email, password, returnTo = "/") => {
        const user = signedIn(await (await import("../api/log-in.ts")).logIn({ email, password }));
        await (await toasts()).showLoggedIn(user.name, i18n);
        await navigate((await returnToRules()).safeReturnTo(returnTo));
        return user;
      },
      signOut: async () => {
        await endSession();
        await navigate("/");
      },
      signOutNoRedirect: async () => {
        await endSession();
        window.location.reload();
      },
      passwordReset: async (email) => {
        await (await import("../api/request-password-reset.ts")).requestPasswordReset({ email });
      },
    }),
    [authUser, loading, signedIn, endSession, navigate, i18n],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
