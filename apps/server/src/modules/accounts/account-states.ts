import { type Db, schema } from "@tazama/db";
import { inArray } from "drizzle-orm";

/** Whether an account may still hold what it was given: open, disabled by an admin, or closed. */
export type AccountState = "open" | "disabled" | "closed";

/**
 * The state of each of these accounts (an id with no account is left out): a closed account is
 * one its owner deleted (the row stays anonymised for the money records), a disabled one an admin
 * switched off.
 */
export async function accountStates(
  db: Pick<Db, "select">,
  userIds: readonly string[],
): Promise<Map<string, AccountState>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: schema.users.id,
      disabled: schema.users.disabled,
      closedAt: schema.users.closedAt,
    })
    .from(schema.users)
    .where(inArray(schema.users.id, [...new Set(userIds)]));
  return new Map(
    rows.map((r) => [r.id, r.closedAt ? "closed" : r.disabled ? "disabled" : "open"] as const),
  );
}
