import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser } from "../../../test/accounts.ts";
import { fundWallet } from "../../../test/factories/wallet.ts";
import { makeUser, walletBooks } from "../../../test/money-fixtures.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";
import { ManualClock } from "../../lib/clock.ts";
import { createEntitlementsAccess } from "../entitlements/entitlements.public.ts";
import { createVouchersRepository } from "./vouchers.repository.ts";
import { createVouchersService } from "./vouchers.service.ts";

let t: TestApp;
let clock: ManualClock;
let vouchers: ReturnType<typeof createVouchersService>;
beforeAll(async () => {
  t = await getTestApp();
  clock = new ManualClock(Date.UTC(2026, 5, 1));
  vouchers = createVouchersService(createVouchersRepository(t.database.db), { clock });
});

const code = () => `T${randomUUID().slice(0, 8)}`.toUpperCase();
const inAWeek = () => new Date(clock.now().getTime() + 7 * 86_400_000);

describe("vouchers", () => {
  it("concurrent redemptions never exceed the voucher's uses", async () => {
    const c = code();
    await vouchers.create({
      code: c,
      maxUses: 3,
      expiresAt: inAWeek(),
      credit: { amount: 50_000, currency: "NGN" },
    });
    const users = await Promise.all(Array.from({ length: 20 }, () => makeUser(t.database)));
    const results = await Promise.allSettled(users.map((u) => vouchers.redeem(u, c.toLowerCase())));
    const ok = results.filter((r) => r.status === "fulfilled");
    expect(ok).toHaveLength(3);
    for (const r of results) {
      if (r.status === "rejected") expect(r.reason).toMatchObject({ code: "voucher/used-up" });
    }
    const funded = (await Promise.all(users.map((u) => walletBooks(t.database, u)))).filter(
      (b) => b !== null,
    );
    expect(funded).toHaveLength(3);
    for (const b of funded) expect(b).toMatchObject({ balance: 50_000, sum: 50_000 });
    const { rows } = await t.database.raw.query<{ uses: number }>(
      "select uses from vouchers where code = $1",
      [c],
    );
    expect(rows[0]!.uses).toBe(3);
  });

  it("one user cannot redeem a code twice, even at once", async () => {
    const c = code();
    await vouchers.create({
      code: c,
      maxUses: 10,
      expiresAt: inAWeek(),
      credit: { amount: 100, currency: "NGN" },
    });
    const user = await makeUser(t.database);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => vouchers.redeem(user, c)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await walletBooks(t.database, user)).toMatchObject({ balance: 100, entries: 1 });
  });

  it("refuses an expired code, an unknown code and credit in another currency than the wallet", async () => {
    const expired = code();
    await vouchers.create({
      code: expired,
      maxUses: 5,
      expiresAt: inAWeek(),
      credit: { amount: 100, currency: "NGN" },
    });
    const user = await makeUser(t.database);
    clock.advance(7 * 86_400_000);
    await expect(vouchers.redeem(user, expired)).rejects.toMatchObject({ code: "voucher/expired" });
    await expect(vouchers.redeem(user, "NOPE-NOPE")).rejects.toMatchObject({
      code: "voucher/not-found",
    });
    const kes = code();
    await vouchers.create({
      code: kes,
      maxUses: 5,
      expiresAt: inAWeek(),
      credit: { amount: 100, currency: "KES" },
    });
    await fundWallet(t.database, user, 1_000, "NGN");
    await expect(vouchers.redeem(user, kes)).rejects.toMatchObject({
      code: "wallet/currency-mismatch",
    });
    expect(await walletBooks(t.database, user)).toMatchObject({ balance: 1_000, entries: 1 });
  });

  it("a title voucher gives the title forever at no cost", async () => {
    const { rows } = await t.database.raw.query<{ id: number; ref: string }>(
      "select id, ref from titles where not is_free order by id desc limit 1",
    );
    const title = rows[0]!;
    const c = code();
    await vouchers.create({ code: c, maxUses: 1, expiresAt: inAWeek(), titleId: title.id });
    const user = await makeUser(t.database);
    const access = createEntitlementsAccess(t.database.db, clock);
    expect(await access.mayWatch(user, title.ref)).toBe(false);
    const result = await vouchers.redeem(user, c);
    expect(result).toMatchObject({
      kind: "title",
      entitlement: { kind: "buy", ref: title.ref, amount: 0, source: "voucher" },
    });
    expect(await access.mayWatch(user, title.ref)).toBe(true);
  });
});

describe("POST /api/v1/admin/vouchers", () => {
  it("lets an admin create a code, refuses viewers, duplicates and past expiries", async () => {
    const admin = await createTestUser(t.app, t.database, { role: "admin" });
    const viewer = await createTestUser(t.app, t.database);
    const c = code();
    const payload = {
      code: c,
      maxUses: 2,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      credit: { amount: 10_000, currency: "NGN" },
    };
    const post = (cookie: string, body: object) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/admin/vouchers",
        headers: { cookie },
        payload: body,
      });
    expect((await post(viewer.cookie, payload)).statusCode).toBe(403);
    const made = await post(admin.cookie, payload);
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ code: c, kind: "credit", maxUses: 2 });
    expect((await post(admin.cookie, payload)).statusCode).toBe(409);
    expect(
      (await post(admin.cookie, { ...payload, code: code(), expiresAt: "2020-01-01T00:00:00Z" }))
        .statusCode,
    ).toBe(400);
    expect((await post(admin.cookie, { ...payload, code: code(), ref: "x" })).statusCode).toBe(400);
  });
});
