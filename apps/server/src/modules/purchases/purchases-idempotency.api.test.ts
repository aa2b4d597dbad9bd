import { randomUUID } from "node:crypto";
import { schema } from "@tazama/db";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, getTestApp } from "../../../test/harness.ts";
import { fundWallet } from "../../../test/factories/wallet.ts";
import { makeUser, walletBooks } from "../../../test/money-fixtures.ts";
import { createPurchasesRepository } from "./purchases.repository.ts";
import { createPurchasesService } from "./purchases.service.ts";
import { ManualClock } from "../../lib/clock.ts";
import {
  type IdempotencyFaults,
  type IdempotentCall,
  createIdempotency,
} from "../ledger/ledger.public.ts";

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

class Crash extends Error {}

/** A fault that fires on the first call only (the process "dies" once). */
function crashOnce(): () => void {
  let fired = false;
  return () => {
    if (fired) return;
    fired = true;
    throw new Crash("process died");
  };
}

function setUp(faults: IdempotencyFaults) {
  const clock = new ManualClock(new Date("2026-11-20T10:00:00Z"));
  const purchases = createPurchasesService(createPurchasesRepository(t.database.db), {
    clock,
    rental: { startDays: 30, windowHours: 48 },
  });
  const idempotency = createIdempotency(t.database.db, { clock, faults });
  return (call: IdempotentCall) =>
    idempotency.execute(call, (steps) =>
      purchases.buyPass(call.userId, { pass: "weekend-pass" }, steps.once),
    );
}

async function passesOf(userId: string) {
  return t.database.db
    .select({ id: schema.entitlements.id })
    .from(schema.entitlements)
    .where(and(eq(schema.entitlements.userId, userId), eq(schema.entitlements.kind, "pass")));
}

async function keyRow(userId: string, key: string) {
  const [row] = await t.database.db
    .select()
    .from(schema.idempotencyKeys)
    .where(and(eq(schema.idempotencyKeys.userId, userId), eq(schema.idempotencyKeys.key, key)));
  return row;
}

describe("the Idempotency-Key response is stored with the money movement", () => {
  it("a crash after COMMIT, before the reply: the retry returns the first result, charged once", async () => {
    const buyPass = setUp({ afterCommit: crashOnce() });
    const userId = await makeUser(t.database);
    await fundWallet(t.database, userId, 10_000_000);
    const call = { userId, key: `k-${randomUUID()}`, requestHash: "h-pass", statusCode: 201 };

    await expect(buyPass(call)).rejects.toBeInstanceOf(Crash);
    const charged = await walletBooks(t.database, userId);
    expect(charged!.entries).toBe(2);
    expect(await keyRow(userId, call.key)).toMatchObject({ statusCode: 201 });

    const retry = await buyPass(call);
    expect(retry.replayed).toBe(true);
    expect(retry.statusCode).toBe(201);
    expect(retry.body.balance.amount).toBe(charged!.balance);
    expect(await passesOf(userId)).toEqual([{ id: retry.body.entitlement.id }]);
    expect(await walletBooks(t.database, userId)).toEqual(charged);
  });

  it("a crash BEFORE COMMIT leaves nothing; the retry buys the pass once", async () => {
    const buyPass = setUp({ beforeCommit: crashOnce() });
    const userId = await makeUser(t.database);
    await fundWallet(t.database, userId, 10_000_000);
    const call = { userId, key: `k-${randomUUID()}`, requestHash: "h-pass", statusCode: 201 };

    await expect(buyPass(call)).rejects.toBeInstanceOf(Crash);
    expect(await walletBooks(t.database, userId)).toMatchObject({
      balance: 10_000_000,
      entries: 1,
    });
    expect(await passesOf(userId)).toEqual([]);
    expect(await keyRow(userId, call.key)).toBeUndefined();

    const retry = await buyPass(call);
    expect(retry.replayed).toBe(false);
    const again = await buyPass(call);
    expect(again.replayed).toBe(true);
    expect(again.body).toEqual(retry.body);
    expect(await passesOf(userId)).toHaveLength(1);
    const books = await walletBooks(t.database, userId);
    expect(books!.entries).toBe(2);
    expect(books!.balance).toBe(retry.body.balance.amount);
    expect(books!.balance).toBe(books!.sum);
  });

  it("the same key with another request → 409, nothing charged", async () => {
    const buyPass = setUp({});
    const userId = await makeUser(t.database);
    await fundWallet(t.database, userId, 10_000_000);
    const call = { userId, key: `k-${randomUUID()}`, requestHash: "h-pass", statusCode: 201 };
    await buyPass(call);
    await expect(buyPass({ ...call, requestHash: "h-other" })).rejects.toMatchObject({
      statusCode: 409,
      code: "request/idempotency-key-reused",
    });
    expect((await walletBooks(t.database, userId))!.entries).toBe(2);
  });
});
