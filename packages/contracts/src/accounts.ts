import { z } from "zod";
import { displayNameField } from "./display-name.ts";
import { E164_PATTERN } from "./registrations.ts";
import { isSpaRoute } from "./routes.ts";

/**
 * The accounts HTTP contract (issue 4): bodies, responses, cookies and error codes shared by the
 * server (modules/accounts) and the web app. All JSON; errors are `{error:{code,message}}`.
 */

const PASSWORD_LIMITS = { min: 8, max: 128 } as const;
const NAME_LIMITS = { min: 1, max: 120 } as const;
const EMAIL_MAX = 254;

/** The `user` cookie: display data only (DESIGN §6.3), never authority. */
export const USER_COOKIE_NAME = "user";
/** 400 days (spec §9). */
export const USER_COOKIE_MAX_AGE_S = 34_560_000;
/** Cookie value: encodeURIComponent(JSON.stringify({fullname, locale})). */
export interface UserCookie {
  fullname: string;
  locale: string;
}

export const DEFAULT_LOCALE = "en-NG";
/** A BCP 47 language tag of the simple kind we store: "en", "en-NG", "sw-KE". */
const LOCALE_PATTERN = /^[a-z]{2,3}(-[A-Z]{2})?$/;

/** What the account may do: an usher works a screening's door (issue 15); org-admin is unused yet. */
export const roleSchema = z.enum(["viewer", "admin", "usher", "org-admin"]);
export type Role = z.infer<typeof roleSchema>;

/** The profile returned as `user` by sign-up, log-in and `/users/me`. */
const profileSchema = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  phone_number: z.string().nullable(),
  /** The number is proven by an SMS code (contracts/phones.ts). */
  phone_verified: z.boolean(),
  affiliateCodeUsed: z.string().nullable(),
  /** This user's own shareable affiliate code. */
  affiliateCode: z.string(),
  source: z.string(),
  /** e.g. "en-NG". */
  locale: z.string(),
  role: roleSchema,
});
export type Profile = z.infer<typeof profileSchema>;

export const userResponseSchema = z.object({ user: profileSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

const emailField = z.string().trim().toLowerCase().max(EMAIL_MAX).check(z.email());
const passwordField = z.string().min(PASSWORD_LIMITS.min).max(PASSWORD_LIMITS.max);
/** Cleaned of bidirectional and control characters before its length is checked (display-name.ts). */
const nameField = displayNameField().min(NAME_LIMITS.min).max(NAME_LIMITS.max);
/** E.164 after dropping the spaces, hyphens, dots and brackets people type. */
export const phoneField = z
  .string()
  .trim()
  .overwrite((value) => value.replace(/[\s().-]/g, ""))
  .regex(E164_PATTERN);
const localeField = z.string().trim().regex(LOCALE_PATTERN);

/** `POST /api/v1/users/signup` → 201 `{user}` (or 200 `{user}` when the email exists and the password is right). */
export const signupBodySchema = z.object({
  name: nameField,
  email: emailField,
  phone_number: phoneField,
  password: passwordField,
  /** Unknown codes are stored and never block sign-up. */
  affiliateCodeUsed: z.string().trim().max(64).nullable().default(null),
  source: z.string().trim().min(1).max(64),
  locale: localeField.optional(),
});
export type SignupBody = z.input<typeof signupBodySchema>;

/** `POST /api/v1/users/login` → 200 `{user}`. */
export const loginBodySchema = z.object({
  email: emailField,
  /** Not length-checked at log-in: a wrong password is auth/invalid-credential. */
  password: z.string().min(1).max(1024),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** `POST /api/v1/users/password-reset` → 202 always (no account enumeration). */
export const passwordResetBodySchema = z.object({ email: emailField });
export type PasswordResetBody = z.input<typeof passwordResetBodySchema>;

/** `POST /api/v1/users/password-reset/confirm` → 204. */
export const passwordResetConfirmBodySchema = z.object({
  token: z.string().min(1).max(256),
  password: passwordField,
});
export type PasswordResetConfirmBody = z.input<typeof passwordResetConfirmBodySchema>;

/** `POST /api/v1/users/password` → 204: a new password, the current one given; other sessions end. */
export const changePasswordBodySchema = z.strictObject({
  currentPassword: z.string().min(1).max(1024),
  newPassword: passwordField,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** `GET /api/v1/users/sessions`: where the caller is signed in, this device first. */
export const sessionsResponseSchema = z.object({
  sessions: z.array(
    z.object({
      id: z.string(),
      /** The session of this request. */
      current: z.boolean(),
      /** "Chrome on Android", from the browser's user agent. */
      device: z.string(),
      signedInAt: z.iso.datetime(),
      lastActiveAt: z.iso.datetime(),
    }),
  ),
});
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;
export const sessionParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** `POST /api/v1/users/password-reset/check` → 200: may this link's token still set a password? */
export const passwordResetCheckBodySchema = z.object({ token: z.string().min(1).max(256) });
export const passwordResetCheckResponseSchema = z.object({ valid: z.boolean() });
export type PasswordResetCheck = z.infer<typeof passwordResetCheckResponseSchema>;

/**
 * `PATCH /api/v1/users/me` → 200 `{user}`. A new phone number is proven by an SMS code instead
 * (`POST /api/v1/users/phone`, contracts/phones.ts); the photo is uploaded or removed at
 * `POST`/`DELETE /api/v1/users/me/photo`.
 */
export const updateMeBodySchema = z.strictObject({
  name: nameField.optional(),
  /** Language and country, e.g. "sw-KE" (the profile's two pickers). */
  locale: localeField.optional(),
});

/** A profile photo: JPEG, PNG or WebP up to 5 MB, stored as a 256 × 256 WebP cropped square. */
export const PHOTO_RULES = {
  maxBytes: 5 * 1024 * 1024,
  types: ["image/jpeg", "image/png", "image/webp"],
  sizePx: 256,
} as const;

/**
 * `DELETE /api/v1/users/me` → 204. `confirm` is the word typed; the password is asked of
 * accounts that have one. Money stays in the ledger; personal data is removed.
 */
export const deleteAccountBodySchema = z.strictObject({
  confirm: z.literal("DELETE"),
  password: z.string().max(PASSWORD_LIMITS.max).optional(),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

/** `POST /api/v1/users/customerid` (admin only) → 200 `{user_uuid, name}`. */
export const customerIdBodySchema = z.object({ email: emailField });
export const customerIdResponseSchema = z.object({ user_uuid: z.string(), name: z.string() });
export type CustomerIdResponse = z.infer<typeof customerIdResponseSchema>;

/** `GET /api/v1/auth/google?returnTo=/view/x?purchaseType=rent` → 302. */
export const googleStartQuerySchema = z.object({ returnTo: z.string().max(2048).optional() });

const RETURN_TO_MAX = 2048;
/** Printable ASCII without space, backslash or `#`: what a path with a query needs. */
const PLAIN_RETURN_TO = /^[!-"$-[\]-~]+$/;
/** Control characters (C0 and DEL), backslash or anything beyond ASCII. */
function hasUnsafeCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code >= 0x7f || code === 0x5c) return true;
  }
  return false;
}

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * A place to send the browser back to after signing in, or `/` (no open redirects): only a
 * same-origin path of one of the app's routes (`isSpaRoute`), with an optional query. Refused,
 * raw or percent-decoded: control characters (`%0a`, `%0d`, `%00`, `%09`…), backslashes, `//`,
 * non-ASCII characters (`。`, `．`…), spaces and fragments.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || value.length > RETURN_TO_MAX || !value.startsWith("/")) return "/";
  if (!PLAIN_RETURN_TO.test(value)) return "/";
  const plain = decoded(value);
  if (plain === null || hasUnsafeCharacter(plain)) return "/";
  const queryAt = value.indexOf("?");
  const path = queryAt === -1 ? value : value.slice(0, queryAt);
  if (!isSpaRoute(path) || (decoded(path) ?? "//").includes("//")) return "/";
  return value;
}

/** `GET /dev/mailbox.json` (development only, when SMTP_URL is unset); newest first. */
const devMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  createdAt: z.iso.datetime(),
});
export const devMailboxSchema = z.object({ messages: z.array(devMailSchema) });
export type DevMailbox = z.infer<typeof devMailboxSchema>;

/** Paths of the accounts API. */
export const ACCOUNT_PATHS = {
  signup: "/api/v1/users/signup",
  login: "/api/v1/users/login",
  logout: "/api/v1/users/logout",
  passwordReset: "/api/v1/users/password-reset",
  passwordResetConfirm: "/api/v1/users/password-reset/confirm",
  passwordResetCheck: "/api/v1/users/password-reset/check",
  me: "/api/v1/users/me",
  photo: "/api/v1/users/me/photo",
  /** Stored photos: `/api/v1/users/photos/{sha256}.webp` (immutable). */
  photos: "/api/v1/users/photos",
  password: "/api/v1/users/password",
  sessions: "/api/v1/users/sessions",
  customerId: "/api/v1/users/customerid",
  google: "/api/v1/auth/google",
  resetPasswordPage: "/reset-password",
  devMailbox: "/dev/mailbox",
  devMailboxJson: "/dev/mailbox.json",
} as const;

/**
 * Spec §8's login error catalogue (title and description verbatim) plus the codes the accounts
 * API adds. `message` is what the API sends; `title`/`description` are what the web shows.
 */
export const AUTH_ERRORS = {
  "auth/invalid-email": {
    status: 400,
    title: "Invalid Email",
    description: "Please enter a valid email address.",
    message: "Please enter a valid email address.",
  },
  "auth/user-disabled": {
    status: 403,
    title: "Account Disabled",
    description: "Your account has been disabled. Please contact support for assistance.",
    message: "Your account has been disabled. Please contact support for assistance.",
  },
  "auth/user-not-found": {
    status: 404,
    title: "Account Not Found",
    description:
      "No account found with this email address. Please check your email or sign up for a new account.",
    message:
      "No account found with this email address. Please check your email or sign up for a new account.",
  },
  "auth/wrong-password": {
    status: 401,
    title: "Invalid Password",
    description: "The password you entered is incorrect. Please try again or reset your password.",
    message: "The password you entered is incorrect. Please try again or reset your password.",
  },
  "auth/invalid-credential": {
    status: 401,
    title: "Invalid Credentials",
    description:
      "The email or password you entered is incorrect. Please check your credentials and try again.",
    message:
      "The email or password you entered is incorrect. Please check your credentials and try again.",
  },
  "auth/too-many-requests": {
    status: 429,
    title: "Too Many Attempts",
    description: "Too many failed login attempts. Please wait a few minutes before trying again.",
    message: "Too many failed login attempts. Please wait a few minutes before trying again.",
  },
  "auth/network-request-failed": {
    status: 0,
    title: "Network Error",
    description: "Please check your internet connection and try again.",
    message: "Please check your internet connection and try again.",
  },
  "auth/internal-error": {
    status: 500,
    title: "Server Error",
    description: "An internal error occurred. Please try again later.",
    message: "An internal error occurred. Please try again later.",
  },
  "auth/email-already-in-use": {
    status: 409,
    title: "Email Already Registered",
    description: "Email Already Registered",
    message: "Email Already Registered",
  },
  "auth/phone-already-in-use": {
    status: 409,
    title: "Phone Number Already Registered",
    description:
      "This phone number is already associated with an existing account. Please use a different phone number or contact support for assistance.",
    message: "This phone number is already Assigned to another account",
  },
  "auth/weak-password": {
    status: 400,
    title: "Weak Password",
    description:
      "Choose a password of 8 to 128 characters that is not one of the most common passwords.",
    message:
      "Choose a password of 8 to 128 characters that is not one of the most common passwords.",
  },
  "auth/invalid-phone-number": {
    status: 400,
    title: "Invalid Phone Number",
    description: "Enter your phone number in international format, e.g. +254712345678.",
    message: "Enter your phone number in international format, e.g. +254712345678.",
  },
  "auth/invalid-action-code": {
    status: 400,
    title: "Invalid Link",
    description: "This password reset link is invalid, expired or already used. Request a new one.",
    message: "This password reset link is invalid, expired or already used. Request a new one.",
  },
  "auth/unauthenticated": {
    status: 401,
    title: "Not Logged In",
    description: "Please log in to continue.",
    message: "Please log in to continue.",
  },
  "auth/forbidden": {
    status: 403,
    title: "Not Allowed",
    description: "Your account is not allowed to do this.",
    message: "Your account is not allowed to do this.",
  },
  "validation/invalid-body": {
    status: 400,
    title: "Error",
    description: "The request is not valid.",
    message: "The request is not valid.",
  },
} as const satisfies Record<
  string,
  { status: number; title: string; description: string; message: string }
>;

export type AuthErrorCode = keyof typeof AUTH_ERRORS;

/**
 * Why a Google sign-in came back to `/login?error=<code>`: the server sends only the code (never
 * the provider's text); the web shows these words. Unknown codes → `auth/google-sign-in-failed`.
 */
export const GOOGLE_SIGN_IN_ERRORS = {
  "auth/user-disabled": {
    title: "Account Disabled",
    description: "Your account has been disabled. Please contact support for assistance.",
  },
  "auth/account-exists-with-different-credential": {
    title: "Account Already Exists",
    description:
      "An account already exists with this email address. Log in with your email and password.",
  },
  "auth/popup-closed-by-user": {
    title: "Google Sign-in Cancelled",
    description: "Google sign-in was cancelled.",
  },
  "auth/operation-not-allowed": {
    title: "Google Sign-in Unavailable",
    description: "Google sign-in is not configured.",
  },
  "auth/google-sign-in-failed": {
    title: "Google Sign-in Failed",
    description: "Google sign-in did not complete. Please try again.",
  },
} as const satisfies Record<string, { title: string; description: string }>;
export type GoogleSignInErrorCode = keyof typeof GOOGLE_SIGN_IN_ERRORS;
