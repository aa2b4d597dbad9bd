import { randomUUID } from "node:crypto";
import type { AdminVoucherList, ApiError, AuditList, VoucherBatchResult } from "@tazama/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { withAdminAndViewer } from "../../../test/admin-and-viewer.ts";
import { type TestUser } from "../../../test/accounts.ts";
import type { TestApp } from "../../../test/harness.ts";

let t: TestApp;
let admin: TestUser;
let viewer: TestUser;
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString();
const prefix = () => `T${randomUUID().replace(/-/g, "").slice(0, 8).toUpperCase()}`;

const batch = (user: TestUser | null, payload: object) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/admin/vouchers/batch",
    headers: user ? { cookie: user.cookie } : {},
    payload,
  });
const list = async (query: string) => {
  const res = await t.app.inject({
    url: `/api/v1/admin/vouchers?${query}`,
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminVoucherList>();
};

beforeAll(async () => {
  ({ t, admin, viewer } = await withAdminAndViewer({ adminName: "Kwame Codes" }));
});

describe("the console's vouchers", () => {
  it("a batch of credit codes: distinct, readable, listed with their use, and audited", async () => {
    const p = prefix();
    const res = await batch(admin, {
      prefix: p,
      count: 25,
      maxUses: 2,
      expiresAt: inAMonth(),
      credit: { amount: 50_000, currency: "KES" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { codes } = res.json<VoucherBatchResult>();
    expect(new Set(codes).size).toBe(25);
    for (const code of codes) expect(code).toMatch(new RegExp(`^${p}[A-HJKMNP-Z2-9]{8}$`));

    // One is redeemed: its use shows.
    const redeemed = await t.app.inject({
      method: "POST",
      url: "/api/v1/handleVoucherTransaction",
      headers: { cookie: viewer.cookie, "idempotency-key": `k-${randomUUID()}` },
      payload: { code: codes[0]!.toLowerCase() },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);

    const found = await list(`q=${p}`);
    expect(found.total).toBe(25);
    const first = found.vouchers.find((v) => v.code === codes[0]);
    expect(first).toMatchObject({
      kind: "credit",
      credit: { amount: 50_000, currency: "KES" },
      title: null,
      uses: 1,
      maxUses: 2,
      state: "active",
    });
    expect((await list(`q=${p}&state=expired`)).total).toBe(0);

    const audit = await t.app.inject({
      url: "/api/v1/admin/audit?action=money.vouchers",
      headers: { cookie: admin.cookie },
    });
    const entry = audit.json<AuditList>().entries.find((e) => e.targetId === codes[0]);
    expect(entry).toMatchObject({ actorName: "Kwame Codes" });
    expect(entry?.after).toMatchObject({ prefix: p, count: 25, maxUses: 2 });
  });

  it("a title code shows its title; a used-up code is listed as used up", async () => {
    const p = prefix();
    const res = await batch(admin, {
      prefix: p,
      count: 1,
      maxUses: 1,
      expiresAt: inAMonth(),
      ref: "oshodi-overtime",
    });
    expect(res.statusCode, res.body).toBe(201);
    const [code] = res.json<VoucherBatchResult>().codes;
    const used = await t.app.inject({
      method: "POST",
      url: "/api/v1/handleVoucherTransaction",
      headers: { cookie: viewer.cookie, "idempotency-key": `k-${randomUUID()}` },
      payload: { code },
    });
    expect(used.statusCode, used.body).toBe(200);
    const { vouchers } = await list(`q=${p}&state=used-up`);
    expect(vouchers).toHaveLength(1);
    expect(vouchers[0]).toMatchObject({
      kind: "title",
      title: { ref: "oshodi-overtime" },
      uses: 1,
      state: "used-up",
    });
  });

  it("refuses bad batches with 4xx and non-admins with 401/403", async () => {
    const good = { prefix: prefix(), count: 2, maxUses: 1, expiresAt: inAMonth() };
    const cases: [object, number, string][] = [
      [
        { ...good, credit: { amount: 100, currency: "NGN" }, ref: "oshodi-overtime" },
        400,
        "request/invalid",
      ],
      [{ ...good }, 400, "request/invalid"],
      [{ ...good, count: 501, credit: { amount: 100, currency: "NGN" } }, 400, "request/invalid"],
      [
        { ...good, prefix: "no spaces", credit: { amount: 100, currency: "NGN" } },
        400,
        "request/invalid",
      ],
      [
        { ...good, expiresAt: "2020-01-01T00:00:00Z", credit: { amount: 100, currency: "NGN" } },
        400,
        "voucher/expiry-in-past",
      ],
      [{ ...good, ref: "no-such-film" }, 404, "catalogue/not-found"],
    ];
    for (const [payload, status, code] of cases) {
      const res = await batch(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json<ApiError>().error.code).toBe(code);
    }
    const valid = { ...good, credit: { amount: 100, currency: "NGN" } };
    expect((await batch(viewer, valid)).statusCode).toBe(403);
    expect((await batch(null, valid)).statusCode).toBe(401);
    const listed = await t.app.inject({
      url: "/api/v1/admin/vouchers",
      headers: { cookie: viewer.cookie },
    });
    expect(listed.statusCode).toBe(403);
  });
});
