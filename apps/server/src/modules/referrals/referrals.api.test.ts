import { randomUUID } from "node:crypto";
import type { ApiError, RewardsResponse, UserResponse } from "@tazama/contracts";
import type { Database } from "@tazama/db";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type TestUser,
  buildClockedApp,
  createTestUser,
  uniqueEmail,
} from "../../../test/accounts.ts";
import { provePhone } from "../../../test/factories/viewer.ts";
import { fundWallet } from "../../../test/factories/wallet.ts";
import { getTestApp } from "../../../test/harness.ts";
import { playableTitles, walletBooks } from "../../../test/money-fixtures.ts";
import type { ManualClock } from "../../lib/clock.ts";
import { lockWallet, moneyTransaction, postMovement } from "../ledger/ledger.public.ts";

const DAY = 24 * 60 * 60 * 1000;
const REWARD = 100_000; // NGN 1,000 each side (REFERRAL_DEFAULTS)

let database: Database;
let app: FastifyInstance;
let clock: ManualClock;
let titles: { ref: string; buy: number; rent: number }[];
let admin: TestUser;

beforeAll(async () => {
  ({ database } = await getTestApp());
  ({ app, clock } = await buildClockedApp(database, {
    PUBLIC_URL: "https://tazama.test",
    REFERRAL_CAP_PER_YEAR: "2",
  }));
  titles = await playableTitles(database, "NGN", 25);
  admin = await createTestUser(app, database, { role: "admin" });
});
afterAll(async () => {
  await app.close();
});

const codeOf = async (user: TestUser) =>
  (
    await app.inject({ url: "/api/v1/users/me", headers: { cookie: user.cookie } })
  ).json<UserResponse>().user.affiliateCode;
const joinWith = (code: string, email?: string) =>
  createTestUser(app, database, { body: { affiliateCodeUsed: code, ...(email && { email }) } });
const rent = (user: TestUser, ref: string) =>
  app.inject({
    method: "POST",
    url: "/api/v1/users/buy",
    headers: { cookie: user.cookie, "idempotency-key": randomUUID() },
    payload: { ref, kind: "rent" },
  });
async function firstPurchase(user: TestUser, title = titles[0]!) {
  await fundWallet(database, user.uid, title.rent);
  expect((await rent(user, title.ref)).statusCode).toBe(201);
}
const rewards = async (user: TestUser) =>
  (
    await app.inject({ url: "/api/v1/users/rewards", headers: { cookie: user.cookie } })
  ).json<RewardsResponse>();
const rows = async (refereeId: string) =>
  (
    await database.raw.query<{ status: string; flags: string[]; referrer_capped: boolean }>(
      "select status, flags, referrer_capped from referral_rewards where referee_id = $1",
      [refereeId],
    )
  ).rows;
const referralEntries = async (userId: string) =>
  (
    await database.raw.query<{ amount: string; reference: string; description: string }>(
      `select l.amount_minor::text as amount, l.reference, l.description from ledger_entries l
         join wallets w on w.id = l.wallet_id where w.user_id = $1 and l.kind = 'referral'`,
      [userId],
    )
  ).rows;

describe("referral rewards", () => {
  it("nothing at sign-up; the first paid purchase holds a reward 7 days, then pays both sides once", async () => {
    const referrer = await createTestUser(app, database);
    const code = await codeOf(referrer);
    const friend = await joinWith(code);
    await provePhone(database, friend.uid);
    expect((await rewards(referrer)).friends).toMatchObject([
      { status: "joined", releaseAt: null },
    ]);
    expect(await rows(friend.uid)).toEqual([]);

    await firstPurchase(friend);
    expect(await rows(friend.uid)).toMatchObject([{ status: "held", flags: [] }]);
    const mine = await rewards(referrer);
    expect(mine).toMatchObject({
      code,
      link: `https://tazama.test/r/${code}`,
      offer: {
        you: { amount: REWARD, currency: "NGN" },
        friend: { amount: REWARD, currency: "NGN" },
      },
      holdDays: 7,
      held: [{ amount: REWARD, currency: "NGN" }],
      paid: [],
    });
    expect(mine.friends[0]).toMatchObject({ status: "held", waitingForPhone: false });
    expect(Date.parse(mine.friends[0]!.releaseAt!) - clock.now().getTime()).toBe(7 * DAY);
    expect((await rewards(friend)).welcome).toMatchObject({ status: "held" });

    clock.advance(7 * DAY - 60_000);
    await app.referrals.sweep();
    expect(await referralEntries(referrer.uid)).toEqual([]);
    clock.advance(60_000);
    await app.referrals.sweep();
    await app.referrals.sweep();
    expect(await rows(friend.uid)).toMatchObject([{ status: "paid" }]);
    const entries = await referralEntries(referrer.uid);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      amount: String(REWARD),
      description: "Referral reward: Amina W. joined with your code",
    });
    expect(entries[0]!.reference).toMatch(/^referral:[0-9a-f-]+:referrer$/);
    expect(await walletBooks(database, referrer.uid)).toEqual({
      balance: REWARD,
      sum: REWARD,
      entries: 1,
    });
    const friendBooks = (await walletBooks(database, friend.uid))!;
    expect(friendBooks).toEqual({ balance: REWARD, sum: REWARD, entries: 3 });
    expect((await rewards(referrer)).paid).toEqual([{ amount: REWARD, currency: "NGN" }]);

    // A second purchase is not a first one.
    await firstPurchase(friend, titles[1]);
    await app.referrals.sweep();
    expect(await referralEntries(friend.uid)).toHaveLength(1);
  });

  it("20 concurrent first purchases make one reward", async () => {
    const referrer = await createTestUser(app, database);
    const friend = await joinWith(await codeOf(referrer));
    const twenty = titles.slice(0, 20);
    await fundWallet(
      database,
      friend.uid,
      twenty.reduce((sum, t) => sum + t.rent, 0),
    );
    const results = await Promise.all(twenty.map((t) => rent(friend, t.ref)));
    expect(results.map((r) => r.statusCode)).toEqual(twenty.map(() => 201));
    await Promise.all(twenty.map(() => app.referrals.purchaseSettled(friend.uid)));
    expect(await rows(friend.uid)).toHaveLength(1);
  });

  it("a refund in the hold window cancels it; an unproven phone makes it wait", async () => {
    const referrer = await createTestUser(app, database);
    const code = await codeOf(referrer);
    const refunded = await joinWith(code);
    await provePhone(database, refunded.uid);
    await firstPurchase(refunded);
    await moneyTransaction(database.db, async (tx) => {
      const wallet = (await lockWallet(tx, refunded.uid))!;
      await postMovement(tx, wallet, {
        amountMinor: titles[0]!.rent,
        kind: "refund",
        reference: `test-refund:${randomUUID()}`,
        description: "Refund",
      });
    });
    const unproven = await joinWith(code);
    await firstPurchase(unproven);
    clock.advance(7 * DAY);
    await app.referrals.sweep();
    expect(await rows(refunded.uid)).toMatchObject([{ status: "cancelled" }]);
    expect(await rows(unproven.uid)).toMatchObject([{ status: "held" }]);
    const list = (await rewards(referrer)).friends;
    expect(list.map((f) => [f.status, f.waitingForPhone])).toEqual([
      ["held", true],
      ["cancelled", false],
    ]);
    await provePhone(database, unproven.uid);
    await app.referrals.sweep();
    expect(await rows(unproven.uid)).toMatchObject([{ status: "paid" }]);
    expect(await referralEntries(refunded.uid)).toEqual([]);
  });

  it("one person on both sides waits for an admin, who approves or rejects", async () => {
    const local = `amina.${randomUUID().slice(0, 8)}`;
    const referrer = await createTestUser(app, database, {
      body: { email: `${local}@example.test` },
    });
    const code = await codeOf(referrer);
    const twin = await joinWith(code, `${local.replace(".", "")}+2@example.test`);
    const throwaway = await joinWith(code, `kofi.${randomUUID().slice(0, 8)}@mailinator.com`);
    for (const friend of [twin, throwaway]) {
      await provePhone(database, friend.uid);
      await firstPurchase(friend);
    }
    expect(await rows(twin.uid)).toMatchObject([{ status: "flagged", flags: ["same-email"] }]);
    expect(await rows(throwaway.uid)).toMatchObject([
      { status: "flagged", flags: ["disposable-email"] },
    ]);
    expect((await rewards(referrer)).friends.map((f) => f.status)).toEqual(["review", "review"]);

    const list = await app.inject({
      url: "/api/v1/admin/referral-rewards",
      headers: { cookie: admin.cookie },
    });
    const flagged = list.json<{ rewards: { id: string; referee: { id: string } }[] }>().rewards;
    const idOf = (user: TestUser) => flagged.find((r) => r.referee.id === user.uid)!.id;
    const forbidden = await app.inject({
      url: "/api/v1/admin/referral-rewards",
      headers: { cookie: referrer.cookie },
    });
    expect(forbidden.statusCode).toBe(403);

    const decide = (id: string, decision: string) =>
      app.inject({
        method: "POST",
        url: `/api/v1/admin/referral-rewards/${id}`,
        headers: { cookie: admin.cookie },
        payload: { decision },
      });
    expect((await decide(idOf(throwaway), "reject")).json()).toMatchObject({ status: "cancelled" });
    expect((await decide(idOf(throwaway), "approve")).statusCode).toBe(409);
    expect((await decide(idOf(twin), "maybe")).statusCode).toBe(400);
    clock.advance(7 * DAY);
    // Approved after the window: paid at once.
    expect((await decide(idOf(twin), "approve")).json()).toMatchObject({ status: "held" });
    expect(await rows(twin.uid)).toMatchObject([{ status: "paid" }]);
    expect(await referralEntries(throwaway.uid)).toEqual([]);
    const missing = await decide(randomUUID(), "approve");
    expect(missing.json<ApiError>().error.code).toBe("referral/not-found");
  });

  it("a shared card flags it; past the yearly cap only the friend is rewarded", async () => {
    const referrer = await createTestUser(app, database);
    const code = await codeOf(referrer);
    const friends = [await joinWith(code), await joinWith(code), await joinWith(code)];
    const card = `card:SIG_${randomUUID()}`;
    await database.raw.query(
      `insert into payments (user_id, provider, reference, amount_minor, currency, status, payer)
       values ($1, 'paystack', $2, 1000, 'NGN', 'succeeded', $3),
              ($4, 'paystack', $5, 1000, 'NGN', 'succeeded', $3)`,
      [referrer.uid, `T-${randomUUID()}`, card, friends[2]!.uid, `T-${randomUUID()}`],
    );
    for (const friend of friends) {
      await provePhone(database, friend.uid);
      await firstPurchase(friend);
    }
    expect((await rows(friends[2]!.uid))[0]).toMatchObject({
      status: "flagged",
      flags: ["same-payer"],
    });

    const capped = await createTestUser(app, database);
    const capCode = await codeOf(capped);
    const three = [await joinWith(capCode), await joinWith(capCode), await joinWith(capCode)];
    for (const friend of three) {
      await provePhone(database, friend.uid);
      await firstPurchase(friend);
    }
    expect(
      (await Promise.all(three.map((f) => rows(f.uid)))).map((r) => r[0]!.referrer_capped),
    ).toEqual([false, false, true]);
    clock.advance(7 * DAY);
    await app.referrals.sweep();
    expect(await referralEntries(capped.uid)).toHaveLength(2);
    expect(await referralEntries(three[2]!.uid)).toHaveLength(1);
  });

  it("/r/{code} lands on /register with the code; no reward for an unknown code", async () => {
    const res = await app.inject({ url: "/r/abcd2345" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/register?ref=ABCD2345");
    expect((await app.inject({ url: "/r/<script>" })).headers.location).toBe("/register");
    const stranger = await joinWith("NOSUCH99");
    await provePhone(database, stranger.uid);
    await firstPurchase(stranger);
    await app.referrals.sweep();
    expect(await rows(stranger.uid)).toEqual([]);
    const noCode = await createTestUser(app, database, { body: { email: uniqueEmail("solo") } });
    expect((await rewards(noCode)).welcome).toBeNull();
  });
});
