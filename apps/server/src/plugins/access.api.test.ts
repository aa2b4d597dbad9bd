import { schema } from "@tazama/db";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestUser, createTestUser } from "../../test/accounts.ts";
import { type TestApp, getTestApp } from "../../test/harness.ts";
import { PERMISSIONS, can } from "./access.ts";

let t: TestApp;
let viewer: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await getTestApp();
  viewer = await createTestUser(t.app, t.database);
  admin = await createTestUser(t.app, t.database, { role: "admin" });
});

const UNKNOWN = "/api/v1/admin/not-a-route-yet";

describe("the /api/v1/admin prefix guard", () => {
  it("answers 401 auth/unauthenticated without a session, even for an unknown admin path", async () => {
    const res = await t.app.inject({ url: UNKNOWN });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: "auth/unauthenticated", message: "Please log in to continue." },
    });
  });

  it.each([
    ["GET", UNKNOWN],
    ["POST", UNKNOWN],
    ["DELETE", "/api/v1/admin"],
    ["GET", "/api/v1/%61dmin/not-a-route-yet"],
    ["GET", "/API/V1/ADMIN/not-a-route-yet?x=1"],
  ] as const)("keeps a viewer out of %s %s with 403 auth/forbidden", async (method, url) => {
    const res = await t.app.inject({ method, url, headers: { cookie: viewer.cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { code: "auth/forbidden", message: "Your account is not allowed to do this." },
    });
  });

  it("lets an admin through to the usual 404 for an unknown admin path", async () => {
    const res = await t.app.inject({ url: UNKNOWN, headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ error: { code: string } }>().error.code).toBe("not_found");
  });

  it("leaves paths that only look alike alone", async () => {
    const res = await t.app.inject({
      url: "/api/v1/administrators",
      headers: { cookie: viewer.cookie },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe("the permission table", () => {
  it("gives admins every viewer permission plus the admin ones; viewers none of those", () => {
    for (const permission of PERMISSIONS.viewer) expect(can("admin", permission)).toBe(true);
    for (const permission of ["admin.access", "media.upload", "payments.review"] as const) {
      expect(can("admin", permission)).toBe(true);
      expect(can("viewer", permission)).toBe(false);
    }
  });

  it("gives ushers a viewer's permissions and the door's (check-in); org-admins a viewer's", () => {
    expect(PERMISSIONS.usher).toEqual([...PERMISSIONS.viewer, "screenings.checkin"]);
    expect(can("admin", "screenings.checkin")).toBe(true);
    expect(can("viewer", "screenings.checkin")).toBe(false);
    expect(PERMISSIONS["org-admin"]).toEqual(PERMISSIONS.viewer);
  });

  it.each(["usher", "org-admin"] as const)(
    "reads the %s role from the account: a viewer's routes open, the admin prefix closed",
    async (role) => {
      const person = await createTestUser(t.app, t.database);
      await t.database.db.update(schema.users).set({ role }).where(eq(schema.users.id, person.uid));
      const wallet = await t.app.inject({
        url: "/api/v1/users/wallet",
        headers: { cookie: person.cookie },
      });
      expect(wallet.statusCode).toBe(200);
      const adminPath = await t.app.inject({ url: UNKNOWN, headers: { cookie: person.cookie } });
      expect(adminPath.statusCode).toBe(403);
    },
  );

  it("refuses a role the table does not know at the database", async () => {
    const person = await createTestUser(t.app, t.database);
    await expect(
      t.database.db
        .update(schema.users)
        .set({ role: "superuser" })
        .where(eq(schema.users.id, person.uid)),
    ).rejects.toThrow();
  });
});
