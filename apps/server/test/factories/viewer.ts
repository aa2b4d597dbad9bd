import { randomUUID } from "node:crypto";
import { type Database, schema } from "@tazama/db";
import { eq } from "drizzle-orm";

/**
 * Viewers that exist only as rows (no password, so nobody signs in as them): for tests that need
 * many people behind a number — ratings, co-viewing — without a sign-up each.
 */
export async function insertViewers(database: Database, count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, () => {
    const id = randomUUID();
    return {
      id,
      name: "Test Viewer",
      email: `${id}@viewers.test.invalid`,
      affiliateCode: `T${id.replaceAll("-", "").slice(0, 9).toUpperCase()}`,
    };
  });
  await database.db.insert(schema.users).values(rows);
  return rows.map((r) => r.id);
}

/**
 * Marks an account's phone number as proven by an SMS code (what `POST users/phone/verify` does),
 * optionally giving it another number first; returns the number.
 */
export async function provePhone(
  database: Database,
  userId: string,
  phone?: string,
): Promise<string> {
  const [row] = await database.db
    .update(schema.users)
    .set({ phoneVerifiedAt: new Date(), ...(phone !== undefined && { phoneNumber: phone }) })
    .where(eq(schema.users.id, userId))
    .returning({ phone: schema.users.phoneNumber });
  if (!row?.phone) throw new Error(`user ${userId} has no phone number to prove`);
  return row.phone;
}
