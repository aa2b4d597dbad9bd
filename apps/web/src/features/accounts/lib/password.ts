import { type I18n, sourceI18n } from "../../../lib/i18n/i18n.ts";

/** Spec/issue 4: 8 to 128 characters (the server also refuses the most common passwords). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const PASSWORD_LENGTH_MESSAGE = `Use ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`;
export const COMMON_PASSWORD_MESSAGE =
  "This password is too common and easy to guess. Please choose a different one.";

/** A message when the password's length is out of bounds, else null. */
export function passwordLengthError(password: string, i18n: I18n = sourceI18n): string | null {
  return password.length < PASSWORD_MIN || password.length > PASSWORD_MAX
    ? i18n._({
        id: "password.length",
        message: "Use {min} to {max} characters.",
        values: { min: PASSWORD_MIN, max: PASSWORD_MAX },
      })
    : null;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim()) && value.trim().length <= 254;
}
