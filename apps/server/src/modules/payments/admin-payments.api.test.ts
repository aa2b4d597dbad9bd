import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser } from "../../../test/accounts.ts";
import { fundWallet, walletBooks } from "../../../test/money-fixtures.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

/** Approves a sandbox checkout through its hosted page, as the payer would. */
async function approve(checkoutUrl: string) {
  const { pathname, search } = new URL(checkoutUrl);
  const page = await t.app.inject({ url: `${pathname}${search}` });
  const action = /action="([^"]+\/approve[^"]*)"/.exec(page.body)![1]!;
  return t.app.inject({
    method: "POST",
    url: action.replaceAll("&amp;", "&").replaceAll("&#38;", "&"),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "",
  });
}

describe("GET /api/v1/admin/payments", () => {
  it("lists flagged payments (nothing credited) for admins only; bad filters → 400", async () => {
    // A wallet in shillings topped up in naira: the provider says paid, we flag it, credit nothing.
    const payer = await createTestUser(t.app, t.database);
    await fundWallet(t.database, payer.uid, 10_000, "KES");
    const started = await t.app.inject({
      method: "POST",
      url: "/api/v1/mps/checkout",
      headers: { cookie: payer.cookie, "idempotency-key": `k-${randomUUID()}` },
      payload: { provider: "sandbox", amount: 50_000, currency: "NGN" },
    });
    expect(started.statusCode).toBe(201);
    const { reference, checkoutUrl } = started.json<{ reference: string; checkoutUrl: string }>();
    expect((await approve(checkoutUrl)).statusCode).toBeLessThan(400);
    expect(await walletBooks(t.database, payer.uid)).toMatchObject({ balance: 10_000, entries: 1 });

    const admin = await createTestUser(t.app, t.database, { role: "admin" });
    const list = await t.app.inject({
      url: "/api/v1/admin/payments?status=flagged",
      headers: { cookie: admin.cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers["cache-control"]).toBe("no-store");
    const flagged = list.json<{ payments: { reference: string; status: string }[] }>().payments;
    expect(flagged.every((p) => p.status === "flagged")).toBe(true);
    expect(flagged.find((p) => p.reference === reference)).toEqual({
      reference,
      provider: "sandbox",
      status: "flagged",
      amount: 50_000,
      currency: "NGN",
      user: { id: payer.uid, email: payer.email },
      flagReason: expect.stringContaining("KES") as string,
      createdAt: expect.any(String) as string,
      completedAt: expect.any(String) as string,
    });

    const byDefault = await t.app.inject({
      url: "/api/v1/admin/payments",
      headers: { cookie: admin.cookie },
    });
    expect(byDefault.json<{ payments: { reference: string }[] }>().payments).toContainEqual(
      expect.objectContaining({ reference }),
    );
    const viewer = await t.app.inject({
      url: "/api/v1/admin/payments?status=flagged",
      headers: { cookie: payer.cookie },
    });
    expect(viewer.statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/v1/admin/payments" })).statusCode).toBe(401);
    for (const query of ["status=stolen", "limit=0", "limit=abc", "extra=1"]) {
      const bad = await t.app.inject({
        url: `/api/v1/admin/payments?${query}`,
        headers: { cookie: admin.cookie },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error: { code: expect.any(String) as string } });
    }
  });
});
