import { randomUUID } from "node:crypto";
import type { EnterprisePayload, OrgDetail, OrgSummary } from "@tazama/contracts";
import { type Database, schema } from "@tazama/db";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestUser, buildClockedApp, createTestUser } from "../../../test/accounts.ts";
import { fundWallet } from "../../../test/factories/wallet.ts";
import { getTestApp } from "../../../test/harness.ts";
import { playableTitles } from "../../../test/money-fixtures.ts";
import type { ManualClock } from "../../lib/clock.ts";

const DAY = 24 * 60 * 60 * 1000;

let database: Database;
let app: FastifyInstance;
let clock: ManualClock;

beforeAll(async () => {
  ({ database } = await getTestApp());
  ({ app, clock } = await buildClockedApp(database, { PUBLIC_URL: "https://tazama.test" }));
});
afterAll(async () => {
  await app.close();
});

const get = (user: TestUser, url: string) => app.inject({ url, headers: { cookie: user.cookie } });

describe("enterprisePayload", () => {
  it("aggregates members' viewing (named titles need 3 viewers), shows only consenting members by name, sums the spend, exports CSV", async () => {
    const admin = await createTestUser(app, database, { body: { name: "Grace Otieno" } });
    const orgId = (
      await app.inject({
        method: "POST",
        url: "/api/v1/orgs",
        headers: { cookie: admin.cookie },
        payload: { name: "Mwangaza Academy", kind: "school" },
      })
    ).json<OrgSummary>().id;
    const names = ["Amina Njeri", "Baraka Otieno", "Chidi Okafor", '=HYPERLINK("x")'];
    const members = await Promise.all(
      names.map((name) => createTestUser(app, database, { body: { name } })),
    );
    const now = clock.now();
    const joined = new Date(now.getTime() - 20 * DAY);
    await database.db
      .insert(schema.organisationMembers)
      .values(
        members.map((m) => ({ orgId, userId: m.uid, role: "member" as const, joinedAt: joined })),
      );
    const [popular, niche] = await playableTitles(database, "NGN", 2);
    const titleId = async (ref: string) =>
      (await database.raw.query<{ id: number }>("select id from titles where ref = $1", [ref]))
        .rows[0]!.id;
    const [popularId, nicheId] = [await titleId(popular!.ref), await titleId(niche!.ref)];
    const day = (n: number) => new Date(now.getTime() - n * DAY);
    await database.db.insert(schema.views).values([
      // three members watched the popular title (one twice); one watched the niche one
      { titleId: popularId, userId: members[0]!.uid, createdAt: day(2) },
      { titleId: popularId, userId: members[0]!.uid, createdAt: day(1) },
      { titleId: popularId, userId: members[1]!.uid, createdAt: day(3) },
      { titleId: popularId, userId: members[2]!.uid, createdAt: day(4) },
      { titleId: nicheId, userId: members[3]!.uid, createdAt: day(5) },
      // before joining, and outside the period: not counted
      { titleId: nicheId, userId: members[1]!.uid, createdAt: day(25) },
      { titleId: popularId, userId: members[1]!.uid, createdAt: day(19) },
    ]);

    // The first member and the one with the formula-like name agree to share.
    for (const m of [members[0]!, members[3]!]) {
      const agreed = await app.inject({
        method: "PATCH",
        url: `/api/v1/orgs/${orgId}/membership`,
        headers: { cookie: m.cookie },
        payload: { shareViewing: true },
      });
      expect(agreed.json()).toEqual({ shareViewing: true });
    }
    expect((await get(members[0]!, `/api/v1/orgs/${orgId}`)).json<OrgDetail>().shareViewing).toBe(
      true,
    );

    await fundWallet(database, admin.uid, 500_000);
    const fund = await app.inject({
      method: "POST",
      url: "/api/v1/orgs/wallet/fund",
      headers: { cookie: admin.cookie, "idempotency-key": randomUUID() },
      payload: { orgId, amount: 400_000 },
    });
    expect(fund.statusCode).toBe(201);
    const seats = await app.inject({
      method: "POST",
      url: "/api/v1/orgs/seats",
      headers: { cookie: admin.cookie, "idempotency-key": randomUUID() },
      payload: { orgId, kind: "titles", titles: [popular!.ref], seats: 2 },
    });
    expect(seats.statusCode).toBe(201);
    const blockId = seats.json<{ block: { id: string } }>().block.id;
    const given = await app.inject({
      method: "POST",
      url: `/api/v1/orgs/${orgId}/seats/${blockId}/holders`,
      headers: { cookie: admin.cookie },
      payload: { userIds: [members[0]!.uid] },
    });
    expect(given.statusCode).toBe(200);

    const res = await get(admin, `/api/v1/orgs/${orgId}/enterprisePayload?days=7`);
    expect(res.statusCode).toBe(200);
    const report = res.json<EnterprisePayload>();
    expect(report.period.days).toBe(7);
    expect(report.members).toEqual({ total: 5, invited: 0, joined: 1, sharing: 2 });
    expect(report.seats).toEqual({ blocks: 1, seats: 2, used: 1 });
    expect(report.watching).toEqual({
      views: 5,
      viewers: 4,
      titles: [{ ref: popular!.ref, title: expect.any(String) as string, views: 4, viewers: 3 }],
      otherViews: 1,
      minViewers: 3,
    });
    expect(report.shared.map((s) => s.name).sort()).toEqual([names[0], names[3]].sort());
    expect(report.shared.find((s) => s.name === names[0])!.titles).toEqual([
      { title: expect.any(String) as string, views: 2, lastAt: day(1).toISOString() },
    ]);
    expect(report.spend).toMatchObject({
      balance: { amount: 400_000 - 2 * popular!.buy, currency: "NGN" },
      fundedIn: 400_000,
      seats: 2 * popular!.buy,
    });
    expect(report.spend.byMonth.reduce((n, m) => n + m.fundedIn, 0)).toBe(400_000);

    const csv = await get(admin, `/api/v1/orgs/${orgId}/enterprisePayload.csv?days=7`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(
      /^attachment; filename="tazama-organisation-report-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csv.body.startsWith("\uFEFFSection,Item,Member,Views,Viewers,Amount\r\n")).toBe(true);
    expect(csv.body).toContain("Members,Members,,,5,");
    expect(csv.body).toContain("Watching,Other titles (fewer than 3 members each),,1,,");
    expect(csv.body).toContain(`Shared,${report.watching.titles[0]!.title},Amina Njeri,2,,`);
    // A name a spreadsheet would run as a formula is written as text.
    expect(csv.body).toContain(`,"'=HYPERLINK(""x"")",1,,`);
    expect(csv.body).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it("only the organisation's admins; a bad period is a 400", async () => {
    const admin = await createTestUser(app, database);
    const member = await createTestUser(app, database);
    const orgId = (
      await app.inject({
        method: "POST",
        url: "/api/v1/orgs",
        headers: { cookie: admin.cookie },
        payload: { name: "Kisumu Church", kind: "church" },
      })
    ).json<OrgSummary>().id;
    await database.db
      .insert(schema.organisationMembers)
      .values({ orgId, userId: member.uid, role: "member", joinedAt: clock.now() });
    expect((await get(member, `/api/v1/orgs/${orgId}/enterprisePayload`)).statusCode).toBe(403);
    expect((await get(member, `/api/v1/orgs/${orgId}/enterprisePayload.csv`)).statusCode).toBe(403);
    const bad = await get(admin, `/api/v1/orgs/${orgId}/enterprisePayload?days=13`);
    expect(bad.statusCode).toBe(400);
    const empty = (
      await get(admin, `/api/v1/orgs/${orgId}/enterprisePayload`)
    ).json<EnterprisePayload>();
    expect(empty.period.days).toBe(30);
    expect(empty.spend).toEqual({ balance: null, fundedIn: 0, seats: 0, byMonth: [] });
    const outsider = await createTestUser(app, database);
    const notMine = await app.inject({
      method: "PATCH",
      url: `/api/v1/orgs/${orgId}/membership`,
      headers: { cookie: outsider.cookie },
      payload: { shareViewing: true },
    });
    expect(notMine.statusCode).toBe(404);
  });
});
