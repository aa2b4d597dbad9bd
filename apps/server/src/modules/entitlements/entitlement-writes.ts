import { type Db, schema } from "@tazama/db";
import { eq, inArray } from "drizzle-orm";
import type { Tx } from "../ledger/ledger.public.ts";

const { entitlements } = schema;

type Q = Db | Tx;
export type EntitlementRow = typeof entitlements.$inferSelect;
export type NewEntitlement = typeof entitlements.$inferInsert;

/*
 * The only writes to `entitlements` outside this module's own access checks (issue 40, §1). A
 * purchase, a voucher, a bundle or an organisation's seat grants a right, a refund revokes one and
 * a seat's release ends one — each inside the caller's own transaction, so the right moves with the
 * money or the seat that gave it.
 */

/** Grants one right; the row as stored. */
export async function grantEntitlement(q: Q, values: NewEntitlement): Promise<EntitlementRow> {
  const [row] = await q.insert(entitlements).values(values).returning();
  return row!;
}

/** Grants several rights at once (a series bundle's episodes). */
export async function grantEntitlements(q: Q, values: NewEntitlement[]): Promise<void> {
  if (values.length === 0) return;
  await q.insert(entitlements).values(values);
}

/** Revokes a right at `at` (a refund): it no longer plays, online or offline. */
export async function revokeEntitlement(q: Q, id: string, at: Date): Promise<void> {
  await q.update(entitlements).set({ revokedAt: at }).where(eq(entitlements.id, id));
}

/**
 * Ends the rights at `now` (an organisation's seat released): a pass ends; a rental already
 * started keeps the window it used, so its history reads true.
 */
export async function endEntitlements(tx: Tx, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  const rows = await tx
    .select({
      id: entitlements.id,
      kind: entitlements.kind,
      firstPlayedAt: entitlements.firstPlayedAt,
    })
    .from(entitlements)
    .where(inArray(entitlements.id, ids));
  for (const row of rows) {
    const windowS =
      row.kind === "rent" && row.firstPlayedAt
        ? Math.max(1, Math.floor((now.getTime() - row.firstPlayedAt.getTime()) / 1000))
        : undefined;
    await tx
      .update(entitlements)
      .set({ expiresAt: now, ...(windowS !== undefined && { windowS }) })
      .where(eq(entitlements.id, row.id));
  }
}
