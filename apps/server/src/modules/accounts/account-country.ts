import { type Db, schema } from "@tazama/db";
import { eq } from "drizzle-orm";
import { phoneCountry } from "./cookie-locale.ts";

/**
 * The country an account is in, as far as the account knows: its phone number's country code
 * ("+254…" → "KE"), else the region of its locale ("sw-KE" → "KE"), else null. Other modules
 * (quality aggregates) get it here rather than reading users (issue 40, §1).
 */
export async function accountCountry(db: Pick<Db, "select">, userId: string) {
  const { users } = schema;
  const [row] = await db
    .select({ phone: users.phoneNumber, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return phoneCountry(row.phone) ?? localeRegion(row.locale);
}

/** "sw-KE" → "KE"; null without a two-letter region. */
export function localeRegion(locale: string): string | null {
  const region = /^[A-Za-z]{2,3}[-_]([A-Za-z]{2})$/.exec(locale)?.[1];
  return region ? region.toUpperCase() : null;
}
