import { randomUUID } from "node:crypto";
import { CURRENCIES } from "@tazama/contracts";
import { DEMO_VOUCHER_CREDIT, seedDemoVouchers } from "@tazama/db";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser, uniqueIp } from "../test/accounts.ts";
import { type TestApp, getTestApp } from "../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

describe("the demo vouchers", () => {
  it("are seeded once per currency; seeding again changes nothing", async () => {
    await seedDemoVouchers(t.database.db);
    expect(await seedDemoVouchers(t.database.db)).toEqual({ inserted: 0 });
    const { rows } = await t.database.raw.query<{ code: string; credit_currency: string }>(
      "select code, credit_currency from vouchers where code like 'KARIBU%' order by code",
    );
    expect(rows.map((r) => r.code).sort()).toEqual(CURRENCIES.map((c) => `KARIBU${c}`).sort());
  });

  it("give a newcomer enough to rent any demo title, in the currency they pick", async () => {
    await seedDemoVouchers(t.database.db);
    const { rows } = await t.database.raw.query<{ currency: string; rent: number }>(
      "select currency, max(rent_minor)::int as rent from prices group by currency",
    );
    for (const { currency, rent } of rows) {
      expect(DEMO_VOUCHER_CREDIT[currency as keyof typeof DEMO_VOUCHER_CREDIT]).toBeGreaterThan(
        rent,
      );
    }
    const user = await createTestUser(t.app, t.database);
    const ip = uniqueIp();
    const redeem = (code: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/handleVoucherTransaction",
        headers: { cookie: user.cookie, "idempotency-key": `k-${randomUUID()}` },
        remoteAddress: ip,
        payload: { code },
      });
    const first = await redeem("karibu-kes");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      kind: "credit",
      credited: { amount: DEMO_VOUCHER_CREDIT.KES, currency: "KES" },
      balance: { amount: DEMO_VOUCHER_CREDIT.KES, currency: "KES" },
    });
    const again = await redeem("KARIBU-KES");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: "voucher/already-redeemed" } });
    const otherCurrency = await redeem("KARIBU-NGN");
    expect(otherCurrency.statusCode).toBe(400);
    expect(otherCurrency.json()).toMatchObject({ error: { code: "wallet/currency-mismatch" } });
  });
});
