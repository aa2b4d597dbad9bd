import { AUTH_FALLBACK_TEXTS } from "@tazama/contracts";
import { ApiError } from "../../../lib/api-client.ts";
import { failureTexts } from "../../../lib/failure-texts.ts";
import { type I18n, sourceI18n } from "../../../lib/i18n/i18n.ts";

export interface ErrorText {
  title: string;
  description: string;
}

/** Every log-in error of spec §8, title and description, in the page's language. */
export function loginErrorTexts(i18n: I18n): Readonly<Record<string, ErrorText>> {
  const { network, server } = failureTexts(i18n);
  return {
    "auth/invalid-email": {
      title: i18n._({ id: "auth-error.invalid-email", message: "Invalid Email" }),
      description: i18n._({
        id: "join.error-email",
        message: "Please enter a valid email address.",
      }),
    },
    "auth/user-disabled": {
      title: i18n._({ id: "auth-error.user-disabled", message: "Account Disabled" }),
      description: i18n._({
        id: "auth-error.user-disabled-text",
        message: "Your account has been disabled. Please contact support for assistance.",
      }),
    },
    "auth/user-not-found": {
      title: i18n._({ id: "auth-error.user-not-found", message: "Account Not Found" }),
      description: i18n._({
        id: "auth-error.user-not-found-text",
        message:
          "No account found with this email address. Please check your email or sign up for a new account.",
      }),
    },
    "auth/wrong-password": {
      title: i18n._({ id: "auth-error.wrong-password", message: "Invalid Password" }),
      description: i18n._({
        id: "auth-error.wrong-password-text",
        message: "The password you entered is incorrect. Please try again or reset your password.",
      }),
    },
    "auth/invalid-credential": {
      title: i18n._({ id: "auth-error.invalid-credential", message: "Invalid Credentials" }),
      description: i18n._({
        id: "auth-error.invalid-credential-text",
        message:
          "The email or password you entered is incorrect. Please check your credentials and try again.",
      }),
    },
    "auth/too-many-requests": {
      title: i18n._({ id: "auth-error.too-many-requests", message: "Too Many Attempts" }),
      description: i18n._({
        id: "auth-error.too-many-requests-text",
        message: "Too many failed login attempts. Please wait a few minutes before trying again.",
      }),
    },
    "auth/network-request-failed": network,
    "auth/internal-error": server,
  };
}

/** Spec §8's log-in errors verbatim (English). */
export const LOGIN_ERRORS = loginErrorTexts(sourceI18n);

/** Our own backend failed (5xx, no JSON error, a timeout): spec §8's backend communication failure. */
export const BACKEND_FAILURE: ErrorText = {
  title: AUTH_FALLBACK_TEXTS.backendTitle,
  description: AUTH_FALLBACK_TEXTS.backendUnreachable,
};

/** The text for one error code (spec §8); an unknown code is "Login Failed" with its message. */
export function loginErrorText(code: string, message?: string, i18n: I18n = sourceI18n): ErrorText {
  const known = loginErrorTexts(i18n)[code];
  if (known) return known;
  return {
    title: AUTH_FALLBACK_TEXTS.otherTitle,
    description: message?.trim() ? message : AUTH_FALLBACK_TEXTS.otherDescription,
  };
}

/** What a failed log-in shows, from whatever the request threw. */
export function describeLoginError(error: unknown, i18n: I18n = sourceI18n): ErrorText {
  if (error instanceof ApiError) {
    if (error.status >= 500 || error.code === "http/error") return BACKEND_FAILURE;
    return loginErrorText(error.code, error.message, i18n);
  }
  // fetch rejects with a TypeError when the network is down.
  if (error instanceof TypeError) {
    return loginErrorText("auth/network-request-failed", undefined, i18n);
  }
  return BACKEND_FAILURE;
}
