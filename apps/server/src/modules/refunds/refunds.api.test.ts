import { randomUUID } from "node:crypto";
import type {
  AdminPurchases,
  ApiError,
  AuditList,
  PurchasesResponse,
  RefundResult,
} from "@tazama/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestUser, createTestUser } from "../../../test/accounts.ts";
import { fundWallet } from "../../../test/factories/wallet.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";
import { playableTitles, walletBooks } from "../../../test/money-fixtures.ts";

let t: TestApp;
let admin: TestUser;
let titles: Awaited<ReturnType<typeof playableTitles>>;

beforeAll(async () => {
  t = await getTestApp();
  titles = await playableTitles(t.database);
  admin = await createTestUser(t.app, t.database, { role: "admin", body: { name: "Ngozi Money" } });
});

const refund = (who: TestUser, payload: unknown, key = `k-${randomUUID()}`) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/admin/refunds",
    headers: { cookie: who.cookie, "idempotency-key": key },
    payload: payload as object,
  });
const purchasesOf = async (userId: string) =>
  (
    await t.app.inject({
      url: `/api/v1/admin/users/${userId}/purchases`,
      headers: { cookie: admin.cookie },
    })
  ).json<AdminPurchases>().purchases;

/** A viewer who bought (or rented) one title through the real API. */
async function buyer(kind: "buy" | "rent", index: number) {
  const viewer = await createTestUser(t.app, t.database);
  const title = titles[index]!;
  await fundWallet(t.database, viewer.uid, title.buy * 2);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/users/buy",
    headers: { cookie: viewer.cookie, "idempotency-key": `k-${randomUUID()}` },
    payload: { ref: title.ref, kind },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [purchase] = await purchasesOf(viewer.uid);
  return { viewer, title, purchase: purchase!, price: kind === "buy" ? title.buy : title.rent };
}

describe("refunds", () => {
  it("a part, then the rest: two refund movements, never more than was paid, and the last revokes it", async () => {
    const { viewer, title, purchase, price } = await buyer("buy", 0);
    expect(purchase).toMatchObject({ kind: "buy", refundableMinor: price, revoked: false });
    const before = (await walletBooks(t.database, viewer.uid))!;

    const part = Math.floor(price / 3);
    const first = await refund(admin, {
      purchaseId: purchase.id,
      amountMinor: part,
      reason: "Buffering all night",
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<RefundResult>()).toMatchObject({
      amountMinor: part,
      refundableMinor: price - part,
      revoked: false,
      balance: { amount: before.balance + part },
    });

    const tooMuch = await refund(admin, {
      purchaseId: purchase.id,
      amountMinor: price - part + 1,
      reason: "Again",
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json<ApiError>().error.code).toBe("refunds/too-much");

    const rest = await refund(admin, {
      purchaseId: purchase.id,
      amountMinor: price - part,
      reason: "Never played",
    });
    expect(rest.json<RefundResult>()).toMatchObject({ refundableMinor: 0, revoked: true });
    const after = (await walletBooks(t.database, viewer.uid))!;
    expect(after.balance).toBe(before.balance + price);
    expect(after.balance).toBe(after.sum);
    expect(after.entries).toBe(before.entries + 2);

    // Revoked: gone from My Collection, no longer watchable, and it may be bought again.
    const collection = (
      await t.app.inject({ url: "/api/v1/purchases", headers: { cookie: viewer.cookie } })
    ).json<PurchasesResponse>();
    expect(collection.owned.map((o) => o.ref)).not.toContain(title.ref);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/buy",
      headers: { cookie: viewer.cookie, "idempotency-key": `k-${randomUUID()}` },
      payload: { ref: title.ref, kind: "buy" },
    });
    expect(again.statusCode, again.body).toBe(201);

    const audit = (
      await t.app.inject({
        url: `/api/v1/admin/audit?targetId=${viewer.uid}&action=money`,
        headers: { cookie: admin.cookie },
      })
    ).json<AuditList>();
    expect(audit.entries).toHaveLength(2);
    expect(audit.entries[0]).toMatchObject({
      action: "money.refund",
      actorName: "Ngozi Money",
      after: { reason: "Never played", revoked: true },
    });
  });

  it("a retried request with the same key refunds once", async () => {
    const { viewer, purchase, price } = await buyer("rent", 1);
    const before = (await walletBooks(t.database, viewer.uid))!;
    const key = `k-${randomUUID()}`;
    const body = { purchaseId: purchase.id, amountMinor: price, reason: "Stream kept failing" };
    const [a, b] = [await refund(admin, body, key), await refund(admin, body, key)];
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.headers["idempotent-replayed"]).toBe("true");
    expect(b.json<RefundResult>().id).toBe(a.json<RefundResult>().id);
    const after = (await walletBooks(t.database, viewer.uid))!;
    expect(after.balance).toBe(before.balance + price);
    expect(after.entries).toBe(before.entries + 1);
  });

  it("ten admins refunding the whole price at once: one refund, nine refusals, the books agree", async () => {
    const { viewer, purchase, price } = await buyer("buy", 2);
    const before = (await walletBooks(t.database, viewer.uid))!;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        refund(admin, { purchaseId: purchase.id, amountMinor: price, reason: "Double charge" }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    const after = (await walletBooks(t.database, viewer.uid))!;
    expect(after.balance).toBe(before.balance + price);
    expect(after.balance).toBe(after.sum);
  });

  it("refuses what cannot be refunded, bad input, and viewers", async () => {
    const { viewer, purchase } = await buyer("buy", 3);
    const bad = [
      { purchaseId: purchase.id, amountMinor: 0, reason: "Zero" },
      { purchaseId: purchase.id, amountMinor: 1.5, reason: "Half" },
      { purchaseId: purchase.id, amountMinor: 100, reason: "" },
      { purchaseId: "not-a-uuid", amountMinor: 100, reason: "Bad id" },
    ];
    for (const payload of bad) expect((await refund(admin, payload)).statusCode).toBe(400);
    const missing = await refund(admin, {
      purchaseId: randomUUID(),
      amountMinor: 1,
      reason: "Nobody",
    });
    expect(missing.statusCode).toBe(404);
    const asViewer = await refund(viewer, {
      purchaseId: purchase.id,
      amountMinor: 1,
      reason: "Myself",
    });
    expect(asViewer.statusCode).toBe(403);
    const noKey = await t.app.inject({
      method: "POST",
      url: "/api/v1/admin/refunds",
      headers: { cookie: admin.cookie },
      payload: { purchaseId: purchase.id, amountMinor: 1, reason: "No key" },
    });
    expect(noKey.statusCode).toBe(400);
    expect((await purchasesOf(viewer.uid))[0]).toMatchObject({ refundedMinor: 0 });
    const wallet = await t.app.inject({
      url: `/api/v1/admin/users/${viewer.uid}/wallet`,
      headers: { cookie: viewer.cookie },
    });
    expect(wallet.statusCode).toBe(403);
  });
});
