import { CURRENCIES, type Currency } from "@tazama/contracts";
import type { Db } from "../client.ts";
import { vouchers } from "../schema/index.ts";

/**
 * "Try it" credit for a newcomer, in minor units: enough to rent any demo title (the "new" tier
 * rents for NGN 1,200 / KES 300 / GHS 35 / ZAR 40 / USD 3.49) or to buy a standard one.
 */
export const DEMO_VOUCHER_CREDIT: Record<Currency, number> = {
  NGN: 200_000,
  KES: 50_000,
  GHS: 5_000,
  ZAR: 6_000,
  USD: 500,
};

/** The code as a person types it: one per currency, since a wallet keeps one currency. */
export const demoVoucherCode = (currency: Currency): string => `KARIBU-${currency}`;

/** Each person may redeem one of them once (a second one, in another currency, is refused). */
const MAX_USES = 1_000_000;
const EXPIRES_AT = new Date("2099-12-31T23:59:59Z");

/**
 * The demo vouchers (development only: never seed free credit in production). Idempotent: codes
 * that exist are left as they are. Codes are stored as the server normalises them (upper case,
 * without spaces or dashes: `KARIBUNGN`).
 */
export async function seedDemoVouchers(db: Db): Promise<{ inserted: number }> {
  const rows = await db
    .insert(vouchers)
    .values(
      CURRENCIES.map((currency) => ({
        code: demoVoucherCode(currency)
          .replace(/[\s-]+/g, "")
          .toUpperCase(),
        kind: "credit" as const,
        creditMinor: DEMO_VOUCHER_CREDIT[currency],
        creditCurrency: currency,
        maxUses: MAX_USES,
        expiresAt: EXPIRES_AT,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: vouchers.id });
  return { inserted: rows.length };
}
