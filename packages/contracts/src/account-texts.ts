/*
 * Spec texts around accounts, without zod: the web's log-in and join pages import them (a module
 * with schemas would bring zod along). The first chunk's few are in account-first-texts.ts.
 */
import {
  CREATING_ACCOUNT,
  PREPARING_ACCOUNT,
  SIGNUP_LOOKUP_FAILED,
} from "./account-first-texts.ts";

/** Spec §8's fallbacks for codes not in the catalogue and for failures of our own backend. */
export const AUTH_FALLBACK_TEXTS = {
  otherTitle: "Login Failed",
  otherDescription: "An unexpected error occurred. Please try again.",
  backendTitle: "Login Error",
  backendDescription: "Failed to complete login process. Please try again.",
  backendUnreachable:
    "Unable to complete login process. Please check your connection and try again.",
  signupLookupFailed: SIGNUP_LOOKUP_FAILED,
  signupValidateFailed: "Failed to validate user information.",
  phoneAlreadyAssignedFragment: "already Assigned to another",
} as const;

/** Spec §9's messages around accounts. */
export const ACCOUNT_MESSAGES = {
  creatingAccount: CREATING_ACCOUNT,
  preparingAccount: PREPARING_ACCOUNT,
  passwordResetSent: "Password reset email sent, please check your Email or Spam folder",
} as const;
