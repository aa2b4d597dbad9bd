import { randomUUID } from "node:crypto";
import {
  purchasesResponseSchema,
  receiptsResponseSchema,
  seriesBundlePricesSchema,
  seriesBundleResponseSchema,
  seriesResponseSchema,
} from "@tazama/contracts";
import { schema } from "@tazama/db";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser } from "../../../test/accounts.ts";
import { makeSeries } from "../../../test/factories/series.ts";
import { fundWallet } from "../../../test/factories/wallet.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";
import { walletBooks } from "../../../test/money-fixtures.ts";

type Res = Awaited<ReturnType<TestApp["app"]["inject"]>>;
const errorOf = (res: Res) =>
  res.json<{ error: { code: string; message: string; shortfall?: unknown } }>().error;
const resultOf = (res: Res) => seriesBundleResponseSchema.parse(res.json());

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await getTestApp();
  admin = (await createTestUser(t.app, t.database, { role: "admin" })).cookie;
});

const setBundle = (ref: string, prices: unknown, cookie = admin) =>
  t.app.inject({
    method: "PUT",
    url: `/api/v1/admin/series/${ref}/bundle`,
    headers: { cookie },
    payload: { prices } as object,
  });

const buyBundle = (cookie: string, payload: object, key = `k-${randomUUID()}`) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/users/series-bundle",
    headers: { cookie, "idempotency-key": key },
    payload,
  });

const buyEpisode = (cookie: string, ref: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/users/buy",
    headers: { cookie, "idempotency-key": `k-${randomUUID()}` },
    payload: { ref, kind: "buy" },
  });

async function bundleEntitlements(userId: string) {
  return t.database.db
    .select()
    .from(schema.entitlements)
    .where(eq(schema.entitlements.userId, userId));
}

describe("series bundle prices (admin)", () => {
  it("sets, reads and clears a bundle, each price below its episodes bought one by one", async () => {
    const series = await makeSeries(t.database, { count: 4, buy: 40_000 });
    const set = await setBundle(series.ref, [{ currency: "NGN", amount: 120_000 }]);
    expect(set.statusCode).toBe(200);
    expect(seriesBundlePricesSchema.parse(set.json())).toEqual({
      prices: [{ currency: "NGN", amount: 120_000, separately: 160_000 }],
    });
    const page = await t.app.inject({ url: `/api/v1/series/${series.ref}` });
    expect(seriesResponseSchema.parse(page.json()).series.bundle).toEqual([
      { currency: "NGN", amount: 120_000 },
    ]);
    expect(seriesResponseSchema.parse(page.json()).series.episodes.map((e) => e.ref)).toEqual(
      series.episodes,
    );
    expect((await setBundle(series.ref, [])).json<unknown>()).toEqual({ prices: [] });
    const after = await t.app.inject({ url: `/api/v1/series/${series.ref}` });
    expect(seriesResponseSchema.parse(after.json()).series.bundle).toEqual([]);
  });

  it("refuses a bundle that is not cheaper, a currency with no episode price, and viewers", async () => {
    const series = await makeSeries(t.database, { count: 3, buy: 40_000 });
    const equal = await setBundle(series.ref, [{ currency: "NGN", amount: 120_000 }]);
    expect(equal.statusCode).toBe(400);
    expect(errorOf(equal)).toEqual({
      code: "catalogue/bundle-not-cheaper",
      message: "The NGN bundle must cost less than its episodes bought one by one (₦1,200).",
    });
    const kes = await setBundle(series.ref, [{ currency: "KES", amount: 100 }]);
    expect(errorOf(kes).code).toBe("catalogue/bundle-not-cheaper");
    const twice = await setBundle(series.ref, [
      { currency: "NGN", amount: 1_000 },
      { currency: "NGN", amount: 2_000 },
    ]);
    expect(twice.statusCode).toBe(400);
    const viewer = await createTestUser(t.app, t.database);
    const refused = await setBundle(
      series.ref,
      [{ currency: "NGN", amount: 1_000 }],
      viewer.cookie,
    );
    expect(refused.statusCode).toBe(403);
    expect((await setBundle("no-such-series", [])).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/api/v1/series/no-such-series" })).statusCode).toBe(404);
  });
});

describe("POST /api/v1/users/series-bundle", () => {
  it("buys every episode in one ledger movement, entitlements adding up to the price", async () => {
    const series = await makeSeries(t.database, { count: 4, buy: 40_000 });
    await setBundle(series.ref, [{ currency: "NGN", amount: 120_000 }]);
    const user = await createTestUser(t.app, t.database);
    await fundWallet(t.database, user.uid, 150_000);
    const res = await buyBundle(user.cookie, {
      series: series.ref,
      amount: 120_000,
      currency: "NGN",
    });
    expect(res.statusCode).toBe(201);
    expect(resultOf(res)).toEqual({
      episodes: series.episodes,
      amount: 120_000,
      currency: "NGN",
      balance: { amount: 30_000, currency: "NGN" },
    });
    expect(await walletBooks(t.database, user.uid)).toEqual({
      balance: 30_000,
      sum: 30_000,
      entries: 2,
    });
    const granted = await bundleEntitlements(user.uid);
    expect(granted).toHaveLength(4);
    expect(granted.every((e) => e.kind === "buy" && e.bundleId !== null)).toBe(true);
    expect(granted.reduce((sum, e) => sum + e.amountMinor, 0)).toBe(120_000);
    const again = await buyBundle(user.cookie, {
      series: series.ref,
      amount: 120_000,
      currency: "NGN",
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe("purchase/already-owned");
    // One line in the receipts, read out as a purchase.
    const receipts = receiptsResponseSchema.parse(
      (
        await t.app.inject({ url: "/api/v1/users/payments", headers: { cookie: user.cookie } })
      ).json(),
    ).receipts;
    const line = receipts.find((r) => r.description === `Bought ${series.title}: 4 episodes`);
    expect(line).toMatchObject({ amount: -120_000, status: "succeeded" });
    expect(line?.reference).toMatch(/^P-[0-9A-F]{8}$/);
    // Every episode now plays for the buyer.
    const collection = await t.app.inject({
      url: "/api/v1/purchases",
      headers: { cookie: user.cookie },
    });
    const owned = purchasesResponseSchema.parse(collection.json()).owned.map((e) => e.ref);
    for (const ref of series.episodes) expect(owned).toContain(ref);
  });

  it("charges less for the episodes still missing, and refuses the old price", async () => {
    const series = await makeSeries(t.database, { count: 4, buy: 40_000 });
    await setBundle(series.ref, [{ currency: "NGN", amount: 120_000 }]);
    const user = await createTestUser(t.app, t.database);
    await fundWallet(t.database, user.uid, 200_000);
    expect((await buyEpisode(user.cookie, series.episodes[0]!)).statusCode).toBe(201);
    const stale = await buyBundle(user.cookie, {
      series: series.ref,
      amount: 120_000,
      currency: "NGN",
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale)).toEqual({
      code: "purchase/price-changed",
      message: `The price of ${series.title} is now ₦900. Check it and try again.`,
    });
    const res = await buyBundle(user.cookie, {
      series: series.ref,
      amount: 90_000,
      currency: "NGN",
    });
    expect(res.statusCode).toBe(201);
    expect(resultOf(res).episodes).toEqual(series.episodes.slice(1));
    expect(await walletBooks(t.database, user.uid)).toEqual({
      balance: 200_000 - 40_000 - 90_000,
      sum: 200_000 - 40_000 - 90_000,
      entries: 3,
    });
  });

  it("leaves out an episode whose film is not ready", async () => {
    const series = await makeSeries(t.database, { count: 4, buy: 40_000, unplayable: [4] });
    await setBundle(series.ref, [{ currency: "NGN", amount: 100_000 }]);
    const user = await createTestUser(t.app, t.database);
    await fundWallet(t.database, user.uid, 100_000);
    const res = await buyBundle(user.cookie, {
      series: series.ref,
      amount: 100_000,
      currency: "NGN",
    });
    expect(res.statusCode).toBe(201);
    expect(resultOf(res).episodes).toEqual(series.episodes.slice(0, 3));
  });

  it("too little in the wallet → 402 with the shortfall, nothing granted", async () => {
    const series = await makeSeries(t.database, { count: 4, buy: 40_000 });
    await setBundle(series.ref, [{ currency: "NGN", amount: 120_000 }]);
    const user = await createTestUser(t.app, t.database);
    await fundWallet(t.database, user.uid, 20_000);
    const res = await buyBundle(user.cookie, {
      series: series.ref,
      amount: 120_000,
      currency: "NGN",
    });
    expect(res.statusCode).toBe(402);
    expect(errorOf(res).shortfall).toEqual({ amount: 100_000, currency: "NGN" });
    expect(await bundleEntitlements(user.uid)).toEqual([]);
    expect(await walletBooks(t.database, user.uid)).toMatchObject({ balance: 20_000, entries: 1 });
    const empty = await createTestUser(t.app, t.database);
    const noWallet = await buyBundle(empty.cookie, {
      series: series.ref,
      amount: 120_000,
      currency: "NGN",
    });
    expect(noWallet.statusCode).toBe(402);
    expect(errorOf(noWallet).shortfall).toEqual({ amount: 120_000, currency: "NGN" });
  });

  it("concurrent retries with one key charge once; concurrent keys sell once", async () => {
    const series = await makeSeries(t.database, { count: 4, buy: 40_000 });
    await setBundle(series.ref, [{ currency: "NGN", amount: 120_000 }]);
    const user = await createTestUser(t.app, t.database);
    await fundWallet(t.database, user.uid, 500_000);
    const body = { series: series.ref, amount: 120_000, currency: "NGN" };
    const key = `k-${randomUUID()}`;
    const sameKey = await Promise.all(
      Array.from({ length: 4 }, () => buyBundle(user.cookie, body, key)),
    );
    for (const a of sameKey) expect([201, 409]).toContain(a.statusCode);
    const otherKeys = await Promise.all(
      Array.from({ length: 4 }, () => buyBundle(user.cookie, body)),
    );
    expect(otherKeys.filter((a) => a.statusCode === 201)).toHaveLength(0);
    expect(await walletBooks(t.database, user.uid)).toEqual({
      balance: 380_000,
      sum: 380_000,
      entries: 2,
    });
    expect(await bundleEntitlements(user.uid)).toHaveLength(4);
  });

  it("refuses a series with no bundle, a wallet in another currency, and bad bodies", async () => {
    const series = await makeSeries(t.database, { count: 2, buy: 40_000 });
    const user = await createTestUser(t.app, t.database);
    await fundWallet(t.database, user.uid, 100_000);
    const none = await buyBundle(user.cookie, { series: series.ref, amount: 1, currency: "NGN" });
    expect(none.statusCode).toBe(409);
    expect(errorOf(none).code).toBe("purchase/not-for-sale");
    await setBundle(series.ref, [{ currency: "NGN", amount: 60_000 }]);
    const usd = await buyBundle(user.cookie, {
      series: series.ref,
      amount: 60_000,
      currency: "USD",
    });
    expect(usd.statusCode).toBe(409);
    expect(errorOf(usd).code).toBe("purchase/price-changed");
    for (const payload of [
      {},
      { series: "Not A Ref", amount: 1, currency: "NGN" },
      { series: series.ref, amount: -5, currency: "NGN" },
      { series: series.ref, amount: 1.5, currency: "NGN" },
      { series: series.ref, amount: 1, currency: "EUR" },
      { series: series.ref, amount: 1, currency: "NGN", user_id: "x" },
    ]) {
      const res = await buyBundle(user.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const missing = await buyBundle(user.cookie, { series: "nope", amount: 1, currency: "NGN" });
    expect(missing.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/series-bundle",
      headers: { "idempotency-key": "k-anon" },
      payload: { series: series.ref, amount: 60_000, currency: "NGN" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await walletBooks(t.database, user.uid)).toMatchObject({ balance: 100_000 });
  });
});
