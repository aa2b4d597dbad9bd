import { randomUUID } from "node:crypto";
import type {
  ApiError,
  BuySeatsResult,
  FundOrgWalletResult,
  OrgSeatsResponse,
  OrgSummary,
  PurchasesResponse,
  SeatBlock,
} from "@tazama/contracts";
import { type Database, schema } from "@tazama/db";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestUser, buildClockedApp, createTestUser } from "../../../test/accounts.ts";
import { fundWallet } from "../../../test/factories/wallet.ts";
import { getTestApp } from "../../../test/harness.ts";
import { playableTitles, walletBooks } from "../../../test/money-fixtures.ts";
import type { ManualClock } from "../../lib/clock.ts";

const DAY = 24 * 60 * 60 * 1000;

let database: Database;
let app: FastifyInstance;
let clock: ManualClock;
let monthly: number;

beforeAll(async () => {
  ({ database } = await getTestApp());
  ({ app, clock } = await buildClockedApp(database, { PUBLIC_URL: "https://tazama.test" }));
  const { rows } = await database.raw.query<{ amount: string }>(
    `select pp.amount_minor as amount from pass_prices pp join passes p on p.id = pp.pass_id
      where p.slug = 'monthly-membership' and pp.currency = 'NGN'`,
  );
  monthly = Number(rows[0]!.amount);
});
afterAll(async () => {
  await app.close();
});

const post = (user: TestUser, url: string, payload: unknown, key = randomUUID()) =>
  app.inject({
    method: "POST",
    url,
    headers: { cookie: user.cookie, "idempotency-key": key },
    payload: payload as Record<string, unknown>,
  });
const overview = async (user: TestUser, orgId: string) =>
  app.inject({ url: `/api/v1/orgs/${orgId}/seats`, headers: { cookie: user.cookie } });
const give = (user: TestUser, orgId: string, blockId: string, userIds: string[]) =>
  app.inject({
    method: "POST",
    url: `/api/v1/orgs/${orgId}/seats/${blockId}/holders`,
    headers: { cookie: user.cookie },
    payload: { userIds },
  });
const takeBack = (user: TestUser, orgId: string, blockId: string, userId: string) =>
  app.inject({
    method: "DELETE",
    url: `/api/v1/orgs/${orgId}/seats/${blockId}/holders/${userId}`,
    headers: { cookie: user.cookie },
  });
const collection = async (user: TestUser) =>
  (
    await app.inject({ url: "/api/v1/purchases", headers: { cookie: user.cookie } })
  ).json<PurchasesResponse>();
async function orgWalletBooks(orgId: string) {
  const { rows } = await database.raw.query<{ balance: string; sum: string }>(
    `select w.balance_minor as balance,
            (select coalesce(sum(amount_minor), 0) from ledger_entries l where l.wallet_id = w.id) as sum
       from wallets w where w.organisation_id = $1`,
    [orgId],
  );
  return { balance: Number(rows[0]!.balance), sum: Number(rows[0]!.sum) };
}

/** An organisation with its admin and `count` members. */
async function school(count: number) {
  const admin = await createTestUser(app, database, { body: { name: "Grace Otieno" } });
  const created = await app.inject({
    method: "POST",
    url: "/api/v1/orgs",
    headers: { cookie: admin.cookie },
    payload: { name: "Mwangaza Academy", kind: "school" },
  });
  const orgId = created.json<OrgSummary>().id;
  const members = await Promise.all(
    Array.from({ length: count }, () => createTestUser(app, database)),
  );
  if (members.length > 0) {
    await database.db.insert(schema.organisationMembers).values(
      members.map((m) => ({
        orgId,
        userId: m.uid,
        role: "member" as const,
        joinedAt: clock.now(),
      })),
    );
  }
  return { admin, orgId, members };
}

describe("organisation wallet and seats", () => {
  it("an admin funds the wallet, buys pass seats, gives them, takes one back; a leaver frees theirs", async () => {
    const { admin, orgId, members } = await school(3);
    const [a, b, c] = members as [TestUser, TestUser, TestUser];
    await fundWallet(database, admin.uid, 3 * monthly);

    const key = randomUUID();
    const fund = await post(admin, "/api/v1/orgs/wallet/fund", { orgId, amount: 2 * monthly }, key);
    expect(fund.statusCode).toBe(201);
    expect(fund.json<FundOrgWalletResult>()).toEqual({
      wallet: { amount: 2 * monthly, currency: "NGN" },
      mine: { amount: monthly, currency: "NGN" },
    });
    const replay = await post(
      admin,
      "/api/v1/orgs/wallet/fund",
      { orgId, amount: 2 * monthly },
      key,
    );
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(await orgWalletBooks(orgId)).toEqual({ balance: 2 * monthly, sum: 2 * monthly });
    expect(await walletBooks(database, admin.uid)).toMatchObject({
      balance: monthly,
      sum: monthly,
    });

    const bought = await post(admin, "/api/v1/orgs/seats", {
      orgId,
      kind: "pass",
      pass: "monthly-membership",
      seats: 2,
    });
    expect(bought.statusCode).toBe(201);
    const { block, wallet } = bought.json<BuySeatsResult>();
    expect(block).toMatchObject({ kind: "pass", name: "Monthly Membership", seats: 2, used: 0 });
    expect(block.price).toEqual({ amount: 2 * monthly, currency: "NGN" });
    expect(Date.parse(block.endsAt) - Date.parse(block.startsAt)).toBe(30 * DAY);
    expect(wallet).toEqual({ amount: 0, currency: "NGN" });
    expect(await orgWalletBooks(orgId)).toEqual({ balance: 0, sum: 0 });

    const given = await give(admin, orgId, block.id, [a.uid, b.uid]);
    expect(given.statusCode).toBe(200);
    expect(given.json<SeatBlock>().used).toBe(2);
    const full = await give(admin, orgId, block.id, [c.uid]);
    expect(full.statusCode).toBe(409);
    expect(full.json<ApiError>().error).toEqual({
      code: "org/no-seats-left",
      message: "Every seat is taken.",
    });
    const aPasses = (await collection(a)).passes;
    expect(aPasses).toHaveLength(1);
    expect(aPasses[0]).toMatchObject({
      source: "organisation",
      amount: 0,
      state: "active",
      expiresAt: block.endsAt,
    });

    // Taken back: A's pass ends now, and the seat goes to C.
    expect((await takeBack(admin, orgId, block.id, a.uid)).json<SeatBlock>().used).toBe(1);
    expect((await collection(a)).passes[0]!.state).toBe("expired");
    expect((await give(admin, orgId, block.id, [c.uid])).json<SeatBlock>().used).toBe(2);

    // B leaves the organisation: the seat comes back and B's pass ends.
    const left = await app.inject({
      method: "DELETE",
      url: `/api/v1/orgs/${orgId}/membership`,
      headers: { cookie: b.cookie },
    });
    expect(left.statusCode).toBe(204);
    expect((await collection(b)).passes[0]!.state).toBe("expired");
    const seen = (await overview(admin, orgId)).json<OrgSeatsResponse>();
    expect(seen.wallet).toEqual({ amount: 0, currency: "NGN" });
    expect(seen.blocks[0]).toMatchObject({ used: 1, holders: [{ userId: c.uid }] });
    expect(seen.passes.map((p) => p.slug)).toContain("monthly-membership");
  });

  it("title seats: each title as a window that ends with the block (365 days)", async () => {
    const { admin, orgId, members } = await school(1);
    const [t1, t2] = await playableTitles(database, "NGN", 2);
    const perSeat = t1!.buy + t2!.buy;
    await fundWallet(database, admin.uid, 2 * perSeat);
    const quoteUrl = `/api/v1/orgs/${orgId}/seats/quote?kind=titles&titles=${t1!.ref},${t2!.ref}&seats=2`;
    expect((await app.inject({ url: quoteUrl, headers: { cookie: admin.cookie } })).json()).toEqual(
      {
        perSeat: { amount: perSeat, currency: "NGN" },
        total: { amount: 2 * perSeat, currency: "NGN" },
        days: 365,
        affordable: false,
      },
    );
    await post(admin, "/api/v1/orgs/wallet/fund", { orgId, amount: 2 * perSeat });
    const afterFunding = await app.inject({ url: quoteUrl, headers: { cookie: admin.cookie } });
    expect(afterFunding.json<{ affordable: boolean }>().affordable).toBe(true);
    const incomplete = await app.inject({
      url: `/api/v1/orgs/${orgId}/seats/quote?kind=pass&seats=2`,
      headers: { cookie: admin.cookie },
    });
    expect(incomplete.statusCode).toBe(400);
    const bought = await post(admin, "/api/v1/orgs/seats", {
      orgId,
      kind: "titles",
      titles: [t1!.ref, t2!.ref, t1!.ref],
      seats: 2,
    });
    expect(bought.statusCode).toBe(201);
    const { block } = bought.json<BuySeatsResult>();
    expect(block.titles.map((t) => t.ref).sort()).toEqual([t1!.ref, t2!.ref].sort());
    expect(block.price.amount).toBe(2 * perSeat);
    await give(admin, orgId, block.id, [members[0]!.uid]);
    const rented = (await collection(members[0]!)).rented;
    expect(rented.map((r) => r.ref).sort()).toEqual([t1!.ref, t2!.ref].sort());
    expect(rented.every((r) => r.state === "active" && r.expiresAt === block.endsAt)).toBe(true);
    clock.advance(366 * DAY);
    expect((await collection(members[0]!)).rented.every((r) => r.state === "expired")).toBe(true);
    const late = await give(admin, orgId, block.id, [members[0]!.uid]);
    expect(late.json<ApiError>().error.code).toBe("org/seats-ended");
    clock.advance(-366 * DAY);
  });

  it("refuses plainly: members, strangers, a short wallet, unknown things; nothing moves", async () => {
    const { admin, orgId, members } = await school(1);
    const member = members[0]!;
    const outsider = await createTestUser(app, database);
    expect((await overview(member, orgId)).statusCode).toBe(403);
    expect((await overview(outsider, orgId)).statusCode).toBe(404);
    const asMember = await post(member, "/api/v1/orgs/seats", {
      orgId,
      kind: "pass",
      pass: "monthly-membership",
      seats: 1,
    });
    expect(asMember.statusCode).toBe(403);

    const broke = await post(admin, "/api/v1/orgs/wallet/fund", { orgId, amount: 500 });
    expect(broke.statusCode).toBe(402);
    expect(broke.json<ApiError>().error.code).toBe("wallet/insufficient-funds");

    await fundWallet(database, admin.uid, monthly);
    await post(admin, "/api/v1/orgs/wallet/fund", { orgId, amount: monthly });
    const short = await post(admin, "/api/v1/orgs/seats", {
      orgId,
      kind: "pass",
      pass: "monthly-membership",
      seats: 3,
    });
    expect(short.statusCode).toBe(402);
    expect(short.json<ApiError>().error.code).toBe("org/insufficient-funds");
    expect(short.json<ApiError>().error.message).toMatch(
      /^The organisation's wallet is short by .+\. Add money to it first\.$/,
    );
    expect(await orgWalletBooks(orgId)).toEqual({ balance: monthly, sum: monthly });

    const unknown = [
      { kind: "pass", pass: "forever-pass", seats: 1 },
      { kind: "titles", titles: ["no-such-title-ref"], seats: 1 },
    ];
    for (const body of unknown) {
      expect((await post(admin, "/api/v1/orgs/seats", { orgId, ...body })).statusCode).toBe(404);
    }
    const malformed = [
      { kind: "pass", pass: "monthly-membership", seats: 0 },
      { kind: "pass", pass: "monthly-membership", seats: 1.5 },
      { kind: "titles", titles: [], seats: 1 },
      { kind: "pass", pass: "monthly-membership", seats: 1, titles: ["x"] },
    ];
    for (const body of malformed) {
      expect((await post(admin, "/api/v1/orgs/seats", { orgId, ...body })).statusCode).toBe(400);
    }
    const { block } = (
      await post(admin, "/api/v1/orgs/seats", {
        orgId,
        kind: "pass",
        pass: "monthly-membership",
        seats: 1,
      })
    ).json<BuySeatsResult>();
    const stranger = await give(admin, orgId, block.id, [outsider.uid]);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json<ApiError>().error.code).toBe("org/not-members");
    expect((await takeBack(admin, orgId, block.id, member.uid)).statusCode).toBe(404);
    expect((await collection(outsider)).passes).toHaveLength(0);
  });

  it("10 admins' clicks at once on a 3-seat block give exactly 3 seats", async () => {
    const { admin, orgId, members } = await school(10);
    await fundWallet(database, admin.uid, 3 * monthly);
    await post(admin, "/api/v1/orgs/wallet/fund", { orgId, amount: 3 * monthly });
    const { block } = (
      await post(admin, "/api/v1/orgs/seats", {
        orgId,
        kind: "pass",
        pass: "monthly-membership",
        seats: 3,
      })
    ).json<BuySeatsResult>();
    const results = await Promise.all(members.map((m) => give(admin, orgId, block.id, [m.uid])));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
    const { rows } = await database.raw.query<{ n: string }>(
      `select count(*) as n from entitlements e join org_seat_grants g on g.entitlement_id = e.id
         join org_seats s on s.id = g.seat_id where s.block_id = $1`,
      [block.id],
    );
    expect(Number(rows[0]!.n)).toBe(3);
  });
});
