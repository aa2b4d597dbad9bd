import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/**
 * People with an account. The first seven columns are better-auth's `user` model (property names
 * are what its drizzle adapter reads); the rest is our profile (DESIGN §4). Ids are UUIDs as text.
 */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** Lower-cased by better-auth before it is stored. */
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** E.164; null for accounts made through Google until the person adds one. */
    phoneNumber: text("phone_number"),
    /** When this person proved the number by an SMS code (phones module); null = not proven. */
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    locale: text("locale").notNull().default("en-NG"),
    /** The affiliate code this person signed up with (stored even when unknown). */
    affiliateCodeUsed: text("affiliate_code_used"),
    /** This person's own shareable code. */
    affiliateCode: text("affiliate_code").notNull(),
    source: text("source").notNull().default("tazama-web"),
    role: text("role").notNull().default("viewer"),
    disabled: boolean("disabled").notNull().default(false),
    /** When the person deleted their account (the row stays, anonymised, for the money records). */
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("users_email_uq").on(t.email),
    uniqueIndex("users_phone_number_uq").on(t.phoneNumber),
    uniqueIndex("users_affiliate_code_uq").on(t.affiliateCode),
    check("users_role_ck", sql`${t.role} in ('viewer', 'admin', 'usher', 'org-admin')`),
    check(
      "users_phone_number_ck",
      sql`${t.phoneNumber} is null or ${t.phoneNumber} ~ '^\\+[1-9][0-9]{7,14}$'`,
    ),
  ],
);

/** better-auth sessions: the httpOnly cookie carries the signed token. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("sessions_token_uq").on(t.token), index("sessions_user_id_ix").on(t.userId)],
);

/** better-auth accounts: one per sign-in method ("credential" holds the argon2id hash; "google"). */
export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("accounts_provider_account_uq").on(t.providerId, t.accountId),
    index("accounts_user_id_ix").on(t.userId),
  ],
);

/** better-auth verifications (OAuth state) and our password-reset tokens (identifier holds a SHA-256). */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_ix").on(t.identifier)],
);

/** Development outbox: mail kept here when SMTP_URL is unset, shown at /dev/mailbox. */
export const devMails = pgTable(
  "dev_mails",
  {
    id: text("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    links: jsonb("links").$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("dev_mails_created_at_ix").on(t.createdAt)],
);
