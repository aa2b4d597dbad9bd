import { randomUUID } from "node:crypto";
import type {
  AdminPass,
  AdminPassList,
  ApiError,
  AuditList,
  PassCatalogue,
} from "@tazama/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { withAdminAndViewer } from "../../../test/admin-and-viewer.ts";
import {
  type InjectMethod,
  type TestUser,
  createTestUser,
  injectAs,
} from "../../../test/accounts.ts";
import { fundWallet } from "../../../test/factories/wallet.ts";
import type { TestApp } from "../../../test/harness.ts";

let t: TestApp;
let admin: TestUser;
let viewer: TestUser;
const suffix = randomUUID().slice(0, 6);

beforeAll(async () => {
  ({ t, admin, viewer } = await withAdminAndViewer({ adminName: "Pass Keeper" }));
});

type Method = InjectMethod;
const call = (user: TestUser | null, method: Method, url: string, payload?: object) =>
  injectAs(t.app)(user, method, url, payload);
const onSale = async () =>
  (await t.app.inject({ url: "/api/v1/users/bundle" })).json<PassCatalogue>().passes;
const buyPass = (user: TestUser, slug: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/users/bundle",
    headers: { cookie: user.cookie, "idempotency-key": `k-${randomUUID()}` },
    payload: { pass: slug, currency: "NGN" },
  });

describe("the console's passes", () => {
  it("viewers get 403 and nobody signed in 401", async () => {
    const routes: [Method, string, object?][] = [
      ["GET", "/api/v1/admin/passes"],
      ["POST", "/api/v1/admin/passes", { name: "Sneaky Pass", durationHours: 24 }],
      ["PATCH", "/api/v1/admin/passes/weekend-pass", { prices: [] }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(viewer, method, url, payload)).statusCode, url).toBe(403);
      expect((await call(null, method, url, payload)).statusCode, url).toBe(401);
    }
  });

  it("lists the demo passes with their prices, on sale", async () => {
    const res = await call(admin, "GET", "/api/v1/admin/passes");
    expect(res.statusCode).toBe(200);
    const { passes } = res.json<AdminPassList>();
    expect(passes.length).toBeGreaterThanOrEqual(2);
    for (const pass of passes.filter((p) => p.onSale)) {
      expect(pass.prices.length).toBeGreaterThan(0);
      expect((await onSale()).map((p) => p.slug)).toContain(pass.slug);
    }
  });

  it("a new pass goes on sale with its price, sells for its length, and leaves sale without one", async () => {
    const name = `Harmattan Pass ${suffix}`;
    const made = await call(admin, "POST", "/api/v1/admin/passes", {
      name,
      durationHours: 72,
      prices: [{ currency: "NGN", amountMinor: 150_000 }],
    });
    expect(made.statusCode).toBe(201);
    const pass = made.json<AdminPass>();
    expect(pass).toMatchObject({ name, durationHours: 72, onSale: true, sold: 0 });
    // Listed after the passes there were.
    const all = (await call(admin, "GET", "/api/v1/admin/passes")).json<AdminPassList>().passes;
    expect(all.at(-1)?.slug).toBe(pass.slug);
    expect(pass.slug).toBe(`harmattan-pass-${suffix}`);
    const listed = (await onSale()).find((p) => p.slug === pass.slug);
    expect(listed).toMatchObject({ durationHours: 72, prices: [{ amount: 150_000 }] });

    const buyer = await createTestUser(t.app, t.database);
    await fundWallet(t.database, buyer.uid, 1_000_000);
    expect((await buyPass(buyer, pass.slug)).statusCode).toBe(201);

    // Longer from now on; taken off sale: the pass sold keeps running, no one else can buy it.
    const changed = await call(admin, "PATCH", `/api/v1/admin/passes/${pass.slug}`, {
      durationHours: 96,
      prices: [],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<AdminPass>()).toMatchObject({
      durationHours: 96,
      onSale: false,
      sold: 1,
      running: 1,
    });
    expect((await onSale()).map((p) => p.slug)).not.toContain(pass.slug);
    const late = await createTestUser(t.app, t.database);
    await fundWallet(t.database, late.uid, 1_000_000);
    const refused = await buyPass(late, pass.slug);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiError>().error.code).toBe("purchase/not-for-sale");
    expect(
      (
        await t.app.inject({ url: "/api/v1/users/wallet", headers: { cookie: late.cookie } })
      ).json(),
    ).toMatchObject({ wallet: { balance: 1_000_000 } });

    const audit = await call(admin, "GET", `/api/v1/admin/audit?targetId=${pass.slug}`);
    const actions = audit.json<AuditList>().entries.map((e) => [e.action, e.actorName]);
    expect(actions).toEqual([
      ["pass.prices", "Pass Keeper"],
      ["pass.create", "Pass Keeper"],
    ]);
    const entry = audit.json<AuditList>().entries[0]!;
    expect(entry.before).toEqual({
      durationHours: 72,
      prices: [{ currency: "NGN", amountMinor: 150_000 }],
    });
    expect(entry.after).toEqual({ durationHours: 96, prices: [] });
  });

  it("refuses a second pass of the same name, an unknown pass and bad prices, clearly", async () => {
    const name = `Festival Pass ${suffix}`;
    expect(
      (await call(admin, "POST", "/api/v1/admin/passes", { name, durationHours: 24 })).statusCode,
    ).toBe(201);
    const again = await call(admin, "POST", "/api/v1/admin/passes", {
      name: name.toUpperCase(),
      durationHours: 48,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError>().error.code).toBe("passes/name-taken");
    const missing = await call(admin, "PATCH", "/api/v1/admin/passes/no-such-pass", {
      name: "Anything",
    });
    expect(missing.statusCode).toBe(404);
    const bad: object[] = [
      { name, durationHours: 0 },
      { name, durationHours: 24, prices: [{ currency: "NGN", amountMinor: -5 }] },
      {
        name,
        durationHours: 24,
        prices: [
          { currency: "NGN", amountMinor: 500 },
          { currency: "NGN", amountMinor: 600 },
        ],
      },
      { name: "x", durationHours: 24 },
    ];
    for (const body of bad) {
      const res = await call(admin, "POST", "/api/v1/admin/passes", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<ApiError>().error.message).toBeTruthy();
    }
  });
});
