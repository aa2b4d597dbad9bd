import type { GoogleSignInErrorCode } from "@tazama/contracts";
import { type I18n, sourceI18n } from "../../../lib/i18n/i18n.ts";
import { type ErrorText, loginErrorTexts } from "./login-errors.ts";

/** What a failed Google sign-in shows: the catalogue's code, title and description. */
export interface GoogleSignInErrorText extends ErrorText {
  code: string;
}

const FALLBACK_CODE = "auth/google-sign-in-failed";

/** Spec §8's Google sign-in errors (GOOGLE_SIGN_IN_ERRORS) in the page's language. */
function googleErrorTexts(i18n: I18n): Record<GoogleSignInErrorCode, ErrorText> {
  const login = loginErrorTexts(i18n);
  return {
    "auth/user-disabled": login["auth/user-disabled"]!,
    "auth/account-exists-with-different-credential": {
      title: i18n._({ id: "google-error.exists", message: "Account Already Exists" }),
      description: i18n._({
        id: "google-error.exists-text",
        message:
          "An account already exists with this email address. Log in with your email and password.",
      }),
    },
    "auth/popup-closed-by-user": {
      title: i18n._({ id: "google-error.cancelled", message: "Google Sign-in Cancelled" }),
      description: i18n._({
        id: "google-error.cancelled-text",
        message: "Google sign-in was cancelled.",
      }),
    },
    "auth/operation-not-allowed": {
      title: i18n._({ id: "google-error.unavailable", message: "Google Sign-in Unavailable" }),
      description: i18n._({
        id: "google-error.unavailable-text",
        message: "Google sign-in is not configured.",
      }),
    },
    "auth/google-sign-in-failed": {
      title: i18n._({ id: "google-error.failed", message: "Google Sign-in Failed" }),
      description: i18n._({
        id: "google-error.failed-text",
        message: "Google sign-in did not complete. Please try again.",
      }),
    },
  };
}

/**
 * The text for `/login?error=<code>` (spec §8), in the page's language. Only the catalogue's own
 * words are ever shown: the query is anyone's to write, so an unknown code (and any `message`
 * beside it) becomes the generic "Google sign-in did not complete" and its code.
 */
export function googleSignInErrorText(
  code: string,
  i18n: I18n = sourceI18n,
): GoogleSignInErrorText {
  const google = googleErrorTexts(i18n);
  const login = loginErrorTexts(i18n);
  const known = Object.hasOwn(google, code)
    ? google[code as GoogleSignInErrorCode]
    : Object.hasOwn(login, code)
      ? login[code]
      : undefined;
  if (known) return { code, ...known };
  return { code: FALLBACK_CODE, ...google[FALLBACK_CODE] };
}
