import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestUser, createTestUser } from "../../../test/accounts.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";
import { walletBooks } from "../../../test/money-fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

async function startTopUp(user: TestUser, returnPath?: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/mps/checkout",
    headers: { cookie: user.cookie, "idempotency-key": `k-${randomUUID()}` },
    payload: { amount: 100_000, currency: "NGN", provider: "sandbox", returnPath },
  });
  expect(res.statusCode).toBe(201);
  const { reference, checkoutUrl } = res.json<{ reference: string; checkoutUrl: string }>();
  const { pathname, search } = new URL(checkoutUrl);
  return { reference, pagePath: `${pathname}${search}` };
}

const decide = (
  reference: string,
  decision: "approve" | "decline",
  options: { cookie?: string; query?: string; remoteAddress?: string; forwarded?: string } = {},
) =>
  t.app.inject({
    method: "POST",
    url: `/sandbox/checkout/${reference}/${decision}${options.query ?? ""}`,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.forwarded ? { "x-forwarded-for": options.forwarded } : {}),
    },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    payload: "",
  });

async function paymentStatus(reference: string): Promise<string> {
  const { rows } = await t.database.raw.query<{ status: string }>(
    "select status from payments where reference = $1",
    [reference],
  );
  return rows[0]!.status;
}

describe("sandbox checkout: who may approve", () => {
  it("answers only requests from this machine: 404 from elsewhere or through a proxy", async () => {
    const payer = await createTestUser(t.app, t.database);
    const { reference, pagePath } = await startTopUp(payer);
    const remote = { cookie: payer.cookie, remoteAddress: "192.0.2.7" };
    const page = await t.app.inject({
      url: pagePath,
      headers: { cookie: payer.cookie },
      remoteAddress: "192.0.2.7",
    });
    expect(page.statusCode).toBe(404);
    // The same answer as an unknown path.
    expect(page.json()).toMatchObject({ error: { code: "not_found" } });
    expect((await decide(reference, "approve", remote)).statusCode).toBe(404);
    const proxied = await decide(reference, "approve", {
      cookie: payer.cookie,
      forwarded: "192.0.2.7",
    });
    expect(proxied.statusCode).toBe(404);
    expect(await paymentStatus(reference)).toBe("pending");
    expect(await walletBooks(t.database, payer.uid)).toBeNull();
  });

  it("needs the payer's session: 401 signed out, 404 for someone else's payment", async () => {
    const payer = await createTestUser(t.app, t.database);
    const stranger = await createTestUser(t.app, t.database);
    const { reference, pagePath } = await startTopUp(payer);
    expect((await t.app.inject({ url: pagePath })).statusCode).toBe(401);
    const strangersPage = await t.app.inject({
      url: pagePath,
      headers: { cookie: stranger.cookie },
    });
    expect(strangersPage.statusCode).toBe(404);
    expect(strangersPage.body).not.toContain("Approve");
    expect((await decide(reference, "approve")).statusCode).toBe(401);
    expect((await decide(reference, "approve", { cookie: stranger.cookie })).statusCode).toBe(404);
    expect((await decide(reference, "decline", { cookie: stranger.cookie })).statusCode).toBe(404);
    expect(await paymentStatus(reference)).toBe("pending");
    expect(await walletBooks(t.database, payer.uid)).toBeNull();
    expect(await walletBooks(t.database, stranger.uid)).toBeNull();

    const own = await t.app.inject({ url: pagePath, headers: { cookie: payer.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain("Approve");
    expect((await decide(reference, "approve", { cookie: payer.cookie })).statusCode).toBe(303);
    expect(await walletBooks(t.database, payer.uid)).toMatchObject({ balance: 100_000 });
  });
});

describe("sandbox checkout: where it sends the payer back", () => {
  it.each(["//evil.example/x", "/\\evil.example", "https://evil.example/", "/\r\nSet-Cookie: x=1"])(
    "an unsafe return %s falls back to /my-membership",
    async (unsafe) => {
      const payer = await createTestUser(t.app, t.database);
      const { reference } = await startTopUp(payer);
      const query = `?return=${encodeURIComponent(unsafe)}`;
      const page = await t.app.inject({
        url: `/sandbox/checkout/${reference}${query}`,
        headers: { cookie: payer.cookie },
      });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`return=${encodeURIComponent("/my-membership")}`);
      expect(page.body).not.toContain("evil");
      const back = await decide(reference, "decline", { cookie: payer.cookie, query });
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe("/my-membership");
    },
  );

  it("a top-up started with returnPath //evil comes back to /my-membership", async () => {
    const payer = await createTestUser(t.app, t.database);
    const { reference, pagePath } = await startTopUp(payer, "//evil.example/x");
    expect(pagePath).not.toContain("evil");
    const page = await t.app.inject({ url: pagePath, headers: { cookie: payer.cookie } });
    const action = /action="([^"]+\/approve[^"]*)"/.exec(page.body)![1]!;
    const back = await t.app.inject({
      method: "POST",
      url: action.replaceAll("&#38;", "&"),
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: payer.cookie },
      payload: "",
    });
    expect(back.headers.location).toBe(`/my-membership?topup=${reference}`);
  });

  it("a safe return path is kept", async () => {
    const payer = await createTestUser(t.app, t.database);
    const { reference } = await startTopUp(payer);
    const back = await decide(reference, "decline", {
      cookie: payer.cookie,
      query: `?return=${encodeURIComponent("/view/kings-of-lagos?purchaseType=rent")}`,
    });
    expect(back.headers.location).toBe("/view/kings-of-lagos?purchaseType=rent");
  });
});
