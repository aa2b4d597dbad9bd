import { createHash, randomBytes } from "node:crypto";
import {
  ACCOUNT_PATHS,
  AUTH_ERRORS,
  type AuthErrorCode,
  type CustomerIdResponse,
  DEFAULT_LOCALE,
  type Profile,
  type signupBodySchema,
  type updateMeBodySchema,
  roleSchema,
} from "@tazama/contracts";
import { isAPIError } from "better-auth/api";
import { isValidPhoneNumber } from "libphonenumber-js";
import type { z } from "zod";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
import {
  type AccountsRepository,
  isPhoneUniqueViolation,
  type UserRow,
} from "./accounts.repository.ts";
import type { Auth } from "./auth.ts";
import { isCommonPassword } from "./common-passwords.ts";
import type { Mailer } from "./mail/mailer.ts";
import { hashPassword } from "./password-hasher.ts";
import { passwordResetMail } from "./password-reset-mail.ts";
import type { LoginAttempt } from "./rate-limits.ts";

export const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;

/** The mail server refused or was unreachable; the caller still answers 202 (no enumeration). */
export class MailDeliveryError extends Error {
  constructor(cause: unknown) {
    super("Mail delivery failed", { cause });
    this.name = "MailDeliveryError";
  }
}

export type SignupInput = z.output<typeof signupBodySchema>;
export type UpdateMeInput = z.output<typeof updateMeBodySchema>;

/** A signed-in result: the profile and the Set-Cookie headers better-auth produced. */
export interface SignedIn {
  profile: Profile;
  setCookies: string[];
}

export const authError = (code: AuthErrorCode): HttpError => {
  const { status, message } = AUTH_ERRORS[code];
  return new HttpError(status, code, message);
};

export function toProfile(row: UserRow): Profile {
  return {
    uid: row.id,
    email: row.email,
    name: row.name,
    photo: row.image,
    phone_number: row.phoneNumber,
    phone_verified: row.phoneNumber !== null && row.phoneVerifiedAt !== null,
    affiliateCodeUsed: row.affiliateCodeUsed,
    affiliateCode: row.affiliateCode,
    source: row.source,
    locale: row.locale,
    role: roleSchema.safeParse(row.role).data ?? "viewer",
  };
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

function assertUsablePassword(password: string): void {
  if (isCommonPassword(password)) throw authError("auth/weak-password");
}

function assertValidPhone(phone: string): void {
  if (!isValidPhoneNumber(phone)) throw authError("auth/invalid-phone-number");
}

/** better-auth's refusals, in our catalogue's words. */
function mapSignInError(error: unknown): never {
  if (isAPIError(error)) {
    if (error.statusCode === 403 && error.body?.code === "USER_DISABLED") {
      throw authError("auth/user-disabled");
    }
    if (error.statusCode === 401 || error.statusCode === 400) {
      throw authError("auth/invalid-credential");
    }
  }
  throw error;
}

export interface AccountsServiceDeps {
  auth: Auth;
  repo: AccountsRepository;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
}

/** The rules of accounts (spec §4–§6, DESIGN §6); better-auth does sessions and credentials. */
export function createAccountsService({
  auth,
  repo,
  mailer,
  clock,
  publicUrl,
}: AccountsServiceDeps) {
  async function profileOf(userId: string): Promise<Profile> {
    const row = await repo.findUserById(userId);
    if (!row) throw authError("auth/unauthenticated");
    return toProfile(row);
  }

  /** One throttled password check (rate-limits.ts): wrong passwords count as failures. */
  async function signIn(
    email: string,
    password: string,
    headers: Headers,
    attempt: LoginAttempt,
  ): Promise<SignedIn> {
    await attempt.allow();
    try {
      return await signInUnthrottled(email, password, headers);
    } catch (error) {
      if (error instanceof HttpError && error.code === "auth/invalid-credential") {
        await attempt.failed();
      }
      throw error;
    }
  }

  async function signInUnthrottled(
    email: string,
    password: string,
    headers: Headers,
  ): Promise<SignedIn> {
    try {
      const result = await auth.api.signInEmail({
        body: { email, password, rememberMe: true },
        headers,
        returnHeaders: true,
      });
      return {
        profile: await profileOf(result.response.user.id),
        setCookies: result.headers.getSetCookie(),
      };
    } catch (error) {
      mapSignInError(error);
    }
  }

  return {
    /**
     * 201 for a new account; 200 when the email exists and the password is right (DESIGN §6.1),
     * which is a log-in attempt: throttled and counted like one.
     */
    async signup(
      input: SignupInput,
      headers: Headers,
      attempt: LoginAttempt,
    ): Promise<SignedIn & { created: boolean }> {
      assertUsablePassword(input.password);
      assertValidPhone(input.phone_number);
      if (await repo.findUserByEmail(input.email)) {
        try {
          const signedIn = await signIn(input.email, input.password, headers, attempt);
          return { ...signedIn, created: false };
        } catch (error) {
          if (error instanceof HttpError && error.code === "auth/invalid-credential") {
            throw authError("auth/email-already-in-use");
          }
          throw error;
        }
      }
      if (await repo.isPhoneTaken(input.phone_number)) throw authError("auth/phone-already-in-use");
      try {
        const result = await auth.api.signUpEmail({
          body: {
            name: input.name,
            email: input.email,
            password: input.password,
            phoneNumber: input.phone_number,
            locale: input.locale ?? DEFAULT_LOCALE,
            affiliateCodeUsed: input.affiliateCodeUsed || null,
            source: input.source,
            rememberMe: true,
          },
          headers,
          returnHeaders: true,
        });
        return {
          profile: await profileOf(result.response.user.id),
          setCookies: result.headers.getSetCookie(),
          created: true,
        };
      } catch (error) {
        // Lost a race with another sign-up: say which unique value was taken.
        if (isPhoneUniqueViolation(error) || (await repo.isPhoneTaken(input.phone_number))) {
          throw authError("auth/phone-already-in-use");
        }
        if (await repo.findUserByEmail(input.email)) throw authError("auth/email-already-in-use");
        throw error;
      }
    },

    /** Unknown email and wrong password both answer auth/invalid-credential (DESIGN §6.4). */
    login(
      email: string,
      password: string,
      headers: Headers,
      attempt: LoginAttempt,
    ): Promise<SignedIn> {
      return signIn(email, password, headers, attempt);
    },

    /** Ends the caller's session (if any); returns better-auth's cookie-clearing headers. */
    async logout(headers: Headers): Promise<string[]> {
      try {
        const result = await auth.api.signOut({ headers, returnHeaders: true });
        return result.headers.getSetCookie();
      } catch (error) {
        if (isAPIError(error)) return [];
        throw error;
      }
    },

    /** Sends the reset mail when the account exists; says nothing either way. */
    async requestPasswordReset(email: string): Promise<void> {
      const now = clock.now();
      await repo.deleteExpiredResetTokens(now);
      const user = await repo.findUserByEmail(email);
      if (!user || user.disabled) return;
      const token = randomBytes(32).toString("base64url"); // 256 bits
      await repo.insertResetToken(
        sha256(token),
        user.id,
        new Date(now.getTime() + RESET_TOKEN_TTL_MS),
        now,
      );
      const link = `${publicUrl}${ACCOUNT_PATHS.resetPasswordPage}?token=${token}`;
      try {
        await mailer.send({
          to: user.email,
          ...passwordResetMail({ name: user.name, link, locale: user.locale }),
        });
      } catch (error) {
        throw new MailDeliveryError(error);
      }
    },

    /** Whether a reset link can still be used (so the page says so before the form). */
    async checkPasswordReset(token: string): Promise<boolean> {
      return repo.isResetTokenLive(sha256(token), clock.now());
    },

    /** Single use, 15 minutes; sets the password and ends every session of the user. */
    async confirmPasswordReset(token: string, password: string): Promise<void> {
      assertUsablePassword(password);
      const userId = await repo.consumeResetToken(sha256(token), clock.now());
      if (!userId) throw authError("auth/invalid-action-code");
      await repo.setPasswordHash(userId, await hashPassword(password), clock.now());
      await repo.deleteSessionsOf(userId);
    },

    me: profileOf,

    async updateMe(userId: string, input: UpdateMeInput): Promise<Profile> {
      const row = await repo.updateProfile(
        userId,
        {
          ...(input.name !== undefined && { name: input.name }),
          ...(input.locale !== undefined && { locale: input.locale }),
        },
        clock.now(),
      );
      if (!row) throw authError("auth/unauthenticated");
      return toProfile(row);
    },

    /** Admin-only lookup by email (DESIGN §6.6). */
    async customerId(email: string): Promise<CustomerIdResponse> {
      const user = await repo.findUserByEmail(email);
      if (!user) throw authError("auth/user-not-found");
      return { user_uuid: user.id, name: user.name };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
