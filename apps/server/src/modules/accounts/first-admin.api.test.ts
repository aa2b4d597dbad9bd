import type { ApiError, AuditList } from "@tazama/contracts";
import { type Database, schema } from "@tazama/db";
import { openTestDatabase } from "@tazama/db/testing";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestUser, buildClockedApp, createTestUser } from "../../../test/accounts.ts";
import { systemClock } from "../../lib/clock.ts";
import { createFirstAdmin } from "./first-admin.ts";

// A database of its own: the shared one already has admins.
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  ({ app } = await buildClockedApp(database, { PUBLIC_URL: "https://tazama.test" }));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const firstAdmin = () =>
  createFirstAdmin({ db: database.db, clock: systemClock, publicUrl: "https://tazama.test" });
const claim = (user: TestUser | null, token: string) =>
  app.inject({
    method: "POST",
    url: "/api/v1/setup/firstAdmin",
    headers: user ? { cookie: user.cookie } : {},
    payload: { token },
  });
const linkState = async (user: TestUser | null, token: string) => {
  const res = await app.inject({
    url: `/api/v1/setup/firstAdmin?token=${encodeURIComponent(token)}`,
    headers: user ? { cookie: user.cookie } : {},
  });
  return res.statusCode === 200 ? res.json<{ state: string }>().state : res.statusCode;
};
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
const roleOf = async (user: TestUser) =>
  (
    await database.db
      .select({ role: schema.users.role })
      .from(schema.users)
      .where(eq(schema.users.id, user.uid))
  )[0]?.role;

describe("the first admin", () => {
  it("comes from a one-time link printed while there is no admin; then no link is left", async () => {
    const link = await firstAdmin().setupLink();
    expect(link).toMatch(/^https:\/\/tazama\.test\/admin\/setup\?token=[\w-]{43}$/);
    const [stored] = await database.db.select().from(schema.adminSetupTokens);
    expect(stored?.tokenHash).not.toContain(tokenOf(link!)); // only a hash is kept

    const ada = await createTestUser(app, database, { body: { name: "Ada Obi" } });
    const other = await createTestUser(app, database);
    expect((await claim(null, tokenOf(link!))).statusCode).toBe(401);
    const wrong = await claim(ada, "x".repeat(43));
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json<ApiError>().error.code).toBe("setup/invalid-link");

    // The link's page asks first (issue 42 §11): open while it works, for signed-in people only.
    expect(await linkState(null, tokenOf(link!))).toBe(401);
    expect(await linkState(ada, tokenOf(link!))).toBe("open");
    expect(await linkState(ada, "x".repeat(43))).toBe("expired");

    const ok = await claim(ada, tokenOf(link!));
    expect(ok.statusCode).toBe(200);
    expect(await roleOf(ada)).toBe("admin");
    // Spent: its page says so at once, to anyone who opens it again.
    expect(await linkState(other, tokenOf(link!))).toBe("used");
    expect(await linkState(ada, tokenOf(link!))).toBe("used");
    const reused = await claim(other, tokenOf(link!));
    expect(reused.statusCode).toBe(404);
    expect(await roleOf(other)).toBe("viewer");

    expect(await firstAdmin().setupLink()).toBeNull();
    expect(await database.db.select().from(schema.adminSetupTokens)).toEqual([]);
    const audit = (
      await app.inject({ url: "/api/v1/admin/audit", headers: { cookie: ada.cookie } })
    ).json<AuditList>();
    expect(audit.entries[0]).toMatchObject({
      action: "admin.setup",
      actorName: "Ada Obi",
      before: { role: "viewer" },
      after: { role: "admin" },
    });
  });

  it("two admins demoting each other at once: one succeeds, one is told it is the last admin", async () => {
    const [a, b] = await Promise.all([
      createTestUser(app, database, { role: "admin" }),
      createTestUser(app, database, { role: "admin" }),
    ]);
    // Only these two stay admins.
    await database.db
      .update(schema.users)
      .set({ role: "viewer" })
      .where(eq(schema.users.name, "Ada Obi"));
    const demote = (by: TestUser, target: TestUser) =>
      app.inject({
        method: "PATCH",
        url: `/api/v1/admin/users/${target.uid}`,
        headers: { cookie: by.cookie },
        payload: { role: "viewer" },
      });
    const results = await Promise.all([demote(a, b), demote(b, a)]);
    const codes = results.map((r) => r.statusCode).sort();
    // One demotion lands; the other admin is then not an admin and gets 403, or (if both read
    // before either wrote) waits on the lock and is told it would leave nobody in charge.
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    const roles = [await roleOf(a), await roleOf(b)];
    expect(roles.filter((role) => role === "admin")).toHaveLength(1);
  });
});
