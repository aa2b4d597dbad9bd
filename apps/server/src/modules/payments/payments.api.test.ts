import { createHmac, randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser, type TestUser } from "../../../test/accounts.ts";
import { walletBooks } from "../../../test/money-fixtures.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

const key = () => `test-${randomUUID()}`;

async function checkout(user: TestUser, payload: unknown, idempotencyKey: string | null = key()) {
  return t.app.inject({
    method: "POST",
    url: "/api/v1/mps/checkout",
    headers: {
      cookie: user.cookie,
      ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
    },
    payload: payload as object,
  });
}

/** The payer, signed in, opens the hosted checkout and presses Approve or Decline. */
async function sandboxDecision(
  user: TestUser,
  checkoutUrl: string,
  decision: "approve" | "decline",
) {
  const { pathname, search } = new URL(checkoutUrl);
  const page = await t.app.inject({
    url: `${pathname}${search}`,
    headers: { cookie: user.cookie },
  });
  expect(page.statusCode).toBe(200);
  const action = new RegExp(`action="([^"]+/${decision}[^"]*)"`).exec(page.body)![1]!;
  return t.app.inject({
    method: "POST",
    url: action.replaceAll("&amp;", "&").replaceAll("&#38;", "&"),
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: user.cookie },
    payload: "",
  });
}

const wallet = async (user: TestUser) =>
  (await t.app.inject({ url: "/api/v1/users/wallet", headers: { cookie: user.cookie } })).json<{
    wallet: { balance: number; currency: string } | null;
  }>();

describe("top-up through the sandbox", () => {
  it("Approve on the hosted checkout credits the wallet once and lists a receipt", async () => {
    const user = await createTestUser(t.app, t.database);
    expect(await wallet(user)).toMatchObject({ wallet: null });
    const res = await checkout(user, { amount: 200_000, currency: "NGN", provider: "sandbox" });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ checkoutUrl: string; reference: string; status: string }>();
    expect(body.status).toBe("pending");
    expect(body.checkoutUrl).toContain(`/sandbox/checkout/${body.reference}`);
    const back = await sandboxDecision(user, body.checkoutUrl, "approve");
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/my-membership?topup=${body.reference}`);
    expect(await wallet(user)).toMatchObject({ wallet: { balance: 200_000, currency: "NGN" } });
    const status = await t.app.inject({
      url: `/api/v1/mps/checkout/${body.reference}`,
      headers: { cookie: user.cookie },
    });
    expect(status.json()).toMatchObject({ status: "succeeded", amount: 200_000 });
    const receipts = await t.app.inject({
      url: "/api/v1/users/payments",
      headers: { cookie: user.cookie },
    });
    expect(receipts.json()).toMatchObject({
      receipts: [{ amount: 200_000, currency: "NGN", method: "Sandbox", status: "succeeded" }],
    });
  });

  it("Decline leaves the balance unchanged and marks the payment failed", async () => {
    const user = await createTestUser(t.app, t.database);
    const res = await checkout(user, { amount: 50_000, currency: "NGN", provider: "sandbox" });
    const { checkoutUrl, reference } = res.json<{ checkoutUrl: string; reference: string }>();
    expect((await sandboxDecision(user, checkoutUrl, "decline")).statusCode).toBe(303);
    expect(await wallet(user)).toMatchObject({ wallet: null });
    const status = await t.app.inject({
      url: `/api/v1/mps/checkout/${reference}`,
      headers: { cookie: user.cookie },
    });
    expect(status.json()).toMatchObject({ status: "failed" });
  });
});

describe("webhooks", () => {
  async function pendingSandboxPayment(user: TestUser, amount = 100_000) {
    const res = await checkout(user, { amount, currency: "NGN", provider: "sandbox" });
    return res.json<{ reference: string }>().reference;
  }

  it("a missing or bad signature → 401 and nothing changes", async () => {
    const user = await createTestUser(t.app, t.database);
    const reference = await pendingSandboxPayment(user);
    const body = JSON.stringify({
      id: randomUUID(),
      event: "charge.success",
      data: { reference, amount: 100_000, currency: "NGN" },
    });
    for (const signature of [
      undefined,
      "00",
      createHmac("sha512", "wrong").update(body).digest("hex"),
    ]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/payment/gate/sandbox",
        headers: {
          "content-type": "application/json",
          ...(signature ? { "x-sandbox-signature": signature } : {}),
        },
        payload: body,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: { code: "payment/bad-signature" } });
    }
    expect(await wallet(user)).toMatchObject({ wallet: null });
    const { rows } = await t.database.raw.query<{ status: string }>(
      "select status from payments where reference = $1",
      [reference],
    );
    expect(rows[0]!.status).toBe("pending");
  });
});

describe("Idempotency-Key and malformed amounts", () => {
  it("refuses a money-moving POST without an Idempotency-Key", async () => {
    const user = await createTestUser(t.app, t.database);
    const res = await checkout(
      user,
      { amount: 100_000, currency: "NGN", provider: "sandbox" },
      null,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: "request/idempotency-key-required" } });
  });

  it("a retry returns the first result; the same key with another body → 409", async () => {
    const user = await createTestUser(t.app, t.database);
    const k = key();
    const first = await checkout(
      user,
      { amount: 100_000, currency: "NGN", provider: "sandbox" },
      k,
    );
    const again = await checkout(
      user,
      { provider: "sandbox", currency: "NGN", amount: 100_000 },
      k,
    );
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    const other = await checkout(
      user,
      { amount: 100_001, currency: "NGN", provider: "sandbox" },
      k,
    );
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ error: { code: "request/idempotency-key-reused" } });
    const { rows } = await t.database.raw.query("select 1 from payments where user_id = $1", [
      user.uid,
    ]);
    expect(rows).toHaveLength(1);
  });

  it.each([
    ["negative", { amount: -100_000, currency: "NGN" }],
    ["zero", { amount: 0, currency: "NGN" }],
    ["fractional", { amount: 1000.5, currency: "NGN" }],
    ["a string", { amount: "100000", currency: "NGN" }],
    ["huge", { amount: 10 ** 15, currency: "NGN" }],
    ["unsafe", { amount: 2 ** 60, currency: "NGN" }],
    ["below the minimum", { amount: 9_999, currency: "NGN" }],
    ["a wrong currency", { amount: 100_000, currency: "EUR" }],
    ["a lower-case currency", { amount: 100_000, currency: "ngn" }],
  ])("refuses %s amounts with 400 and changes nothing", async (_label, payload) => {
    const user = await createTestUser(t.app, t.database);
    const res = await checkout(user, { provider: "sandbox", ...payload });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { code: string } }>().error.code).toMatch(/^(request|payment)\//);
    const { rows } = await t.database.raw.query("select 1 from payments where user_id = $1", [
      user.uid,
    ]);
    expect(rows).toHaveLength(0);
    expect(await walletBooks(t.database, user.uid)).toBeNull();
  });

  it("refuses a provider that is not configured", async () => {
    const user = await createTestUser(t.app, t.database);
    const res = await checkout(user, { amount: 100_000, currency: "NGN", provider: "paystack" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: "payment/provider-disabled" } });
  });

  it("anonymous callers get 401", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/mps/checkout",
      headers: { "idempotency-key": key() },
      payload: { amount: 100_000, currency: "NGN", provider: "sandbox" },
    });
    expect(res.statusCode).toBe(401);
  });
});
