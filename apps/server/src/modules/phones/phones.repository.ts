import { type Db, schema } from "@tazama/db";
import { and, count, desc, eq, gt, isNull, min, sql } from "drizzle-orm";
import { accountPhone, phoneProvenBy, takeProvenPhone } from "../accounts/accounts.public.ts";
import type { PersonalDataEraser } from "../accounts/accounts.public.ts";

const { phoneCodes, smsAlerts } = schema;

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type PhoneCodeRow = typeof phoneCodes.$inferSelect;

export interface SendCounts {
  /** The last code this account asked for this number. */
  lastByAccount: Date | null;
  toNumberSince10Min: { count: number; oldest: Date | null };
  toNumberSinceDay: { count: number; oldest: Date | null };
  byAccountSinceDay: { count: number; oldest: Date | null };
}

/** Phone codes and the proven number on `users` (I/O only; the rules are the service's). */
export function createPhonesRepository(db: Db) {
  const window = async (tx: Tx, where: ReturnType<typeof and>) => {
    const [row] = await tx
      .select({ count: count(), oldest: min(phoneCodes.createdAt) })
      .from(phoneCodes)
      .where(where);
    return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
  };

  return {
    /** Runs `work` in one transaction holding the number's lock (two sends never race). */
    async withNumberLocked<T>(phone: string, work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone:${phone}`}))`);
        return work(tx);
      });
    },

    async phoneOf(userId: string, tx: Tx | Db = db) {
      return accountPhone(tx, userId);
    },

    /** Another account that has proven this number, if any. */
    async verifiedHolder(phone: string, exceptUserId: string, tx: Tx | Db = db) {
      return phoneProvenBy(tx, phone, exceptUserId);
    },

    async sendCounts(tx: Tx, userId: string, phone: string, now: Date): Promise<SendCounts> {
      const tenMin = new Date(now.getTime() - 10 * 60_000);
      const day = new Date(now.getTime() - 24 * 3_600_000);
      const [last] = await tx
        .select({ at: phoneCodes.createdAt })
        .from(phoneCodes)
        .where(and(eq(phoneCodes.userId, userId), eq(phoneCodes.phone, phone)))
        .orderBy(desc(phoneCodes.createdAt))
        .limit(1);
      return {
        lastByAccount: last?.at ?? null,
        toNumberSince10Min: await window(
          tx,
          and(eq(phoneCodes.phone, phone), gt(phoneCodes.createdAt, tenMin)),
        ),
        toNumberSinceDay: await window(
          tx,
          and(eq(phoneCodes.phone, phone), gt(phoneCodes.createdAt, day)),
        ),
        byAccountSinceDay: await window(
          tx,
          and(eq(phoneCodes.userId, userId), gt(phoneCodes.createdAt, day)),
        ),
      };
    },

    /**
     * Codes sent to a destination prefix since `since`, with the prefix's lock held until the
     * transaction ends: every API process counts the same rows, and two sends never both take the
     * last one of the budget.
     */
    async prefixWindow(tx: Tx, prefix: string, since: Date) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-prefix:${prefix}`}))`);
      return window(tx, and(eq(phoneCodes.prefix, prefix), gt(phoneCodes.createdAt, since)));
    },

    /**
     * A refusal for a prefix over its budget: the hour's alert is made by the first one and only
     * counted by the next (one alert per prefix per clock hour). True when this one made it.
     */
    async raiseAlert(
      tx: Tx,
      alert: {
        prefix: string;
        country: string;
        hourStart: Date;
        budget: number;
        sent: number;
        at: Date;
      },
    ): Promise<boolean> {
      const [row] = await tx
        .insert(smsAlerts)
        .values({
          prefix: alert.prefix,
          country: alert.country,
          hourStart: alert.hourStart,
          budget: alert.budget,
          sent: alert.sent,
          refused: 1,
          firstRefusedAt: alert.at,
          lastRefusedAt: alert.at,
        })
        .onConflictDoUpdate({
          target: [smsAlerts.prefix, smsAlerts.hourStart],
          set: { refused: sql`${smsAlerts.refused} + 1`, lastRefusedAt: alert.at },
        })
        .returning({ refused: smsAlerts.refused });
      return row?.refused === 1;
    },

    async insertCode(tx: Tx, row: typeof phoneCodes.$inferInsert): Promise<void> {
      await tx.insert(phoneCodes).values(row);
    },

    async setProvider(id: string, provider: string): Promise<void> {
      await db.update(phoneCodes).set({ provider }).where(eq(phoneCodes.id, id));
    },

    /** The SMS never left: the code does not count against the number. */
    async deleteCode(id: string): Promise<void> {
      await db.delete(phoneCodes).where(eq(phoneCodes.id, id));
    },

    /** The newest code this account asked for this number, unless already used. */
    async latestOpenCode(userId: string, phone: string): Promise<PhoneCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(phoneCodes)
        .where(
          and(
            eq(phoneCodes.userId, userId),
            eq(phoneCodes.phone, phone),
            isNull(phoneCodes.verifiedAt),
          ),
        )
        .orderBy(desc(phoneCodes.createdAt))
        .limit(1);
      return row;
    },

    /** Counts one guess; null when the code has no guess left (concurrent guesses included). */
    async spendAttempt(id: string, maxAttempts: number): Promise<number | null> {
      const [row] = await db
        .update(phoneCodes)
        .set({ attempts: sql`${phoneCodes.attempts} + 1` })
        .where(and(eq(phoneCodes.id, id), sql`${phoneCodes.attempts} < ${maxAttempts}`))
        .returning({ attempts: phoneCodes.attempts });
      return row?.attempts ?? null;
    },

    /**
     * The number is this account's, proven: the code is used up, an account that only typed the
     * number (never proved it) loses it, and this account holds it. "taken" when another account
     * proved it first; "used" when a concurrent request already used the code.
     */
    async claim(
      codeId: string,
      userId: string,
      phone: string,
      now: Date,
    ): Promise<"ok" | "taken" | "used"> {
      return this.withNumberLocked(phone, async (tx) => {
        if (await this.verifiedHolder(phone, userId, tx)) return "taken";
        const used = await tx
          .update(phoneCodes)
          .set({ verifiedAt: now })
          .where(and(eq(phoneCodes.id, codeId), isNull(phoneCodes.verifiedAt)))
          .returning({ id: phoneCodes.id });
        if (used.length === 0) return "used";
        await takeProvenPhone(tx, userId, phone, now);
        return "ok";
      });
    },
  };
}

export type PhonesRepository = ReturnType<typeof createPhonesRepository>;

/** A person's phone codes go with their account. */
export const forgetPhoneCodes: PersonalDataEraser = async (tx, userId) => {
  await tx.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
};
