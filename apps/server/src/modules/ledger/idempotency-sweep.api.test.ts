import { randomUUID } from "node:crypto";
import { schema } from "@tazama/db";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser } from "../../../test/accounts.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";
import { ManualClock } from "../../lib/clock.ts";
import { sweepIdempotencyKeys } from "./idempotency-sweep.ts";

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("sweepIdempotencyKeys", () => {
  it("deletes completed keys older than 24 h and abandoned claims older than 15 min, keeps the rest", async () => {
    const clock = new ManualClock(new Date());
    const user = await createTestUser(t.app, t.database);
    const at = (agoMs: number) => new Date(clock.now().getTime() - agoMs);
    const rows = [
      { key: `old-done-${randomUUID()}`, statusCode: 201, createdAt: at(25 * HOUR) },
      { key: `new-done-${randomUUID()}`, statusCode: 201, createdAt: at(23 * HOUR) },
      { key: `old-open-${randomUUID()}`, statusCode: null, createdAt: at(16 * MINUTE) },
      { key: `new-open-${randomUUID()}`, statusCode: null, createdAt: at(1 * MINUTE) },
    ];
    await t.database.db.insert(schema.idempotencyKeys).values(
      rows.map((r) => ({
        userId: user.uid,
        key: r.key,
        requestHash: "h",
        statusCode: r.statusCode,
        responseBody: r.statusCode ? { ok: true } : null,
        createdAt: r.createdAt,
      })),
    );
    const keysLeft = async () =>
      (
        await t.database.db
          .select({ key: schema.idempotencyKeys.key })
          .from(schema.idempotencyKeys)
          .where(eq(schema.idempotencyKeys.userId, user.uid))
      )
        .map((r) => r.key)
        .sort();

    expect(await sweepIdempotencyKeys(t.database.db, clock.now())).toBeGreaterThanOrEqual(2);
    expect(await keysLeft()).toEqual([rows[1]!.key, rows[3]!.key].sort());

    clock.advance(2 * HOUR);
    await sweepIdempotencyKeys(t.database.db, clock.now());
    expect(await keysLeft()).toEqual([]);
  });

  it("a top-up key left 'in progress' by a dead process answers 409 until swept, then works", async () => {
    const clock = new ManualClock(new Date());
    const user = await createTestUser(t.app, t.database);
    const key = `k-${randomUUID()}`;
    await t.database.db.insert(schema.idempotencyKeys).values({
      userId: user.uid,
      key,
      requestHash: "left by a process that died",
      createdAt: clock.now(),
    });
    const topUp = () =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/mps/checkout",
        headers: { cookie: user.cookie, "idempotency-key": key },
        payload: { provider: "sandbox", amount: 50_000, currency: "NGN" },
      });
    expect((await topUp()).statusCode).toBe(409);
    clock.advance(10 * MINUTE);
    await sweepIdempotencyKeys(t.database.db, clock.now());
    expect((await topUp()).statusCode).toBe(409);
    clock.advance(6 * MINUTE);
    await sweepIdempotencyKeys(t.database.db, clock.now());
    const started = await topUp();
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({ status: "pending", amount: 50_000, currency: "NGN" });
  });
});
