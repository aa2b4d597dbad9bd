/** Spec/issue 4: 8 to 128 characters (the server also refuses the most common passwords). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const PASSWORD_LENGTH_MESSAGE = `Use ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`;
export const COMMON_PASSWORD_MESSAGE =
  "This password is too common and easy to guess. Please choose a different one.";

/** A message when the password's length is out of bounds, else null. */
export function passwordLengthError(password: string): string | null {
  return password.length < PASSWORD_MIN || password.length > PASSWORD_MAX
    ? PASSWORD_LENGTH_MESSAGE
    : null;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim()) && value.trim().length <= 254;
}
