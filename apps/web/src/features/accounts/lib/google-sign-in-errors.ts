import { AUTH_ERRORS, GOOGLE_SIGN_IN_ERRORS } from "@tazama/contracts";
import type { ErrorText } from "./login-errors.ts";

/** What a failed Google sign-in shows: the catalogue's code, title and description. */
export interface GoogleSignInErrorText extends ErrorText {
  code: string;
}

const FALLBACK_CODE = "auth/google-sign-in-failed";

function catalogued(code: string): ErrorText | undefined {
  if (Object.hasOwn(GOOGLE_SIGN_IN_ERRORS, code)) {
    return GOOGLE_SIGN_IN_ERRORS[code as keyof typeof GOOGLE_SIGN_IN_ERRORS];
  }
  if (Object.hasOwn(AUTH_ERRORS, code)) return AUTH_ERRORS[code as keyof typeof AUTH_ERRORS];
  return undefined;
}

/**
 * The text for `/login?error=<code>` (spec §8). Only the catalogue's own words are ever shown:
 * the query is anyone's to write, so an unknown code (and any `message` beside it) becomes the
 * generic "Google sign-in did not complete" and its code.
 */
export function googleSignInErrorText(code: string): GoogleSignInErrorText {
  const known = catalogued(code);
  if (known) return { code, title: known.title, description: known.description };
  const fallback = GOOGLE_SIGN_IN_ERRORS[FALLBACK_CODE];
  return { code: FALLBACK_CODE, title: fallback.title, description: fallback.description };
}
