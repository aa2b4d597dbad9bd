import type {
  AdminUser,
  AdminUserDetail,
  AdminUserList,
  ApiError,
  AuditList,
} from "@tazama/contracts";
import { type Database, schema } from "@tazama/db";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestUser, createTestUser, uniqueEmail } from "../../../test/accounts.ts";
import { getTestApp } from "../../../test/harness.ts";

let app: FastifyInstance;
let database: Database;
let admin: TestUser;

beforeAll(async () => {
  ({ app, database } = await getTestApp());
  admin = await createTestUser(app, database, {
    role: "admin",
    body: { name: "Adaeze Console" },
  });
});

const as = (
  user: TestUser | null,
  method: "GET" | "PATCH" | "POST",
  url: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const list = async (query: string) =>
  (await as(admin, "GET", `/api/v1/admin/users?${query}`)).json<AdminUserList>();
const auditOf = async (targetId: string) =>
  (await as(admin, "GET", `/api/v1/admin/audit?targetId=${targetId}`)).json<AuditList>().entries;

describe("who may use the console's people routes", () => {
  it("a viewer gets 403 and nobody signed in 401, on every route", async () => {
    const viewer = await createTestUser(app, database);
    const routes: [method: "GET" | "PATCH" | "POST", url: string, payload?: unknown][] = [
      ["GET", "/api/v1/admin/users"],
      ["GET", `/api/v1/admin/users/${viewer.uid}`],
      ["PATCH", `/api/v1/admin/users/${viewer.uid}`, { role: "admin" }],
      ["POST", `/api/v1/admin/users/${viewer.uid}/passwordReset`],
      ["GET", "/api/v1/admin/audit"],
    ];
    for (const [method, url, payload] of routes) {
      const forbidden = await as(viewer, method, url, payload);
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json<ApiError>().error.code).toBe("auth/forbidden");
      expect((await as(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    const [row] = await database.db
      .select({ role: schema.users.role })
      .from(schema.users)
      .where(eq(schema.users.id, viewer.uid));
    expect(row?.role).toBe("viewer");
  });
});

describe("finding users", () => {
  it("by a folded name, an email or phone digits, paged and sorted", async () => {
    const stamp = Date.now().toString(36);
    const people = await Promise.all(
      ["Chiamaka Eze", "Chidera Obi", "Chinedu Okafor"].map((name) =>
        createTestUser(app, database, { body: { name: `${name} ${stamp}` } }),
      ),
    );
    const byName = await list(`q=${encodeURIComponent(`CHÍDERA obi ${stamp}`)}`);
    expect(byName.users.map((u) => u.id)).toEqual([people[1]!.uid]);

    const byEmail = await list(`q=${encodeURIComponent(people[2]!.email.toUpperCase())}`);
    expect(byEmail.users.map((u) => u.id)).toEqual([people[2]!.uid]);
    // The digits of an email are not a phone number: someone whose phone holds them is not
    // found by it (CI once found a stranger this way).
    const email = uniqueEmail("amina.98765");
    const target = await createTestUser(app, database, { body: { email, name: "Amina Target" } });
    const decoy = await createTestUser(app, database, { body: { name: "Decoy Person" } });
    await database.db
      .update(schema.users)
      // Country code 1: the email's digits (5, the run tag's and the counter's: up to 14) fit
      // E.164's 15 whatever the random run tag (+254 and 13 digits did not, once in CI).
      .set({ phoneNumber: `+1${email.replace(/\D/g, "")}` })
      .where(eq(schema.users.id, decoy.uid));
    const byDigitsInEmail = await list(`q=${encodeURIComponent(email)}`);
    expect(byDigitsInEmail.users.map((u) => u.id)).toEqual([target.uid]);

    const [phoneRow] = await database.db
      .select({ phone: schema.users.phoneNumber })
      .from(schema.users)
      .where(eq(schema.users.id, people[0]!.uid));
    const spaced = phoneRow!.phone!.slice(-9).replace(/(\d{3})(\d{3})(\d{3})/, "$1 $2 $3");
    const byPhone = await list(`q=${encodeURIComponent(spaced)}`);
    expect(byPhone.users.map((u) => u.id)).toContain(people[0]!.uid);

    const page1 = await list(`q=${stamp}&sort=name&dir=asc&pageSize=10`);
    expect(page1.total).toBe(3);
    expect(page1.users.map((u) => u.name)).toEqual([
      `Chiamaka Eze ${stamp}`,
      `Chidera Obi ${stamp}`,
      `Chinedu Okafor ${stamp}`,
    ]);
    const desc = await list(`q=${stamp}&sort=name&dir=desc&pageSize=10&page=1`);
    expect(desc.users[0]!.name).toBe(`Chinedu Okafor ${stamp}`);
    const beyond = await list(`q=${stamp}&pageSize=10&page=2`);
    expect(beyond).toMatchObject({ users: [], total: 3, page: 2 });

    const admins = await list("role=admin&pageSize=100");
    expect(admins.users.every((u) => u.role === "admin")).toBe(true);
    expect(admins.users.map((u) => u.id)).toContain(admin.uid);
  });

  it("refuses a page size it does not offer and an unknown sort, with 400", async () => {
    for (const query of ["pageSize=7", "sort=password", "page=0", "disabled=maybe"]) {
      const res = await as(admin, "GET", `/api/v1/admin/users?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<ApiError>().error.code).toBe("request/invalid");
    }
  });
});

describe("changing a user", () => {
  it("disabling ends their sessions at once; enabling lets them sign in again; both audited", async () => {
    const viewer = await createTestUser(app, database, { body: { name: "Kwame Mensah" } });
    const detail = (
      await as(admin, "GET", `/api/v1/admin/users/${viewer.uid}`)
    ).json<AdminUserDetail>();
    expect(detail.user).toMatchObject({ name: "Kwame Mensah", disabled: false, role: "viewer" });
    expect(detail.hasPassword).toBe(true);
    expect(detail.sessions).toHaveLength(1);

    const off = await as(admin, "PATCH", `/api/v1/admin/users/${viewer.uid}`, { disabled: true });
    expect(off.statusCode).toBe(200);
    expect(off.json<AdminUser>().disabled).toBe(true);
    expect((await as(viewer, "GET", "/api/v1/users/me")).statusCode).toBe(401);
    const [sessions] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, viewer.uid));
    expect(sessions?.n).toBe(0);
    const login = await app.inject({
      method: "POST",
      url: "/api/v1/users/login",
      payload: { email: viewer.email, password: viewer.password },
      remoteAddress: "10.77.0.1",
    });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);

    await as(admin, "PATCH", `/api/v1/admin/users/${viewer.uid}`, { disabled: false });
    const again = await app.inject({
      method: "POST",
      url: "/api/v1/users/login",
      payload: { email: viewer.email, password: viewer.password },
      remoteAddress: "10.77.0.2",
    });
    expect(again.statusCode).toBe(200);

    const entries = await auditOf(viewer.uid);
    expect(entries.map((e) => e.action)).toEqual(["user.enable", "user.disable"]);
    expect(entries[1]).toMatchObject({
      actorId: admin.uid,
      actorName: "Adaeze Console",
      targetType: "user",
      before: { disabled: false },
      after: { disabled: true },
    });
  });

  it("changes a role; the new usher's permissions follow at the next request", async () => {
    const viewer = await createTestUser(app, database);
    const res = await as(admin, "PATCH", `/api/v1/admin/users/${viewer.uid}`, { role: "usher" });
    expect(res.json<AdminUser>().role).toBe("usher");
    const [entry] = await auditOf(viewer.uid);
    expect(entry).toMatchObject({
      action: "user.role",
      before: { role: "viewer" },
      after: { role: "usher" },
    });
    const promoted = await as(admin, "PATCH", `/api/v1/admin/users/${viewer.uid}`, {
      role: "admin",
    });
    expect(promoted.statusCode).toBe(200);
    expect((await as(viewer, "GET", "/api/v1/admin/users?pageSize=10")).statusCode).toBe(200);
  });

  it("an admin cannot disable or demote themselves", async () => {
    for (const change of [{ disabled: true }, { role: "viewer" }]) {
      const res = await as(admin, "PATCH", `/api/v1/admin/users/${admin.uid}`, change);
      expect(res.statusCode).toBe(409);
      expect(res.json<ApiError>().error.code).toBe("users/self-change");
    }
    expect((await as(admin, "GET", "/api/v1/admin/users?pageSize=10")).statusCode).toBe(200);
  });

  it("refuses an empty change, an unknown role and an unknown user", async () => {
    const viewer = await createTestUser(app, database);
    for (const payload of [{}, { role: "owner" }, { disabled: "yes" }, { role: "admin", x: 1 }]) {
      const res = await as(admin, "PATCH", `/api/v1/admin/users/${viewer.uid}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const missing = await as(admin, "PATCH", "/api/v1/admin/users/nobody-here", { role: "admin" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ApiError>().error.code).toBe("users/not-found");
    expect(await auditOf(viewer.uid)).toEqual([]);
  });

  it("sends a password reset mail, audited; not to a disabled account", async () => {
    const viewer = await createTestUser(app, database, { body: { name: "Amina Bello" } });
    const res = await as(admin, "POST", `/api/v1/admin/users/${viewer.uid}/passwordReset`);
    expect(res.statusCode).toBe(202);
    const mailbox = (await app.inject({ url: "/dev/mailbox.json" })).json<{
      messages: { to: string; text: string }[];
    }>();
    const mail = mailbox.messages.find((m) => m.to === viewer.email);
    expect(mail?.text).toMatch(/reset-password\?token=/);
    expect((await auditOf(viewer.uid))[0]?.action).toBe("user.password-reset");

    await as(admin, "PATCH", `/api/v1/admin/users/${viewer.uid}`, { disabled: true });
    const refused = await as(admin, "POST", `/api/v1/admin/users/${viewer.uid}/passwordReset`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiError>().error.code).toBe("users/disabled");
  });
});

describe("the audit log", () => {
  it("cannot be rewritten or deleted, even by the server's own connection", async () => {
    const viewer = await createTestUser(app, database);
    await as(admin, "PATCH", `/api/v1/admin/users/${viewer.uid}`, { role: "usher" });
    const [entry] = await auditOf(viewer.uid);
    await expect(
      database.db
        .update(schema.auditLog)
        .set({ actorName: "someone else" })
        .where(eq(schema.auditLog.id, entry!.id)),
    ).rejects.toThrow();
    await expect(
      database.db.delete(schema.auditLog).where(eq(schema.auditLog.id, entry!.id)),
    ).rejects.toThrow();
    expect((await auditOf(viewer.uid))[0]).toMatchObject({ actorName: "Adaeze Console" });
  });

  it("filters by action family and pages", async () => {
    const res = await as(admin, "GET", "/api/v1/admin/audit?action=user&pageSize=10");
    const body = res.json<AuditList>();
    expect(body.entries.length).toBeGreaterThan(0);
    expect(body.entries.every((e) => e.action.startsWith("user."))).toBe(true);
    expect((await as(admin, "GET", "/api/v1/admin/audit?action=DROP%20TABLE")).statusCode).toBe(
      400,
    );
  });
});
