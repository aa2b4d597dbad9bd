import { AUTH_FALLBACK_TEXTS } from "@tazama/contracts";
import { ApiError } from "../../../lib/api-client.ts";
import { NETWORK_FAILURE, SERVER_FAILURE } from "../../../lib/failure-texts.ts";

export interface ErrorText {
  title: string;
  description: string;
}

/** Every log-in error of spec §8, title and description verbatim. */
export const LOGIN_ERRORS: Readonly<Record<string, ErrorText>> = {
  "auth/invalid-email": {
    title: "Invalid Email",
    description: "Please enter a valid email address.",
  },
  "auth/user-disabled": {
    title: "Account Disabled",
    description: "Your account has been disabled. Please contact support for assistance.",
  },
  "auth/user-not-found": {
    title: "Account Not Found",
    description:
      "No account found with this email address. Please check your email or sign up for a new account.",
  },
  "auth/wrong-password": {
    title: "Invalid Password",
    description: "The password you entered is incorrect. Please try again or reset your password.",
  },
  "auth/invalid-credential": {
    title: "Invalid Credentials",
    description:
      "The email or password you entered is incorrect. Please check your credentials and try again.",
  },
  "auth/too-many-requests": {
    title: "Too Many Attempts",
    description: "Too many failed login attempts. Please wait a few minutes before trying again.",
  },
  "auth/network-request-failed": NETWORK_FAILURE,
  "auth/internal-error": SERVER_FAILURE,
};

/** Our own backend failed (5xx, no JSON error, a timeout): spec §8's backend communication failure. */
export const BACKEND_FAILURE: ErrorText = {
  title: AUTH_FALLBACK_TEXTS.backendTitle,
  description: AUTH_FALLBACK_TEXTS.backendUnreachable,
};

/** The text for one error code (spec §8); an unknown code is "Login Failed" with its message. */
export function loginErrorText(code: string, message?: string): ErrorText {
  const known = LOGIN_ERRORS[code];
  if (known) return known;
  return {
    title: AUTH_FALLBACK_TEXTS.otherTitle,
    description: message?.trim() ? message : AUTH_FALLBACK_TEXTS.otherDescription,
  };
}

/** What a failed log-in shows, from whatever the request threw. */
export function describeLoginError(error: unknown): ErrorText {
  if (error instanceof ApiError) {
    if (error.status >= 500 || error.code === "http/error") return BACKEND_FAILURE;
    return loginErrorText(error.code, error.message);
  }
  // fetch rejects with a TypeError when the network is down.
  if (error instanceof TypeError) return loginErrorText("auth/network-request-failed");
  return BACKEND_FAILURE;
}
