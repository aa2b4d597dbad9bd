import { randomUUID } from "node:crypto";
import type { OrgConsoleList } from "@tazama/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestUser, createTestUser } from "../../../test/accounts.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";

let t: TestApp;
let admin: TestUser;
let founder: TestUser;
const tag = randomUUID().slice(0, 6);

beforeAll(async () => {
  t = await getTestApp();
  admin = await createTestUser(t.app, t.database, { role: "admin" });
  founder = await createTestUser(t.app, t.database, { body: { name: "Mercy Founder" } });
});

describe("GET /api/v1/admin/organisations", () => {
  it("is for site admins only (an organisation's own admin gets 403)", async () => {
    await t.app.inject({
      method: "POST",
      url: "/api/v1/orgs",
      headers: { cookie: founder.cookie },
      payload: { name: `Own Org ${tag}`, kind: "company" },
    });
    const res = await t.app.inject({
      url: "/api/v1/admin/organisations",
      headers: { cookie: founder.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/v1/admin/organisations" })).statusCode).toBe(401);
  });

  it("lists organisations, newest first, with their admins and members; finds one by name", async () => {
    const made = await t.app.inject({
      method: "POST",
      url: "/api/v1/orgs",
      headers: { cookie: founder.cookie },
      payload: { name: `St. Mary's Choir ${tag}`, kind: "church" },
    });
    expect(made.statusCode, made.body).toBe(201);
    const res = await t.app.inject({
      url: `/api/v1/admin/organisations?q=${encodeURIComponent(`st. mary's choir ${tag}`)}`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const { organisations, total } = res.json<OrgConsoleList>();
    expect(total).toBe(1);
    expect(organisations[0]).toMatchObject({
      name: `St. Mary's Choir ${tag}`,
      kind: "church",
      members: 1,
      admins: [{ name: "Mercy Founder", email: founder.email }],
      seatBlocks: 0,
      seats: 0,
      spent: [],
    });
    const all = await t.app.inject({
      url: "/api/v1/admin/organisations",
      headers: { cookie: admin.cookie },
    });
    const names = all.json<OrgConsoleList>().organisations.map((o) => o.name);
    expect(names.indexOf(`St. Mary's Choir ${tag}`)).toBeLessThan(names.indexOf(`Own Org ${tag}`));
    const bad = await t.app.inject({
      url: "/api/v1/admin/organisations?page=0",
      headers: { cookie: admin.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});
