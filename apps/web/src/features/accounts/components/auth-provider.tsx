import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  CREATING_ACCOUNT as CREATING,
  PREPARING_ACCOUNT as PREPARING,
  SIGNUP_LOOKUP_FAILED,
} from "@tazama/contracts";
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
import {
  GOOGLE_TOAST_MS,
  markGoogleSignIn,
  sessionStore,
  takeGoogleSignIn,
} from "../lib/google-return.ts";
import { type AuthUser, SOURCE, simpleLocale, toAuthUser } from "../lib/profile.ts";
import { hideToast, showToast, updateToast } from "../lib/toast.ts";
import { clearUserCookies, readUserCookie } from "../lib/user-cookie.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

export const PROGRESS_ID = "account-progress";
export const CREATING_ACCOUNT = CREATING;
export const PREPARING_ACCOUNT = PREPARING;
/**
 * The return-address rules load with the account pages that use them (already there when a
 * sign-in runs), not with the first paint: they share the contract's checks (and its schemas).
 */
const returnToRules = () => import("../lib/return-to.ts");

/** Spec §9: the welcome toast closes after 2 s. */
export const WELCOME_TOAST_MS = 2000;

function storedCode(): string | null {
  const storage = browserStorage();
  return storage ? storedAffiliateCode(storage) : null;
}

async function showStage(stage: SignUpStage) {
  const message = stage === "creating" ? CREATING_ACCOUNT : PREPARING_ACCOUNT;
  const options = {
    id: PROGRESS_ID,
    message,
    loading: true,
    autoClose: false,
    withCloseButton: false,
  };
  if (stage === "creating") await showToast(options);
  else await updateToast(options);
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
    void showToast({
      color: "green",
      title: i18n._({
        id: "google.welcome",
        message: "Welcome, {name}",
        values: { name: authUser.name },
      }),
      message: i18n._({ id: "google.signed-in", message: "You're signed in with Google." }),
      autoClose: GOOGLE_TOAST_MS,
    });
  }, [authUser, i18n]);

  const signedIn = useCallback(
    (profile: AuthUser) => {
      queryClient.setQueryData(ME_QUERY_KEY, profile);
      queryClient.setQueryData(COOKIE_QUERY_KEY, readUserCookie());
      return toAuthUser(profile, storedCode());
    },
    [queryClient],
  );

  // Spec §4: clear the cookie (the header changes at once), then sign out on the server.
  const endSession = useCallback(async () => {
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
        const stage = async (s: SignUpStage) => {
          onStage?.(s);
          await showStage(s);
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
          await hideToast(PROGRESS_ID);
          await showToast({
            color: "green",
            title: `Welcome to Tazama, ${user.name}!`,
            message: "Your account is ready.",
            autoClose: WELCOME_TOAST_MS,
          });
          await navigate(returnTo === "/" ? "/" : (await returnToRules()).safeReturnTo(returnTo));
          return user;
        } catch (error) {
          await hideToast(PROGRESS_ID);
          throw error;
        }
      },
      logInWithEmailAndPassword: async (email, password, returnTo = "/") => {
        const user = signedIn(await (await import("../api/log-in.ts")).logIn({ email, password }));
        await showToast({
          color: "green",
          title: `Welcome back, ${user.name}`,
          message: "You're logged in.",
          autoClose: WELCOME_TOAST_MS,
        });
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
    [authUser, loading, signedIn, endSession, navigate],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
