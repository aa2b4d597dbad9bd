import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type TestUser,
  buildClockedApp,
  createTestUser,
  uniqueIp,
} from "../../../test/accounts.ts";
import { getTestApp } from "../../../test/harness.ts";
import { walletBooks } from "../../../test/money-fixtures.ts";
import type { Database } from "@tazama/db";
import type { ManualClock } from "../../lib/clock.ts";
import { TOO_MANY_VOUCHER_ATTEMPTS, VOUCHER_FAILURES } from "./voucher-attempts.ts";
import { createVouchersRepository } from "./vouchers.repository.ts";
import { createVouchersService } from "./vouchers.service.ts";

let app: FastifyInstance;
let clock: ManualClock;
let database: Database;

beforeAll(async () => {
  database = (await getTestApp()).database;
  ({ app, clock } = await buildClockedApp(database));
});
afterAll(async () => {
  await app.close();
});

/** A fresh voucher crediting ₦100, valid for a week. */
async function creditVoucher(): Promise<string> {
  const code = `V${randomUUID().slice(0, 8)}`.toUpperCase();
  await createVouchersService(createVouchersRepository(database.db), { clock }).create({
    code,
    maxUses: 100,
    expiresAt: new Date(clock.now().getTime() + 7 * 86_400_000),
    credit: { amount: 10_000, currency: "NGN" },
  });
  return code;
}

const redeem = (user: TestUser, code: string, ip: string) =>
  app.inject({
    method: "POST",
    url: "/api/v1/handleVoucherTransaction",
    headers: { cookie: user.cookie, "idempotency-key": `k-${randomUUID()}` },
    remoteAddress: ip,
    payload: { code },
  });

const wrongCode = () => `NOPE${randomUUID().slice(0, 6)}`;

describe("voucher redemption failures are limited", () => {
  it("10 wrong codes from one account → 429 with Retry-After, even for a good code, until the window ends", async () => {
    const user = await createTestUser(app, database);
    const good = await creditVoucher();
    // Each guess from another address: the account's own count stops them.
    for (let i = 0; i < VOUCHER_FAILURES.max; i += 1) {
      const res = await redeem(user, wrongCode(), uniqueIp());
      expect(res.statusCode).toBe(404);
    }
    const blocked = await redeem(user, good, uniqueIp());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: { code: "voucher/too-many-attempts", message: TOO_MANY_VOUCHER_ATTEMPTS },
    });
    expect(Number(blocked.headers["retry-after"])).toBe(15 * 60);
    expect(await walletBooks(database, user.uid)).toBeNull();

    clock.advance(5 * 60_000);
    const later = await redeem(user, good, uniqueIp());
    expect(later.statusCode).toBe(429);
    expect(Number(later.headers["retry-after"])).toBe(10 * 60);

    clock.advance(10 * 60_000);
    expect((await redeem(user, good, uniqueIp())).statusCode).toBe(200);
    expect(await walletBooks(database, user.uid)).toMatchObject({ balance: 10_000 });
  });

  it("10 wrong codes from one address → 429 there; a good code from elsewhere still redeems", async () => {
    const shared = uniqueIp();
    const guessers = await Promise.all(
      Array.from({ length: VOUCHER_FAILURES.max }, () => createTestUser(app, database)),
    );
    for (const guesser of guessers) {
      expect((await redeem(guesser, wrongCode(), shared)).statusCode).toBe(404);
    }
    const good = await creditVoucher();
    const neighbour = await createTestUser(app, database);
    const fromShared = await redeem(neighbour, good, shared);
    expect(fromShared.statusCode).toBe(429);
    expect(fromShared.headers["retry-after"]).toBeDefined();
    const fromElsewhere = await redeem(neighbour, good, uniqueIp());
    expect(fromElsewhere.statusCode).toBe(200);
    expect(await walletBooks(database, neighbour.uid)).toMatchObject({ balance: 10_000 });
  });

  it("successful redemptions count nothing", async () => {
    const user = await createTestUser(app, database);
    const ip = uniqueIp();
    for (let i = 0; i < VOUCHER_FAILURES.max + 2; i += 1) {
      const res = await redeem(user, await creditVoucher(), ip);
      expect(res.statusCode).toBe(200);
    }
    expect(await walletBooks(database, user.uid)).toMatchObject({
      balance: (VOUCHER_FAILURES.max + 2) * 10_000,
    });
  });
});
