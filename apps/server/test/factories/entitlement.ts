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

let passCount = 0;

/** A pass (a new one each call, 24 h long) held from `startsAt` (default an hour ago) to `expiresAt`. */
export async function grantPass(
  database: Database,
  o: { userId: string; startsAt?: Date; expiresAt?: Date },
) {
  const now = Date.now();
  passCount += 1;
  const [pass] = await database.db
    .insert(schema.passes)
    .values({ slug: `test-pass-${now}-${passCount}`, name: "Test pass", durationS: 86_400 })
    .returning();
  const [row] = await database.db
    .insert(schema.entitlements)
    .values({
      userId: o.userId,
      kind: "pass",
      passId: pass!.id,
      amountMinor: 100,
      currency: "NGN",
      startsAt: o.startsAt ?? new Date(now - HOUR),
      expiresAt: o.expiresAt ?? new Date(now + 23 * HOUR),
    })
    .returning();
  return { pass: pass!, entitlement: row! };
}

/** A rental played three days ago whose 48-hour window ended a day ago. */
export async function grantLapsedRental(
  database: Database,
  o: { userId: string; titleId: number },
) {
  const now = Date.now();
  const [row] = await database.db
    .insert(schema.entitlements)
    .values({
      userId: o.userId,
      titleId: o.titleId,
      kind: "rent",
      amountMinor: 100,
      currency: "NGN",
      startsAt: new Date(now - 72 * HOUR),
      startBy: new Date(now - 24 * HOUR),
      windowS: 48 * 3600,
      firstPlayedAt: new Date(now - 72 * HOUR),
      expiresAt: new Date(now - 24 * HOUR),
    })
    .returning();
  return row!;
}
