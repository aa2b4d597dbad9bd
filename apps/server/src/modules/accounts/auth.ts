import { createHmac, randomUUID } from "node:crypto";
import { cleanDisplayName } from "@tazama/contracts";
import { type Db, schema } from "@tazama/db";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins";
import { newAffiliateCode } from "./affiliate-code.ts";
import { hashPassword, verifyPassword } from "./password-hasher.ts";

/** 30 days, renewed when a request comes more than a day after the last renewal. */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;
const SESSION_UPDATE_AGE_S = 24 * 60 * 60;

export const DEV_OIDC_CLIENT_ID = "tazama-dev-oidc";

export interface GoogleSettings {
  clientId: string;
  clientSecret?: string;
  discoveryUrl: string;
}

export interface AuthSettings {
  db: Db;
  secret: string;
  publicUrl: string;
  production: boolean;
  /** Null: no Google sign-in (production without GOOGLE_CLIENT_ID). */
  google: GoogleSettings | null;
  log: (level: "debug" | "info" | "warn" | "error", message: string) => void;
  isDisabled: (userId: string) => Promise<boolean>;
}

/** The dev OIDC provider's client secret, derived from AUTH_SECRET (nothing to configure). */
export const devOidcClientSecret = (authSecret: string): string =>
  createHmac("sha256", authSecret).update("dev-oidc-client").digest("base64url");

/** Session cookie: `tazama.session`, or `__Host-tazama.session` (Secure) in production. */
export const sessionCookieName = (production: boolean): string =>
  production ? "__Host-tazama.session" : "tazama.session";

/**
 * better-auth, configured for Tazama: drizzle adapter on our tables, argon2id, UUID ids, our
 * profile columns, genericOAuth "google". Its HTTP surface is NOT mounted whole: our routes call
 * `auth.api.*`, and only the OAuth callback is forwarded (google.routes.ts).
 */
export function createAuth(settings: AuthSettings) {
  return betterAuth({
    appName: "Tazama",
    baseURL: settings.publicUrl,
    basePath: "/api/auth",
    secret: settings.secret,
    trustedOrigins: [settings.publicUrl],
    database: drizzleAdapter(settings.db, {
      provider: "pg",
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
      },
    }),
    logger: {
      level: "warn",
      log: (level, message) => {
        settings.log(level, `better-auth: ${message}`);
      },
    },
    telemetry: { enabled: false },
    rateLimit: { enabled: false }, // ours: plugins/rate-limit.ts
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    session: {
      expiresIn: SESSION_MAX_AGE_S,
      updateAge: SESSION_UPDATE_AGE_S,
    },
    user: {
      additionalFields: {
        phoneNumber: { type: "string", required: false, input: true },
        locale: { type: "string", required: false, input: true, defaultValue: "en-NG" },
        affiliateCodeUsed: { type: "string", required: false, input: true },
        source: { type: "string", required: false, input: true, defaultValue: "tazama-web" },
        affiliateCode: { type: "string", required: false, input: false },
        role: { type: "string", required: false, input: false, defaultValue: "viewer" },
        disabled: { type: "boolean", required: false, input: false, defaultValue: false },
      },
    },
    account: {
      accountLinking: { enabled: true, trustedProviders: ["google"] },
    },
    databaseHooks: {
      user: {
        create: {
          // Every account's name is stored cleaned (issue 39): the sign-up form's and Google's.
          before: async (user) => ({
            data: {
              ...user,
              name: cleanDisplayName(user.name) || user.email.split("@")[0]!,
              affiliateCode: newAffiliateCode(),
            },
          }),
        },
        update: {
          before: async (user) => ({
            data:
              typeof user.name === "string" ? { ...user, name: cleanDisplayName(user.name) } : user,
          }),
        },
      },
      session: {
        create: {
          before: async (session) => {
            if (await settings.isDisabled(session.userId)) {
              throw new APIError("FORBIDDEN", { code: "USER_DISABLED", message: "disabled" });
            }
          },
        },
      },
    },
    advanced: {
      useSecureCookies: false, // the name below carries the prefix itself
      cookies: {
        session_token: {
          name: sessionCookieName(settings.production),
          attributes: { secure: settings.production, sameSite: "lax", path: "/", httpOnly: true },
        },
      },
      database: { generateId: () => randomUUID() },
    },
    plugins: settings.google
      ? [
          genericOAuth({
            config: [
              {
                providerId: "google",
                name: settings.production ? "Google" : "Google (development stand-in)",
                clientId: settings.google.clientId,
                clientSecret: settings.google.clientSecret,
                discoveryUrl: settings.google.discoveryUrl,
                scopes: ["openid", "email", "profile"],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;
