import type { SignUpStage } from "../hooks/use-auth.ts";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { GOOGLE_TOAST_MS } from "./google-return.ts";
import { hideToast, showToast, updateToast } from "./toast.ts";

/**
 * The account's toasts (spec §4, §9) in the page's language. Loaded with a sign-up, a log-in or
 * the return from Google, never with the first paint: their words stay out of the initial JS.
 */

const PROGRESS_ID = "account-progress";
/** Spec §9: the welcome toast closes after 2 s. */
export const WELCOME_TOAST_MS = 2000;

/** "Creating Your Account, please wait", then "Preparing your Account", in one toast. */
export async function showStage(stage: SignUpStage, i18n: I18n): Promise<void> {
  const options = {
    id: PROGRESS_ID,
    message:
      stage === "creating"
        ? i18n._({ id: "account.creating", message: "Creating Your Account, please wait" })
        : i18n._({ id: "account.preparing", message: "Preparing your Account" }),
    loading: true,
    autoClose: false,
    withCloseButton: false,
  };
  if (stage === "creating") await showToast(options);
  else await updateToast(options);
}

export async function hideStage(): Promise<void> {
  await hideToast(PROGRESS_ID);
}

/** After a sign-up: "Welcome to Tazama, {name}!" */
export async function showJoined(name: string, i18n: I18n): Promise<void> {
  await showToast({
    color: "green",
    title: i18n._({
      id: "account.joined",
      message: "Welcome to Tazama, {name}!",
      values: { name },
    }),
    message: i18n._({ id: "account.ready", message: "Your account is ready." }),
    autoClose: WELCOME_TOAST_MS,
  });
}

/** After a log-in: "Welcome back, {name}". */
export async function showLoggedIn(name: string, i18n: I18n): Promise<void> {
  await showToast({
    color: "green",
    title: i18n._({
      id: "account.welcome-back",
      message: "Welcome back, {name}",
      values: { name },
    }),
    message: i18n._({ id: "account.logged-in", message: "You're logged in." }),
    autoClose: WELCOME_TOAST_MS,
  });
}

/** Back from Google: one welcome toast (4 s). */
export async function showGoogleWelcome(name: string, i18n: I18n): Promise<void> {
  await showToast({
    color: "green",
    title: i18n._({ id: "google.welcome", message: "Welcome, {name}", values: { name } }),
    message: i18n._({ id: "google.signed-in", message: "You're signed in with Google." }),
    autoClose: GOOGLE_TOAST_MS,
  });
}
