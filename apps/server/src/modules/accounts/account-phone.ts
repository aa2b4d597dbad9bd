import { type Db, schema } from "@tazama/db";
import { and, eq, isNotNull, ne } from "drizzle-orm";

const { users } = schema;

/** A query runner: the database, or a transaction of it. */
type Q = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

/*
 * An account's mobile number lives on the account (issue 40, §1: the users table is written by
 * accounts alone). Phone verification (the phones module) reads and sets it through these, inside
 * the transaction that holds the number's lock.
 */

/** The account's number and when it was proven (null: typed, never proven). */
export async function accountPhone(q: Q, userId: string) {
  const [row] = await q
    .select({ phone: users.phoneNumber, verifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Another account that has proven this number, if any. */
export async function phoneProvenBy(q: Q, phone: string, exceptUserId: string) {
  const [row] = await q
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.phoneNumber, phone),
        ne(users.id, exceptUserId),
        isNotNull(users.phoneVerifiedAt),
      ),
    );
  return row?.id ?? null;
}

/** The number is this account's, proven at `now`; an account that only typed it loses it. */
export async function takeProvenPhone(q: Q, userId: string, phone: string, now: Date) {
  await q
    .update(users)
    .set({ phoneNumber: null, phoneVerifiedAt: null, updatedAt: now })
    .where(and(eq(users.phoneNumber, phone), ne(users.id, userId)));
  await q
    .update(users)
    .set({ phoneNumber: phone, phoneVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
}
