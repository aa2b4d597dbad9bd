import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { buildClockedApp, createTestUser } from "../../../test/accounts.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";
import { fundWallet } from "../../../test/factories/wallet.ts";
import { playableTitles, walletBooks } from "../../../test/money-fixtures.ts";

let t: TestApp;
let titles: { ref: string; buy: number; rent: number }[];
beforeAll(async () => {
  t = await getTestApp();
  titles = await playableTitles(t.database);
});

const buy = (cookie: string, payload: unknown, key: string | null = `k-${randomUUID()}`) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/users/buy",
    headers: { cookie, ...(key ? { "idempotency-key": key } : {}) },
    payload: payload as object,
  });

describe("POST /api/v1/users/buy", () => {
  it("50 concurrent purchases over HTTP against a balance that covers one → exactly one succeeds", async () => {
    const user = await createTestUser(t.app, t.database);
    const fifty = titles.slice(0, 50);
    const cheapest = Math.min(...fifty.map((x) => x.buy));
    await fundWallet(t.database, user.uid, cheapest);
    const answers = await Promise.all(
      fifty.map((x) => buy(user.cookie, { ref: x.ref, kind: "buy" })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 402)).toHaveLength(49);
    const books = await walletBooks(t.database, user.uid);
    expect(books!.balance).toBeGreaterThanOrEqual(0);
    expect(books!.balance).toBe(books!.sum);
    expect(books!.entries).toBe(2);
  });

  it("too little balance → 402 wallet/insufficient-funds with the shortfall to top up", async () => {
    const user = await createTestUser(t.app, t.database);
    const title = titles[0]!;
    await fundWallet(t.database, user.uid, title.rent - 100);
    const res = await buy(user.cookie, { ref: title.ref, kind: "rent" });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      error: {
        code: "wallet/insufficient-funds",
        message: expect.any(String) as string,
        shortfall: { amount: 100, currency: "NGN" },
      },
    });
  });

  it("a retry with the same Idempotency-Key returns the first result and charges once", async () => {
    const user = await createTestUser(t.app, t.database);
    const title = titles[1]!;
    await fundWallet(t.database, user.uid, title.buy * 3);
    const key = `k-${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => buy(user.cookie, { ref: title.ref, kind: "buy" }, key)),
    );
    const ok = answers.filter((a) => a.statusCode === 201);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect([201, 409]).toContain(a.statusCode);
    const replay = await buy(user.cookie, { ref: title.ref, kind: "buy" }, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.json()).toEqual(ok[0]!.json());
    expect(await walletBooks(t.database, user.uid)).toMatchObject({
      balance: title.buy * 2,
      entries: 2,
    });
    const otherBody = await buy(user.cookie, { ref: titles[2]!.ref, kind: "buy" }, key);
    expect(otherBody.statusCode).toBe(409);
    expect((await buy(user.cookie, { ref: title.ref, kind: "buy" }, null)).statusCode).toBe(400);
  });

  it("refuses unknown titles, free titles and malformed bodies without charging", async () => {
    const user = await createTestUser(t.app, t.database);
    await fundWallet(t.database, user.uid, 1_000_000);
    expect((await buy(user.cookie, { ref: "no-such-title", kind: "buy" })).statusCode).toBe(404);
    expect((await buy(user.cookie, { ref: titles[0]!.ref, kind: "lease" })).statusCode).toBe(400);
    expect(
      (await buy(user.cookie, { ref: titles[0]!.ref, kind: "buy", amount: 1 })).statusCode,
    ).toBe(400);
    const { rows } = await t.database.raw.query<{ ref: string }>(
      "select ref from titles where is_free limit 1",
    );
    if (rows[0]) {
      expect((await buy(user.cookie, { ref: rows[0].ref, kind: "buy" })).statusCode).toBe(409);
    }
    expect(await walletBooks(t.database, user.uid)).toMatchObject({
      balance: 1_000_000,
      entries: 1,
    });
  });
});

describe("passes, collection and vouchers over HTTP", () => {
  it("lists the passes and rental terms, buys a pass, and shows it in purchases", async () => {
    const catalogue = await t.app.inject({ url: "/api/v1/users/bundle" });
    expect(catalogue.json()).toMatchObject({
      passes: [
        { slug: "weekend-pass", name: "Weekend Pass", durationHours: 72 },
        { slug: "monthly-membership", name: "Monthly Membership", durationHours: 720 },
      ],
      rental: { startDays: 30, windowHours: 48 },
    });
    const user = await createTestUser(t.app, t.database);
    await fundWallet(t.database, user.uid, 1_000_000);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/bundle",
      headers: { cookie: user.cookie, "idempotency-key": `k-${randomUUID()}` },
      payload: { pass: "weekend-pass" },
    });
    expect(res.statusCode).toBe(201);
    await buy(user.cookie, { ref: titles[3]!.ref, kind: "rent" });
    const mine = await t.app.inject({ url: "/api/v1/purchases", headers: { cookie: user.cookie } });
    expect(mine.json()).toMatchObject({
      owned: [],
      rented: [{ ref: titles[3]!.ref, state: "not-started", windowHours: 48 }],
      passes: [{ pass: { slug: "weekend-pass" }, state: "active" }],
    });
  });

  it("handleVoucherTransaction credits the wallet; retries are idempotent", async () => {
    const code = `HTTP${randomUUID().slice(0, 6)}`.toUpperCase();
    await t.database.raw.query(
      `insert into vouchers (code, kind, credit_minor, credit_currency, max_uses, expires_at)
       values ($1, 'credit', 25000, 'NGN', 5, now() + interval '30 days')`,
      [code],
    );
    const user = await createTestUser(t.app, t.database);
    const key = `k-${randomUUID()}`;
    const redeem = () =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/handleVoucherTransaction",
        headers: { cookie: user.cookie, "idempotency-key": key },
        payload: { code: code.toLowerCase() },
      });
    const first = await redeem();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      kind: "credit",
      balance: { amount: 25_000, currency: "NGN" },
    });
    expect((await redeem()).json()).toEqual(first.json());
    expect(await walletBooks(t.database, user.uid)).toMatchObject({ balance: 25_000, entries: 1 });
    const wallet = await t.app.inject({
      url: "/api/v1/users/wallet",
      headers: { cookie: user.cookie },
    });
    expect(wallet.json()).toMatchObject({
      wallet: { balance: 25_000, currency: "NGN" },
      ledger: { credits: 25_000, debits: 0, recent: [{ kind: "voucher", amount: 25_000 }] },
    });
  });

  it("every money route needs a session", async () => {
    for (const [method, url] of [
      ["GET", "/api/v1/users/wallet"],
      ["GET", "/api/v1/users/payments"],
      ["GET", "/api/v1/purchases"],
      ["POST", "/api/v1/users/buy"],
      ["POST", "/api/v1/users/bundle"],
      ["POST", "/api/v1/handleVoucherTransaction"],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { "idempotency-key": "k-anonymous-1" },
        payload: method === "POST" ? {} : undefined,
      });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe("rental windows over HTTP (injected clock)", () => {
  it("purchases shows the countdown data, then the expired state, with RENT_* from env", async () => {
    const { app, clock } = await buildClockedApp(t.database, {
      RENT_START_DAYS: "7",
      RENT_WINDOW_HOURS: "24",
    });
    try {
      const user = await createTestUser(app, t.database);
      const title = titles[4]!;
      await fundWallet(t.database, user.uid, title.rent);
      const bought = await app.inject({
        method: "POST",
        url: "/api/v1/users/buy",
        headers: { cookie: user.cookie, "idempotency-key": `k-${randomUUID()}` },
        payload: { ref: title.ref, kind: "rent" },
      });
      expect(bought.statusCode).toBe(201);
      const collection = async () =>
        (await app.inject({ url: "/api/v1/purchases", headers: { cookie: user.cookie } })).json<{
          rented: { state: string; startBy: string; windowHours: number }[];
          now: string;
        }>();
      const before = await collection();
      expect(before.rented[0]).toMatchObject({ state: "not-started", windowHours: 24 });
      expect(Date.parse(before.rented[0]!.startBy) - Date.parse(before.now)).toBe(7 * 86_400_000);
      clock.advance(7 * 86_400_000);
      const after = await collection();
      expect(after.rented[0]).toMatchObject({ state: "expired" });
      expect(after.now).toBe(clock.now().toISOString());
    } finally {
      await app.close();
    }
  });
});
