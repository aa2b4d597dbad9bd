import type { ApiError } from "@tazama/contracts";
import { type Database, schema } from "@tazama/db";
import { openTestDatabase } from "@tazama/db/testing";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestUser, buildClockedApp, createTestUser } from "../../../test/accounts.ts";

// Issue 39, item 11. A database of its own: the shared one has many admins.
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  ({ app } = await buildClockedApp(database));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const deleteSelf = (user: TestUser, cookie = "") =>
  app.inject({
    method: "DELETE",
    url: "/api/v1/users/me",
    headers: { cookie: `${user.cookie}${cookie}` },
    payload: { confirm: "DELETE", password: user.password },
  });
const enabledAdmins = async () =>
  (
    await database.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(and(eq(schema.users.role, "admin"), eq(schema.users.disabled, false)))
  ).map((row) => row.id);

/** The admins made here, by id (a survivor's session is used again in the next round). */
const known = new Map<string, TestUser>();
async function newAdmin(): Promise<TestUser> {
  const admin = await createTestUser(app, database, { role: "admin" });
  known.set(admin.uid, admin);
  return admin;
}

describe("deleting the account of the last admin", () => {
  it("is refused with users/last-admin (in the viewer's language); with another admin it goes", async () => {
    const only = await newAdmin();
    expect(await enabledAdmins()).toEqual([only.uid]);
    const refused = await deleteSelf(only);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiError>().error).toEqual({
      code: "users/last-admin",
      message: "You are the last admin: make another admin before deleting your account.",
    });
    const inFrench = await deleteSelf(only, "; location=fr-NG");
    expect(inFrench.json<ApiError>().error.message).toMatch(/^Vous êtes le dernier administrateur/);
    const me = await app.inject({ url: "/api/v1/users/me", headers: { cookie: only.cookie } });
    expect(me.statusCode).toBe(200);
    expect(await enabledAdmins()).toEqual([only.uid]);

    const second = await newAdmin();
    expect((await deleteSelf(only)).statusCode).toBe(204);
    expect(await enabledAdmins()).toEqual([second.uid]);
    expect((await deleteSelf(second)).statusCode).toBe(409);
  });

  it("two admins deleting themselves at once: one goes, one admin stays", async () => {
    const [left] = await enabledAdmins();
    let stays = known.get(left!)!;
    for (let round = 0; round < 4; round += 1) {
      const other = await newAdmin();
      const answers = await Promise.all([deleteSelf(stays), deleteSelf(other)]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([204, 409]);
      const remaining = await enabledAdmins();
      expect(remaining).toHaveLength(1);
      stays = known.get(remaining[0]!)!;
    }
  });
});
