import { randomUUID } from "node:crypto";
import { type Db, schema } from "@tazama/db";
import { and, desc, eq, gt, inArray, lte, ne, sql } from "drizzle-orm";

const { users, sessions, accounts, verifications } = schema;

export type UserRow = typeof users.$inferSelect;

const UNIQUE_VIOLATION = "23505";
const PHONE_INDEX = "users_phone_number_uq";
export const RESET_PREFIX = "password-reset:";

/** True for a unique violation on the phone index, bare (pg, PGlite) or wrapped by Drizzle. */
export function isPhoneUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 6; depth++) {
    if (typeof e !== "object") return false;
    const { code, constraint, message } = e as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
    };
    if (code === UNIQUE_VIOLATION) {
      return (
        constraint === PHONE_INDEX || (typeof message === "string" && message.includes(PHONE_INDEX))
      );
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Users, their credential, sessions and password-reset tokens (I/O only, no rules). */
export function createAccountsRepository(db: Db) {
  return {
    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row;
    },

    async isPhoneTaken(phone: string, exceptUserId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.phoneNumber, phone));
      return row !== undefined && row.id !== exceptUserId;
    },

    async isDisabled(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ disabled: users.disabled })
        .from(users)
        .where(eq(users.id, userId));
      return row?.disabled === true;
    },

    async updateProfile(
      userId: string,
      changes: Partial<Pick<UserRow, "name" | "locale" | "image">>,
      now: Date,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, userId))
        .returning();
      return row;
    },

    /** Whether any profile shows this photo URL (identical uploads share one file). */
    async photoInUse(photoUrl: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.image, photoUrl))
        .limit(1);
      return row !== undefined;
    },

    async setRole(userId: string, role: "viewer" | "admin"): Promise<void> {
      await db.update(users).set({ role }).where(eq(users.id, userId));
    },

    async setDisabled(userId: string, disabled: boolean): Promise<void> {
      await db.update(users).set({ disabled }).where(eq(users.id, userId));
    },

    async insertResetToken(tokenHash: string, userId: string, expiresAt: Date, now: Date) {
      await db.insert(verifications).values({
        id: randomUUID(),
        identifier: RESET_PREFIX + tokenHash,
        value: userId,
        expiresAt,
        createdAt: now,
        updatedAt: now,
      });
    },

    /**
     * Deletes the token (single use) together with every other reset token of its user, in one
     * statement (using one link voids the others), and returns the user when the token had not
     * expired at `now`.
     */
    async consumeResetToken(tokenHash: string, now: Date): Promise<string | null> {
      const identifier = RESET_PREFIX + tokenHash;
      const owner = db
        .select({ value: verifications.value })
        .from(verifications)
        .where(eq(verifications.identifier, identifier));
      const rows = await db
        .delete(verifications)
        .where(
          and(
            sql`${verifications.identifier} like ${RESET_PREFIX + "%"}`,
            inArray(verifications.value, owner),
          ),
        )
        .returning();
      const row = rows.find((r) => r.identifier === identifier);
      if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
      return row.value;
    },

    /** Whether the token exists and has not expired at `now` (nothing is consumed). */
    async isResetTokenLive(tokenHash: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ expiresAt: verifications.expiresAt })
        .from(verifications)
        .where(eq(verifications.identifier, RESET_PREFIX + tokenHash));
      return row !== undefined && row.expiresAt.getTime() > now.getTime();
    },

    async deleteExpiredResetTokens(now: Date): Promise<void> {
      await db
        .delete(verifications)
        .where(
          and(
            sql`${verifications.identifier} like ${RESET_PREFIX + "%"}`,
            lte(verifications.expiresAt, now),
          ),
        );
    },

    /** Sets the argon2id hash on the user's credential account, creating it for Google-only users. */
    async setPasswordHash(userId: string, passwordHash: string, now: Date): Promise<void> {
      const updated = await db
        .update(accounts)
        .set({ password: passwordHash, updatedAt: now })
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
        .returning({ id: accounts.id });
      if (updated.length > 0) return;
      await db.insert(accounts).values({
        id: randomUUID(),
        accountId: userId,
        providerId: "credential",
        userId,
        password: passwordHash,
        createdAt: now,
        updatedAt: now,
      });
    },

    async deleteSessionsOf(userId: string): Promise<number> {
      const deleted = await db
        .delete(sessions)
        .where(eq(sessions.userId, userId))
        .returning({ id: sessions.id });
      return deleted.length;
    },

    /** The argon2id hash on the user's credential account; null for a Google-only user. */
    async passwordHashOf(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ password: accounts.password })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
      return row?.password ?? null;
    },

    /** The user's live sessions, most recently active first (no tokens). */
    async sessionsOf(userId: string, now: Date) {
      return db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          updatedAt: sessions.updatedAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.updatedAt));
    },

    /** Ends one of the user's sessions; whether it was theirs and there. */
    async deleteSession(userId: string, sessionId: string): Promise<boolean> {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
        .returning({ id: sessions.id });
      return deleted.length > 0;
    },

    /** Ends every session of the user but `keep` (this device's); how many went. */
    async deleteOtherSessions(userId: string, keep: string | null): Promise<number> {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), keep ? ne(sessions.id, keep) : undefined))
        .returning({ id: sessions.id });
      return deleted.length;
    },

    async countSessionsOf(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(sessions)
        .where(eq(sessions.userId, userId));
      return row?.n ?? 0;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
