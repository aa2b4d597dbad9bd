import { type Database, schema } from "@tazama/db";

const HOUR = 3_600_000;

export interface EntitlementOptions {
  userId: string;
  titleId: number;
  kind: "buy" | "rent";
  /** Defaults to now. */
  startsAt?: Date;
  amountMinor?: number;
}

/**
 * A bought or rented title, as a settled purchase leaves it (no ledger entry: use the purchase
 * API when the money matters). A rental must start within 7 days and lasts 48 hours.
 */
export async function grantEntitlement(database: Database, o: EntitlementOptions) {
  const startsAt = o.startsAt ?? new Date();
  const rental =
    o.kind === "rent"
      ? { startBy: new Date(startsAt.getTime() + 7 * 24 * HOUR), windowS: 48 * 3600 }
      : {};
  const [row] = await database.db
    .insert(schema.entitlements)
    .values({
      userId: o.userId,
      titleId: o.titleId,
      kind: o.kind,
      startsAt,
      amountMinor: o.amountMinor ?? 100,
      currency: "NGN",
      ...rental,
    })
    .returning();
  return row!;
}
