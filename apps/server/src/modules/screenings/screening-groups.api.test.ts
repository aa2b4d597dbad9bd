import { randomUUID } from "node:crypto";
import type {
  ApiError,
  BulkBookResponse,
  CheckInResult,
  GroupList,
  ScreeningDetail,
  ScreeningSummary,
} from "@tazama/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestUser, createTestUser, injectAs } from "../../../test/accounts.ts";
import { publishedFilmRef } from "../../../test/factories/film.ts";
import { fundWallet } from "../../../test/factories/wallet.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";

// Issue 15: bulk bookings (`bulkscreenings`) — an organisation's admin books a block from the
// organisation's wallet, with one ref code per member (a CSV) or one code for the group; group
// refreshments; the door admits one seat per scan of a group's code; a cancelled screening
// refunds the organisation.

let t: TestApp;
let call: ReturnType<typeof injectAs>;
let admin: TestUser;
let orgAdmin: TestUser;
let member: TestUser;
let orgId: string;
let keys = 0;

const code = (res: { json: <T>() => T }) => res.json<ApiError>().error.code;
const post = (user: TestUser, url: string, payload: object, key = `group-${(keys += 1)}`) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { cookie: user.cookie, "idempotency-key": `${key}-${randomUUID()}` },
    payload,
  });

async function orgBalance(): Promise<number> {
  const { rows } = await t.database.raw.query<{ balance: string; sum: string }>(
    `select w.balance_minor as balance,
            coalesce((select sum(amount_minor) from ledger_entries l where l.wallet_id = w.id), 0) as sum
       from wallets w where w.organisation_id = $1`,
    [orgId],
  );
  expect(Number(rows[0]!.balance)).toBe(Number(rows[0]!.sum));
  return Number(rows[0]!.balance);
}

async function schedule(seatMap: { label: string; seats: number }[]) {
  const res = await call(admin, "POST", "/api/v1/admin/screenings", {
    ref: await publishedFilmRef(t.database),
    startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    venue: {
      name: `Chapel Hall ${randomUUID().slice(0, 6)}`,
      city: "Ibadan",
      address: "University Road",
      seatMap,
    },
    prices: [{ currency: "NGN", amount: 100_000 }],
    refreshments: [{ name: "Meat pie", stock: 40, prices: [{ currency: "NGN", amount: 50_000 }] }],
  });
  expect(res.statusCode, res.body).toBe(201);
  const made = res.json<ScreeningSummary>();
  const detail = (await call(null, "GET", `/api/v1/screening/${made.id}`)).json<ScreeningDetail>();
  return { id: made.id, meatPie: detail.refreshments[0]!.id };
}

beforeAll(async () => {
  t = await getTestApp();
  call = injectAs(t.app);
  admin = await createTestUser(t.app, t.database, { role: "admin" });
  orgAdmin = await createTestUser(t.app, t.database, { body: { name: "Pastor Ade" } });
  member = await createTestUser(t.app, t.database);
  const org = await call(orgAdmin, "POST", "/api/v1/orgs", {
    name: "Grace Chapel",
    kind: "church",
  });
  expect(org.statusCode, org.body).toBe(201);
  orgId = org.json<{ id: string }>().id;
  await fundWallet(t.database, orgAdmin.uid, 5_000_000);
  const funded = await post(orgAdmin, "/api/v1/orgs/wallet/fund", { orgId, amount: 3_000_000 });
  expect(funded.statusCode, funded.body).toBe(201);
});

describe("an organisation's block of seats", () => {
  it("members' codes: one booking and one code per seat, paid once from the organisation's wallet; the CSV lists them", async () => {
    const screening = await schedule([
      { label: "A", seats: 6 },
      { label: "B", seats: 6 },
    ]);
    const before = await orgBalance();
    const res = await post(orgAdmin, "/api/v1/bulkscreenings", {
      screening: screening.id,
      organisation: orgId,
      count: 8,
      codes: "members",
      refreshments: [{ item: screening.meatPie, quantity: 8 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { group, balance } = res.json<BulkBookResponse>();
    expect(group.seats).toEqual(["A1", "A2", "A3", "A4", "A5", "A6", "B1", "B2"]);
    expect(group).toMatchObject({ codes: "members", groupCode: null, amount: 1_200_000 });
    expect(group.refreshments).toEqual([{ name: "Meat pie", quantity: 8, served: false }]);
    expect(balance.amount).toBe(before - 1_200_000);
    expect(await orgBalance()).toBe(before - 1_200_000);

    const csv = await call(orgAdmin, "GET", `/api/v1/bulkscreenings/${group.id}/codes.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const rows = csv.body.trim().split("\r\n");
    expect(rows[0]).toBe("ref_code,seat");
    expect(rows).toHaveLength(9);
    const codes = rows.slice(1).map((r) => r.split(",")[0]!);
    expect(new Set(codes).size).toBe(8);
    for (const c of codes) expect(c).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);

    // Each member's code admits its one seat.
    const valid = await call(member, "POST", "/api/v1/screening/isRefCodeValid", {
      screening: screening.id,
      refcode: codes[3],
    });
    expect(valid.json()).toEqual({ valid: true });
    const listed = await call(orgAdmin, "GET", `/api/v1/bulkscreenings?organisation=${orgId}`);
    expect(listed.json<GroupList>().groups.map((g) => g.id)).toContain(group.id);

    // More for the block: group refreshments from the organisation's wallet.
    const more = await post(orgAdmin, "/api/v1/screening/groupRefreshments/", {
      group: group.id,
      refreshments: [{ item: screening.meatPie, quantity: 2 }],
    });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json<BulkBookResponse>().group).toMatchObject({
      amount: 1_300_000,
      refreshments: [{ name: "Meat pie", quantity: 10, served: false }],
    });
    expect(await orgBalance()).toBe(before - 1_300_000);
  });

  it("one code for the group: each scan at the door admits one seat, then 'already'; the whole screening at once", async () => {
    const screening = await schedule([{ label: "A", seats: 3 }]);
    const res = await post(orgAdmin, "/api/v1/bulkscreenings", {
      screening: screening.id,
      organisation: orgId,
      whole: true,
      codes: "group",
    });
    expect(res.statusCode, res.body).toBe(201);
    const { group } = res.json<BulkBookResponse>();
    expect(group.seats).toEqual(["A1", "A2", "A3"]);
    expect(group.groupCode).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    const summary = (
      await call(null, "GET", `/api/v1/screening/${screening.id}`)
    ).json<ScreeningDetail>();
    expect(summary.seatsLeft).toBe(0);
    const csv = await call(orgAdmin, "GET", `/api/v1/bulkscreenings/${group.id}/codes.csv`);
    expect(csv.body).toBe(`ref_code,admits\r\n${group.groupCode},3\r\n`);

    const scan = () =>
      call(admin, "POST", "/api/v1/screening/checkIn", {
        screening: screening.id,
        refcode: group.groupCode,
        nonce: randomUUID(),
      });
    // Two ushers scan the code at once: two different seats come in.
    const [first, second] = await Promise.all([scan(), scan()]);
    const seats = [first, second].map((r) => r.json<CheckInResult>());
    expect(seats.map((s) => s.outcome)).toEqual(["checked-in", "checked-in"]);
    expect(new Set(seats.map((s) => s.seats[0]!.seat)).size).toBe(2);
    expect((await scan()).json<CheckInResult>().outcome).toBe("checked-in");
    const fourth = (await scan()).json<CheckInResult>();
    expect(fourth.outcome).toBe("already");
    expect(fourth.seats[0]!.groupCode).toBe(true);
  });

  it("refuses someone who is not the organisation's admin, a short wallet, too many seats; nothing is charged", async () => {
    const screening = await schedule([{ label: "A", seats: 4 }]);
    const before = await orgBalance();
    const body = { screening: screening.id, organisation: orgId, count: 2, codes: "members" };
    // One organisation-admin rule (organisations.public): a stranger learns nothing.
    const stranger = await post(member, "/api/v1/bulkscreenings", body);
    expect([stranger.statusCode, code(stranger)]).toEqual([404, "org/not-found"]);
    const tooMany = await post(orgAdmin, "/api/v1/bulkscreenings", { ...body, count: 5 });
    expect([tooMany.statusCode, code(tooMany)]).toEqual([409, "screenings/sold-out"]);
    const both = await post(orgAdmin, "/api/v1/bulkscreenings", { ...body, whole: true });
    expect(both.statusCode).toBe(400);
    const noOrg = await post(orgAdmin, "/api/v1/bulkscreenings", {
      ...body,
      organisation: randomUUID(),
    });
    expect([noOrg.statusCode, code(noOrg)]).toEqual([404, "org/not-found"]);
    // The wallet holds less than 200 seats' worth.
    const big = await schedule([
      { label: "A", seats: 40 },
      { label: "B", seats: 40 },
      { label: "C", seats: 40 },
      { label: "D", seats: 40 },
      { label: "E", seats: 40 },
    ]);
    const short = await post(orgAdmin, "/api/v1/bulkscreenings", {
      ...body,
      screening: big.id,
      whole: true,
      count: undefined,
    });
    expect([short.statusCode, code(short)]).toEqual([402, "organisations/wallet-short"]);
    expect(await orgBalance()).toBe(before);
    const others = await call(member, "GET", `/api/v1/bulkscreenings?organisation=${orgId}`);
    expect([others.statusCode, code(others)]).toEqual([404, "org/not-found"]);
  });

  it("a cancelled screening refunds the block to the organisation's wallet", async () => {
    const screening = await schedule([{ label: "A", seats: 5 }]);
    const before = await orgBalance();
    const res = await post(orgAdmin, "/api/v1/bulkscreenings", {
      screening: screening.id,
      organisation: orgId,
      seats: ["A2", "A3"],
      codes: "members",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await orgBalance()).toBe(before - 200_000);
    const cancel = await call(admin, "POST", `/api/v1/admin/screenings/${screening.id}/cancel`);
    expect(cancel.json()).toEqual({ refunded: 1 });
    expect(await orgBalance()).toBe(before);
    const listed = (
      await call(orgAdmin, "GET", `/api/v1/bulkscreenings?organisation=${orgId}`)
    ).json<GroupList>();
    expect(listed.groups.find((g) => g.screening.id === screening.id)!.status).toBe("cancelled");
  });
});
