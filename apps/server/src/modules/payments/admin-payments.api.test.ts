import type { AdminPayments } from "@tazama/contracts";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestUser, createTestUser } from "../../../test/accounts.ts";
import { walletBooks } from "../../../test/money-fixtures.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

/** Starts a sandbox top-up as the payer. */
async function startTopUp(payer: TestUser, amount: number, currency: "NGN" | "KES") {
  const started = await t.app.inject({
    method: "POST",
    url: "/api/v1/mps/checkout",
    headers: { cookie: payer.cookie, "idempotency-key": `k-${randomUUID()}` },
    payload: { provider: "sandbox", amount, currency },
  });
  expect(started.statusCode).toBe(201);
  return started.json<{ reference: string; checkoutUrl: string }>();
}

/** Approves a sandbox checkout through its hosted page, as the signed-in payer would. */
async function approve(payer: TestUser, checkoutUrl: string) {
  const { pathname, search } = new URL(checkoutUrl);
  const page = await t.app.inject({
    url: `${pathname}${search}`,
    headers: { cookie: payer.cookie },
  });
  const action = /action="([^"]+\/approve[^"]*)"/.exec(page.body)![1]!;
  return t.app.inject({
    method: "POST",
    url: action.replaceAll("&amp;", "&").replaceAll("&#38;", "&"),
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: payer.cookie },
    payload: "",
  });
}

describe("GET /api/v1/admin/payments", () => {
  it("lists flagged payments (nothing credited) for admins only; bad filters → 400", async () => {
    // Two top-ups started before the wallet existed (both allowed), in naira and in shillings:
    // the shillings one opens the wallet, so the naira one is flagged when paid, nothing credited.
    const payer = await createTestUser(t.app, t.database);
    const { reference, checkoutUrl } = await startTopUp(payer, 50_000, "NGN");
    const shillings = await startTopUp(payer, 10_000, "KES");
    expect((await approve(payer, shillings.checkoutUrl)).statusCode).toBe(303);
    expect((await approve(payer, checkoutUrl)).statusCode).toBe(303);
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
    // Any state unless asked: flagged first, then the newest; a provider and days narrow it.
    const all = (
      await t.app.inject({
        url: "/api/v1/admin/payments?limit=200",
        headers: { cookie: admin.cookie },
      })
    ).json<AdminPayments>();
    const statuses = all.payments.map((p) => p.status);
    expect(statuses[0]).toBe("flagged");
    const firstOther = statuses.findIndex((s) => s !== "flagged");
    expect(firstOther).toBeGreaterThan(0);
    expect(statuses.slice(firstOther)).not.toContain("flagged");
    expect(all.payments.map((p) => p.reference)).toContain(shillings.reference);
    expect(all.total).toBeGreaterThanOrEqual(2);
    const today = new Date().toISOString().slice(0, 10);
    const narrowed = (
      await t.app.inject({
        url: `/api/v1/admin/payments?provider=sandbox&from=${today}&to=${today}&status=succeeded`,
        headers: { cookie: admin.cookie },
      })
    ).json<AdminPayments>();
    expect(narrowed.payments.map((p) => p.reference)).toContain(shillings.reference);
    expect(
      narrowed.payments.every((p) => p.provider === "sandbox" && p.status === "succeeded"),
    ).toBe(true);
    const theirs = (
      await t.app.inject({
        url: `/api/v1/admin/payments?userId=${payer.uid}`,
        headers: { cookie: admin.cookie },
      })
    ).json<AdminPayments>();
    expect(theirs.payments.map((p) => p.reference).sort()).toEqual(
      [reference, shillings.reference].sort(),
    );
    expect(theirs.payments[0]!.status).toBe("flagged");
    const before = (
      await t.app.inject({
        url: "/api/v1/admin/payments?to=2020-01-01",
        headers: { cookie: admin.cookie },
      })
    ).json<AdminPayments>();
    expect(before).toMatchObject({ payments: [], total: 0 });

    for (const query of [
      "status=stolen",
      "limit=0",
      "limit=abc",
      "extra=1",
      "from=2026-13-45",
      "to=yesterday",
      "provider=cash",
      "page=0",
    ]) {
      const bad = await t.app.inject({
        url: `/api/v1/admin/payments?${query}`,
        headers: { cookie: admin.cookie },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error: { code: expect.any(String) as string } });
    }
  });
});
