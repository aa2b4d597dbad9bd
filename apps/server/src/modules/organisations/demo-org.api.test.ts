import {
  type EnterprisePayload,
  type MyOrgsResponse,
  type OrgSeatsResponse,
} from "@tazama/contracts";
import { DEMO_ORGANISATION_ID, type Database, seedDemoOrganisation } from "@tazama/db";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClockedApp, createTestUser } from "../../../test/accounts.ts";
import { insertViewers } from "../../../test/factories/viewer.ts";
import { getTestApp } from "../../../test/harness.ts";

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  ({ database } = await getTestApp());
  ({ app } = await buildClockedApp(database, { SEED_DEMO: "true" }));
  await seedDemoOrganisation(database.db, await insertViewers(database, 60), new Date());
});
afterAll(async () => {
  await app.close();
});

describe("the demo organisation (development helper)", () => {
  it("a newcomer on this machine joins it as an admin and sees its members, seats, wallet and report", async () => {
    const anonymous = await app.inject({ url: "/dev/demo-organisation" });
    expect(anonymous.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(anonymous.body).toContain('<a href="/login">Log in</a>');
    const newcomer = await createTestUser(app, database);
    const page = await app.inject({
      url: "/dev/demo-organisation",
      headers: { cookie: newcomer.cookie },
    });
    expect(page.body).toContain("Join Baraka Academy (demo) as an admin</button>");
    const joined = await app.inject({
      method: "POST",
      url: "/dev/demo-organisation/join",
      headers: { cookie: newcomer.cookie },
    });
    expect(joined.statusCode).toBe(303);
    expect(joined.headers.location).toBe("/org");
    const mine = (
      await app.inject({ url: "/api/v1/orgs", headers: { cookie: newcomer.cookie } })
    ).json<MyOrgsResponse>().organisations;
    expect(mine).toContainEqual(
      expect.objectContaining({ id: DEMO_ORGANISATION_ID, role: "admin", members: 61 }),
    );
    const seats = (
      await app.inject({
        url: `/api/v1/orgs/${DEMO_ORGANISATION_ID}/seats`,
        headers: { cookie: newcomer.cookie },
      })
    ).json<OrgSeatsResponse>();
    expect(seats.wallet?.amount).toBeGreaterThan(0);
    expect(seats.blocks[0]).toMatchObject({ name: "Monthly Membership", seats: 30, used: 24 });
    const report = (
      await app.inject({
        url: `/api/v1/orgs/${DEMO_ORGANISATION_ID}/enterprisePayload?days=90`,
        headers: { cookie: newcomer.cookie },
      })
    ).json<EnterprisePayload>();
    expect(report.members).toMatchObject({ total: 61, sharing: 8 });
  });

  it("answers nobody else: a forwarded request, a stranger without a session, a production-like app", async () => {
    const forwarded = await app.inject({
      url: "/dev/demo-organisation",
      headers: { "x-forwarded-for": "41.90.1.2" },
    });
    expect(forwarded.statusCode).toBe(404);
    expect(
      (await app.inject({ method: "POST", url: "/dev/demo-organisation/join" })).statusCode,
    ).toBe(401);
    const { app: plain } = await buildClockedApp(database, { SEED_DEMO: "false" });
    try {
      expect((await plain.inject({ url: "/dev/demo-organisation" })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
