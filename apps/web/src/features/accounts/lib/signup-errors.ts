import { AUTH_FALLBACK_TEXTS } from "@tazama/contracts";
import { ApiError } from "../../../lib/api-client.ts";
import { type ErrorText, LOGIN_ERRORS } from "./login-errors.ts";

const PHONE_TAKEN_MARKER = AUTH_FALLBACK_TEXTS.phoneAlreadyAssignedFragment;

/** Spec §5: a phone already assigned to another account. */
export const PHONE_ALREADY_REGISTERED: ErrorText = {
  title: "Phone Number Already Registered",
  description:
    "This phone number is already associated with an existing account. Please use a different phone number or contact support for assistance.",
};

export const EMAIL_ALREADY_REGISTERED_CODE = "auth/email-already-in-use";
export const WEAK_PASSWORD_CODE = "auth/weak-password";

/** What a failed sign-up shows (spec §5 and §8, DESIGN §6.1). */
export function describeSignupError(error: unknown): ErrorText {
  if (error instanceof ApiError) {
    if (error.message.includes(PHONE_TAKEN_MARKER)) return PHONE_ALREADY_REGISTERED;
    if (error.code === EMAIL_ALREADY_REGISTERED_CODE) {
      return { title: "Email Already Registered", description: error.message };
    }
    if (error.code === "auth/too-many-requests") {
      return LOGIN_ERRORS["auth/too-many-requests"] ?? fallback(error.message);
    }
    return fallback(error.status >= 500 ? "" : error.message);
  }
  if (error instanceof TypeError) {
    return LOGIN_ERRORS["auth/network-request-failed"] ?? fallback("");
  }
  return fallback("");
}

function fallback(message: string): ErrorText {
  return {
    title: "Error",
    description: message.trim() ? message : AUTH_FALLBACK_TEXTS.signupValidateFailed,
  };
}
