import { createHmac, randomUUID } from "node:crypto";
import type { ApiError } from "@tazama/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClockedApp, createTestUser, type TestUser } from "../../../test/accounts.ts";
import { getTestApp } from "../../../test/harness.ts";
import { provePhone } from "../../../test/factories/viewer.ts";
import { fundWallet } from "../../../test/factories/wallet.ts";
import { walletBooks } from "../../../test/money-fixtures.ts";
import type { Database } from "@tazama/db";
import type { ManualClock } from "../../lib/clock.ts";
import { type FakeDaraja, startFakeDaraja } from "./testing/fake-daraja.ts";
import { type FakePaystack, startFakePaystack } from "./testing/fake-paystack.ts";

const SANDBOX_SECRET = "sandbox-secret-for-tests-0123456789abcdef";
const PAYSTACK_KEY = "sk_test_fake_0123456789";
const DARAJA = {
  consumerKey: "fake-consumer-key",
  consumerSecret: "fake-consumer-secret",
  shortcode: "174379",
  passkey: "bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919",
};
const CALLBACK_TOKEN = "mpesa-callback-token-for-tests-0123";

let app: FastifyInstance;
let clock: ManualClock;
let database: Database;
let paystack: FakePaystack;
let daraja: FakeDaraja;

beforeAll(async () => {
  database = (await getTestApp()).database;
  paystack = await startFakePaystack(PAYSTACK_KEY);
  daraja = await startFakeDaraja(DARAJA);
  ({ app, clock } = await buildClockedApp(database, {
    SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET,
    PAYSTACK_SECRET_KEY: PAYSTACK_KEY,
    PAYSTACK_BASE_URL: paystack.url,
    MPESA_CONSUMER_KEY: DARAJA.consumerKey,
    MPESA_CONSUMER_SECRET: DARAJA.consumerSecret,
    MPESA_SHORTCODE: DARAJA.shortcode,
    MPESA_PASSKEY: DARAJA.passkey,
    MPESA_BASE_URL: daraja.url,
    MPESA_CALLBACK_TOKEN: CALLBACK_TOKEN,
    PAYMENT_LOOKUP_AFTER_S: "60",
    PUBLIC_URL: "https://tazama.example",
  }));
});
afterAll(async () => {
  await app.close();
  await paystack.close();
  await daraja.close();
});

async function checkout(user: TestUser, payload: Record<string, unknown>) {
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/mps/checkout",
    headers: { cookie: user.cookie, "idempotency-key": `k-${randomUUID()}` },
    payload,
  });
  return res;
}

const gate = (url: string, rawBody: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json", ...headers },
    payload: rawBody,
  });

async function paymentRow(reference: string) {
  const { rows } = await database.raw.query<{
    status: string;
    flag_reason: string | null;
    event_ids: string[];
  }>("select status, flag_reason, event_ids from payments where reference = $1", [reference]);
  return rows[0]!;
}

describe("sandbox webhooks", () => {
  const signed = (reference: string, amount: number, currency = "NGN", id = randomUUID()) => {
    const rawBody = JSON.stringify({
      id,
      event: "charge.success",
      data: { reference, amount, currency },
    });
    const signature = createHmac("sha512", SANDBOX_SECRET).update(rawBody).digest("hex");
    return { rawBody, headers: { "x-sandbox-signature": signature } };
  };

  it("the same event 10 times → one credit", async () => {
    const user = await createTestUser(app, database);
    const { reference } = (
      await checkout(user, { amount: 300_000, currency: "NGN", provider: "sandbox" })
    ).json<{ reference: string }>();
    const event = signed(reference, 300_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        gate("/api/v1/payment/gate/sandbox", event.rawBody, event.headers),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const results = answers.map((a) => a.json<{ result: string }>().result);
    expect(results.filter((r) => r === "credited")).toHaveLength(1);
    expect(results.filter((r) => r === "already-settled")).toHaveLength(9);
    expect(await walletBooks(database, user.uid)).toEqual({
      balance: 300_000,
      sum: 300_000,
      entries: 1,
    });
    expect((await paymentRow(reference)).event_ids).toHaveLength(1);
  });

  it("an amount or currency mismatch flags the payment and credits nothing", async () => {
    const user = await createTestUser(app, database);
    for (const [amount, currency] of [
      [299_999, "NGN"],
      [300_000, "KES"],
    ] as const) {
      const { reference } = (
        await checkout(user, { amount: 300_000, currency: "NGN", provider: "sandbox" })
      ).json<{ reference: string }>();
      const event = signed(reference, amount, currency);
      const res = await gate("/api/v1/payment/gate/sandbox", event.rawBody, event.headers);
      expect(res.json()).toMatchObject({ result: "flagged" });
      const row = await paymentRow(reference);
      expect(row.status).toBe("flagged");
      expect(row.flag_reason).toMatch(amount !== 300_000 ? /amount/ : /currency/);
    }
    expect(await walletBooks(database, user.uid)).toBeNull();
  });
});

async function payerOf(reference: string): Promise<string | null> {
  const { rows } = await database.raw.query<{ payer: string | null }>(
    "select payer from payments where reference = $1",
    [reference],
  );
  return rows[0]?.payer ?? null;
}

describe("paystack adapter (against a local fake Paystack)", () => {
  it("initialize → authorization_url; signed webhook → verify → one credit for 10 replays", async () => {
    const user = await createTestUser(app, database);
    const res = await checkout(user, { amount: 500_000, currency: "NGN", provider: "paystack" });
    expect(res.statusCode).toBe(201);
    const { reference, checkoutUrl } = res.json<{ reference: string; checkoutUrl: string }>();
    expect(checkoutUrl).toMatch(/^https:\/\/checkout\.paystack\.com\//);
    const init = paystack.requests.find((r) => r.path === "/transaction/initialize")!;
    expect(init.body).toMatchObject({
      email: user.email,
      amount: 500_000,
      currency: "NGN",
      reference,
      callback_url: `https://tazama.example/my-membership?topup=${reference}`,
    });
    paystack.settle(reference, "success");
    const hook = paystack.webhook(reference);
    for (let i = 0; i < 10; i += 1) {
      const answer = await gate("/api/v1/payment/gate/paystack", hook.rawBody, hook.headers);
      expect(answer.statusCode).toBe(200);
    }
    expect(paystack.requests.filter((r) => r.path.startsWith("/transaction/verify/"))).toHaveLength(
      1,
    );
    expect(await walletBooks(database, user.uid)).toEqual({
      balance: 500_000,
      sum: 500_000,
      entries: 1,
    });
    // Who paid: the card's signature (referral rewards compare payers).
    expect(await payerOf(reference)).toMatch(/^card:SIG_[0-9a-f]{20}$/);
  });

  it("a bad x-paystack-signature → 401 and nothing changes", async () => {
    const user = await createTestUser(app, database);
    const { reference } = (
      await checkout(user, { amount: 500_000, currency: "NGN", provider: "paystack" })
    ).json<{ reference: string }>();
    paystack.settle(reference, "success");
    const hook = paystack.webhook(reference);
    const tampered = hook.rawBody.replace("500000", "900000");
    const res = await gate("/api/v1/payment/gate/paystack", tampered, hook.headers);
    expect(res.statusCode).toBe(401);
    const unsigned = await gate("/api/v1/payment/gate/paystack", hook.rawBody);
    expect(unsigned.statusCode).toBe(401);
    expect((await paymentRow(reference)).status).toBe("pending");
    expect(await walletBooks(database, user.uid)).toBeNull();
  });

  it("credits what verify confirms: a signed webhook that verify contradicts is flagged or failed", async () => {
    const user = await createTestUser(app, database);
    const refs: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      refs.push(
        (await checkout(user, { amount: 100_000, currency: "NGN", provider: "paystack" })).json<{
          reference: string;
        }>().reference,
      );
    }
    paystack.settle(refs[0]!, "success", { amount: 1_000 });
    paystack.settle(refs[1]!, "abandoned");
    for (const ref of refs) {
      const hook = paystack.webhook(ref, { amount: 100_000 });
      expect(
        (await gate("/api/v1/payment/gate/paystack", hook.rawBody, hook.headers)).statusCode,
      ).toBe(200);
    }
    expect(await paymentRow(refs[0]!)).toMatchObject({ status: "flagged" });
    expect(await paymentRow(refs[1]!)).toMatchObject({ status: "failed" });
    expect(await walletBooks(database, user.uid)).toBeNull();
  });
});

describe("a top-up in another currency than the wallet's", () => {
  it("is refused with 400 before any provider is called: no payment, wallet unchanged", async () => {
    const user = await createTestUser(app, database);
    await fundWallet(database, user.uid, 5_000, "KES");
    const before = await walletBooks(database, user.uid);
    const calls = paystack.requests.length;
    for (const provider of ["paystack", "sandbox"]) {
      const res = await checkout(user, { amount: 500_000, currency: "NGN", provider });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: {
          code: "payment/currency-mismatch",
          message: "Your wallet is in KES. Top up in KES.",
        },
      });
    }
    expect(paystack.requests.length).toBe(calls);
    const { rows } = await database.raw.query("select 1 from payments where user_id = $1", [
      user.uid,
    ]);
    expect(rows).toHaveLength(0);
    expect(await walletBooks(database, user.uid)).toEqual(before);
    // The wallet's own currency still goes through.
    const same = await checkout(user, { amount: 100_000, currency: "KES", provider: "paystack" });
    expect(same.statusCode).toBe(201);
    expect(paystack.requests.length).toBe(calls + 1);
  });
});

describe("GET /api/v1/mps/methods", () => {
  it("lists the configured providers with their currencies, and the top-up limits", async () => {
    const res = await app.inject({ url: "/api/v1/mps/methods" });
    expect(res.json()).toMatchObject({
      methods: [
        { provider: "sandbox", needsPhone: false },
        { provider: "paystack", needsPhone: false },
        { provider: "mpesa", currencies: ["KES"], needsPhone: true },
      ],
      limits: { NGN: { min: 10_000 }, KES: { min: 1_000 } },
    });
  });
});

describe("provider outage", () => {
  it("a failing provider → 502 with a plain message; the payment is failed, the key released", async () => {
    const user = await createTestUser(app, database);
    paystack.failNextCall();
    const key = `k-${randomUUID()}`;
    const send = () =>
      app.inject({
        method: "POST",
        url: "/api/v1/mps/checkout",
        headers: { cookie: user.cookie, "idempotency-key": key },
        payload: { amount: 100_000, currency: "NGN", provider: "paystack" },
      });
    const down = await send();
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({ error: { code: "payment/provider-unavailable" } });
    expect(down.body).not.toMatch(/500|error occurred/);
    const { rows } = await database.raw.query<{ status: string }>(
      "select status from payments where user_id = $1",
      [user.uid],
    );
    expect(rows).toEqual([{ status: "failed" }]);
    const retry = await send();
    expect(retry.statusCode).toBe(201);
  });
});

describe("mpesa adapter (against a local fake Daraja)", () => {
  async function stk(user: TestUser, amount = 100_000) {
    const phone = await provePhone(database, user.uid);
    const res = await checkout(user, { amount, currency: "KES", provider: "mpesa", phone });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ reference: string; checkoutUrl: string | null; message: string }>();
    expect(body.checkoutUrl).toBeNull();
    const sent = [...daraja.stk.values()].find((s) => s.accountReference === body.reference)!;
    return { ...body, sent, phone };
  }

  it("STK push with a valid password; callback at the secret path credits once (10 replays)", async () => {
    const user = await createTestUser(app, database);
    const { sent, phone } = await stk(user);
    expect(sent).toMatchObject({ amount: 1_000, phone: phone.slice(1) });
    expect(sent.callbackUrl).toBe(
      `https://tazama.example/api/v1/payment/gate/mpesa/${CALLBACK_TOKEN}`,
    );
    const callback = daraja.decide(sent.checkoutRequestId, 0);
    for (let i = 0; i < 10; i += 1) {
      const res = await gate(callback.path, callback.rawBody);
      expect(res.json()).toMatchObject({ ResultCode: 0 });
    }
    expect(await walletBooks(database, user.uid)).toEqual({
      balance: 100_000,
      sum: 100_000,
      entries: 1,
    });
    const { rows } = await database.raw.query<{ payer: string }>(
      "select payer from payments where user_id = $1",
      [user.uid],
    );
    expect(rows).toEqual([{ payer: `mpesa:${phone}` }]);
  });

  it("a callback without the secret token → 401; a wrong amount or phone → flagged", async () => {
    const user = await createTestUser(app, database);
    const first = await stk(user);
    const good = daraja.decide(first.sent.checkoutRequestId, 0);
    expect((await gate("/api/v1/payment/gate/mpesa/wrong-token", good.rawBody)).statusCode).toBe(
      401,
    );
    expect((await gate("/api/v1/payment/gate/mpesa", good.rawBody)).statusCode).toBe(401);
    expect((await paymentRow(first.reference)).status).toBe("pending");
    const wrongAmount = daraja.decide(first.sent.checkoutRequestId, 0, { amount: 999 });
    await gate(wrongAmount.path, wrongAmount.rawBody);
    expect(await paymentRow(first.reference)).toMatchObject({ status: "flagged" });
    const second = await stk(user);
    const wrongPhone = daraja.decide(second.sent.checkoutRequestId, 0, { phone: "254700000001" });
    await gate(wrongPhone.path, wrongPhone.rawBody);
    expect(await paymentRow(second.reference)).toMatchObject({ status: "flagged" });
    expect(await walletBooks(database, user.uid)).toBeNull();
  });

  it("no callback: the status query settles it once the wait is over", async () => {
    const user = await createTestUser(app, database);
    const { reference, sent } = await stk(user, 50_000);
    const status = () =>
      app.inject({ url: `/api/v1/mps/checkout/${reference}`, headers: { cookie: user.cookie } });
    const queries = () =>
      daraja.requests.filter((r) => r.path === "/mpesa/stkpushquery/v1/query").length;
    const before = queries();
    expect((await status()).json()).toMatchObject({ status: "pending" });
    expect(queries()).toBe(before); // too early to ask
    clock.advance(61_000);
    expect((await status()).json()).toMatchObject({ status: "pending" }); // payer still deciding
    expect(queries()).toBe(before + 1);
    daraja.decide(sent.checkoutRequestId, 0); // the callback is lost
    expect((await status()).json()).toMatchObject({ status: "succeeded" });
    expect(await walletBooks(database, user.uid)).toMatchObject({ balance: 50_000 });
  });

  it("refuses other currencies and amounts that are not whole shillings", async () => {
    const user = await createTestUser(app, database);
    const phone = await provePhone(database, user.uid);
    const ngn = await checkout(user, {
      amount: 100_000,
      currency: "NGN",
      provider: "mpesa",
      phone,
    });
    expect(ngn.json()).toMatchObject({ error: { code: "payment/currency-not-supported" } });
    const cents = await checkout(user, {
      amount: 100_050,
      currency: "KES",
      provider: "mpesa",
      phone,
    });
    expect(cents.json()).toMatchObject({ error: { code: "payment/amount-not-whole" } });
    const { rows } = await database.raw.query("select 1 from payments where user_id = $1", [
      user.uid,
    ]);
    expect(rows).toHaveLength(0);
  });

  it("charges only the account's proven number: none → 403, another → 403, not Safaricom → 400", async () => {
    const pushes = daraja.stk.size;
    const unproven = await createTestUser(app, database);
    const before = await checkout(unproven, {
      amount: 100_000,
      currency: "KES",
      provider: "mpesa",
    });
    expect(before.statusCode).toBe(403);
    expect(before.json()).toMatchObject({ error: { code: "payment/phone-unverified" } });

    const user = await createTestUser(app, database);
    const phone = await provePhone(database, user.uid);
    const someoneElse = await checkout(user, {
      amount: 100_000,
      currency: "KES",
      provider: "mpesa",
      phone: "+254799000001",
    });
    expect(someoneElse.statusCode).toBe(403);
    expect(someoneElse.json<ApiError>().error.message).toContain(phone);

    const nigerian = await createTestUser(app, database);
    await provePhone(database, nigerian.uid, `+23480${String(Date.now()).slice(-8)}`);
    const res = await checkout(nigerian, { amount: 100_000, currency: "KES", provider: "mpesa" });
    expect(res.json()).toMatchObject({ error: { code: "payment/phone-not-supported" } });
    const { rows } = await database.raw.query(
      "select 1 from payments where user_id = any($1::text[])",
      [[unproven.uid, user.uid, nigerian.uid]],
    );
    expect(rows).toHaveLength(0);
    expect(daraja.stk.size).toBe(pushes); // no STK push for any of them
  });

  it("without a number in the body, the proven one is charged", async () => {
    const user = await createTestUser(app, database);
    const phone = await provePhone(database, user.uid);
    const res = await checkout(user, { amount: 100_000, currency: "KES", provider: "mpesa" });
    expect(res.statusCode).toBe(201);
    const { reference } = res.json<{ reference: string }>();
    const sent = [...daraja.stk.values()].find((s) => s.accountReference === reference)!;
    expect(sent.phone).toBe(phone.slice(1));
  });
});
