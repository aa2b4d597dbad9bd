import { randomUUID } from "node:crypto";
import type { Database } from "@tazama/db";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClockedApp, createTestUser, type TestUser } from "../../../test/accounts.ts";
import { getTestApp } from "../../../test/harness.ts";
import { walletBooks } from "../../../test/money-fixtures.ts";
import { loadConfig } from "../../config.ts";
import type { ManualClock } from "../../lib/clock.ts";
import { paymentProviders } from "./payment-providers.ts";
import { createPaymentsRepository } from "./payments.repository.ts";
import { createPaymentsService } from "./payments.service.ts";
import { type FakePaystack, startFakePaystack } from "./testing/fake-paystack.ts";

const PAYSTACK_KEY = "sk_test_fake_expiry_0123456789";
const ENV = {
  SANDBOX_WEBHOOK_SECRET: "sandbox-secret-for-expiry-tests-0123456789",
  PAYSTACK_SECRET_KEY: PAYSTACK_KEY,
  PUBLIC_URL: "https://tazama.example",
};
const MINUTE = 60_000;

let app: FastifyInstance;
let clock: ManualClock;
let database: Database;
let paystack: FakePaystack;
let sweep: () => Promise<number>;

beforeAll(async () => {
  database = (await getTestApp()).database;
  paystack = await startFakePaystack(PAYSTACK_KEY);
  const env = { ...ENV, PAYSTACK_BASE_URL: paystack.url };
  ({ app, clock } = await buildClockedApp(database, env));
  // The module's own minute timer runs the same service method; here it is called on demand.
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
  const service = createPaymentsService(
    createPaymentsRepository(database.db),
    paymentProviders(config, clock).providers,
    { clock, publicUrl: config.publicUrl, lookupAfterMs: 60_000, verifiedPhone: async () => null },
  );
  sweep = () => service.expireStale();
});
afterAll(async () => {
  await app.close();
  await paystack.close();
});

async function topUp(user: TestUser, provider: "sandbox" | "paystack", amount = 150_000) {
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/mps/checkout",
    headers: { cookie: user.cookie, "idempotency-key": `k-${randomUUID()}` },
    payload: { amount, currency: "NGN", provider },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ reference: string; checkoutUrl: string }>();
}

const cancel = (user: TestUser, reference: string) =>
  app.inject({
    method: "POST",
    url: `/api/v1/mps/checkout/${reference}/cancel`,
    headers: { cookie: user.cookie },
  });

async function receipt(user: TestUser, reference: string) {
  const res = await app.inject({ url: "/api/v1/users/payments", headers: { cookie: user.cookie } });
  return res
    .json<{ receipts: { reference: string; status: string; topUp: unknown }[] }>()
    .receipts.find((r) => r.reference === reference);
}

describe("an abandoned top-up", () => {
  it("is listed pending with its checkout to resume and its expiry, then cancelled by its payer", async () => {
    const user = await createTestUser(app, database);
    const { reference, checkoutUrl } = await topUp(user, "sandbox");
    const started = clock.now().getTime();
    expect(await receipt(user, reference)).toMatchObject({
      status: "pending",
      topUp: { checkoutUrl, expiresAt: new Date(started + 30 * MINUTE).toISOString() },
    });

    const other = await createTestUser(app, database);
    expect((await cancel(other, reference)).statusCode).toBe(404);

    const first = await cancel(user, reference);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: "cancelled", reference });
    expect((await cancel(user, reference)).json()).toMatchObject({ status: "cancelled" });
    expect(await receipt(user, reference)).toMatchObject({
      status: "cancelled",
      topUp: { checkoutUrl: null },
    });
    // The sandbox's page no longer takes it.
    const page = await app.inject({
      url: new URL(checkoutUrl).pathname + new URL(checkoutUrl).search,
      headers: { cookie: user.cookie },
    });
    expect(page.body).toContain("This payment is cancelled");
    expect(await walletBooks(database, user.uid)).toBeNull();
  });

  it("cannot be cancelled once it has succeeded (409) or does not exist (404)", async () => {
    const user = await createTestUser(app, database);
    const { reference } = await topUp(user, "paystack");
    paystack.settle(reference, "success");
    const hook = paystack.webhook(reference);
    await app.inject({
      method: "POST",
      url: "/api/v1/payment/gate/paystack",
      headers: hook.headers,
      payload: hook.rawBody,
    });
    const refused = await cancel(user, reference);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: "payment/not-pending" } });
    expect((await cancel(user, "TZNOSUCHREF99")).statusCode).toBe(404);
  });

  it("is still credited when the provider reports a payment after the payer cancelled", async () => {
    const user = await createTestUser(app, database);
    const { reference } = await topUp(user, "paystack", 200_000);
    expect((await cancel(user, reference)).statusCode).toBe(200);
    paystack.settle(reference, "success");
    const hook = paystack.webhook(reference);
    for (let i = 0; i < 3; i += 1) {
      await app.inject({
        method: "POST",
        url: "/api/v1/payment/gate/paystack",
        headers: hook.headers,
        payload: hook.rawBody,
      });
    }
    expect(await receipt(user, reference)).toMatchObject({ status: "succeeded" });
    expect(await walletBooks(database, user.uid)).toEqual({
      balance: 200_000,
      sum: 200_000,
      entries: 1,
    });
  });

  it("expires by itself after 30 minutes; the provider is asked first, and a payment it confirms is credited", async () => {
    const user = await createTestUser(app, database);
    const quiet = await topUp(user, "sandbox");
    const paid = await topUp(user, "paystack", 300_000);
    const unanswered = await topUp(user, "paystack", 400_000);
    paystack.settle(paid.reference, "success");

    clock.advance(29 * MINUTE);
    await sweep();
    expect(await receipt(user, quiet.reference)).toMatchObject({ status: "pending" });

    clock.advance(2 * MINUTE);
    expect(await sweep()).toBeGreaterThanOrEqual(3);
    expect(await receipt(user, quiet.reference)).toMatchObject({ status: "expired" });
    expect(await receipt(user, unanswered.reference)).toMatchObject({ status: "expired" });
    expect(await receipt(user, paid.reference)).toMatchObject({ status: "succeeded" });
    expect(await walletBooks(database, user.uid)).toEqual({
      balance: 300_000,
      sum: 300_000,
      entries: 1,
    });

    // Its status, asked for after the half hour, says so in words.
    const status = await app.inject({
      url: `/api/v1/mps/checkout/${quiet.reference}`,
      headers: { cookie: user.cookie },
    });
    expect(status.json()).toMatchObject({
      status: "expired",
      message: "This top-up was not completed within 30 minutes. Your wallet was not charged.",
    });
  });

  it("expires when its status is asked for after 30 minutes, even before the sweep runs", async () => {
    const user = await createTestUser(app, database);
    const { reference } = await topUp(user, "sandbox");
    clock.advance(31 * MINUTE);
    const status = await app.inject({
      url: `/api/v1/mps/checkout/${reference}`,
      headers: { cookie: user.cookie },
    });
    expect(status.json()).toMatchObject({ status: "expired" });
  });
});
