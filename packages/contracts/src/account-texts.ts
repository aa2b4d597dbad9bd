/*
 * Spec texts around accounts, without zod: the web's first paint imports them (a module with
 * schemas would bring zod along).
 */

/** Spec §8's fallbacks for codes not in the catalogue and for failures of our own backend. */
export const AUTH_FALLBACK_TEXTS = {
  otherTitle: "Login Failed",
  otherDescription: "An unexpected error occurred. Please try again.",
  backendTitle: "Login Error",
  backendDescription: "Failed to complete login process. Please try again.",
  backendUnreachable:
    "Unable to complete login process. Please check your connection and try again.",
  signupLookupFailed: "Failed to retrieve user information",
  signupValidateFailed: "Failed to validate user information.",
  phoneAlreadyAssignedFragment: "already Assigned to another",
} as const;

/** Spec §9's messages around accounts. */
export const ACCOUNT_MESSAGES = {
  creatingAccount: "Creating Your Account, please wait",
  preparingAccount: "Preparing your Account",
  passwordResetSent: "Password reset email sent, please check your Email or Spam folder",
} as const;
