import {
  type ApiError,
  AUTH_ERRORS,
  USER_COOKIE_MAX_AGE_S,
  type UserResponse,
} from "@tazama/contracts";
import { schema } from "@tazama/db";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import {
  buildClockedApp,
  cookieHeader,
  createTestUser,
  signupBody,
  uniqueEmail,
  uniqueIp,
} from "../../../test/accounts.ts";
import { getTestApp } from "../../../test/harness.ts";
import type { Database } from "@tazama/db";

let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  ({ database } = await getTestApp());
  ({ app } = await buildClockedApp(database));
});

const post = (url: string, payload: unknown, extra: { cookie?: string; ip?: string } = {}) =>
  app.inject({
    method: "POST",
    url,
    payload: payload as object,
    remoteAddress: extra.ip ?? uniqueIp(),
    headers: extra.cookie ? { cookie: extra.cookie } : {},
  });

const me = (cookie?: string) =>
  app.inject({ method: "GET", url: "/api/v1/users/me", headers: cookie ? { cookie } : {} });

describe("POST /api/v1/users/signup", () => {
  it("puts the phone's country in the user cookie's locale (prices follow it), keeping the language", async () => {
    const stamp = String(Date.now()).slice(-7);
    const body = signupBody({ locale: "en-US", phone_number: `+23324${stamp}` });
    const response = await post("/api/v1/users/signup", body);
    expect(response.statusCode).toBe(201);
    expect(response.json<UserResponse>().user.locale).toBe("en-US");
    const cookie = response.cookies.find((c) => c.name === "user")!;
    expect(JSON.parse(decodeURIComponent(cookie.value))).toMatchObject({ locale: "en-GH" });
  });

  it("creates the account, signs in, and sets the session and user cookies", async () => {
    const body = signupBody({ affiliateCodeUsed: "NOSUCHCODE", locale: "sw-KE" });
    const response = await post("/api/v1/users/signup", body);
    expect(response.statusCode).toBe(201);
    const { user } = response.json<UserResponse>();
    expect(user).toMatchObject({
      email: body.email,
      name: body.name,
      phone_number: body.phone_number,
      affiliateCodeUsed: "NOSUCHCODE",
      source: "tazama-web",
      locale: "sw-KE",
      role: "viewer",
      photo: null,
    });
    expect(user.uid).toMatch(/^[0-9a-f-]{36}$/);
    expect(user.affiliateCode).toMatch(/^[A-Z2-9]{8}$/);

    const session = response.cookies.find((c) => c.name === "tazama.session")!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe("Lax");
    expect(session.path).toBe("/");
    expect(session.secure).toBeFalsy();
    expect(session.maxAge).toBe(30 * 24 * 60 * 60);
    const userCookie = response.cookies.find((c) => c.name === "user")!;
    expect(userCookie.httpOnly).toBeFalsy();
    expect(userCookie.sameSite).toBe("Lax");
    expect(userCookie.path).toBe("/");
    expect(userCookie.maxAge).toBe(USER_COOKIE_MAX_AGE_S);
    expect(JSON.parse(decodeURIComponent(userCookie.value))).toEqual({
      fullname: body.name,
      locale: "sw-KE",
    });

    const profile = await me(cookieHeader(response));
    expect(profile.statusCode).toBe(200);
    expect(profile.json<UserResponse>().user.uid).toBe(user.uid);
  });

  it("gives every user a different shareable affiliate code", async () => {
    const a = await post("/api/v1/users/signup", signupBody());
    const b = await post("/api/v1/users/signup", signupBody());
    expect(a.json<UserResponse>().user.affiliateCode).not.toBe(
      b.json<UserResponse>().user.affiliateCode,
    );
  });

  it("refuses a phone number another account holds with the contract's message", async () => {
    const first = signupBody();
    expect((await post("/api/v1/users/signup", first)).statusCode).toBe(201);
    const response = await post(
      "/api/v1/users/signup",
      signupBody({ phone_number: first.phone_number }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json<unknown>()).toEqual({
      error: {
        code: "auth/phone-already-in-use",
        message: "This phone number is already Assigned to another account",
      },
    });
  });

  it("answers an existing email: 409 with a wrong password, signed in (200) with the right one", async () => {
    const first = signupBody();
    const created = await post("/api/v1/users/signup", first);
    expect(created.statusCode).toBe(201);

    const wrong = await post(
      "/api/v1/users/signup",
      signupBody({ email: first.email, password: "another-long-password-9" }),
    );
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json<ApiError>().error).toEqual({
      code: "auth/email-already-in-use",
      message: "Email Already Registered",
    });
    expect(wrong.cookies).toHaveLength(0);

    const right = await post(
      "/api/v1/users/signup",
      signupBody({ email: first.email, password: first.password }),
    );
    expect(right.statusCode).toBe(200);
    expect(right.json<UserResponse>().user.uid).toBe(created.json<UserResponse>().user.uid);
    expect((await me(cookieHeader(right))).statusCode).toBe(200);
  });

  it.each([
    [{ email: "not-an-email" }, "auth/invalid-email"],
    [{ password: "short" }, "auth/weak-password"],
    [{ password: "x".repeat(129) }, "auth/weak-password"],
    [{ password: "password123" }, "auth/weak-password"],
    [{ phone_number: "0712345678" }, "auth/invalid-phone-number"],
    [{ phone_number: "+999123" }, "auth/invalid-phone-number"],
  ])("refuses %o with %s", async (override, code) => {
    const response = await post("/api/v1/users/signup", signupBody(override));
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().error.code).toBe(code);
    expect(response.json<ApiError>().error.message).toBe(
      AUTH_ERRORS[code as keyof typeof AUTH_ERRORS].message,
    );
  });

  it("answers malformed bodies with 400 validation/invalid-body naming the field", async () => {
    const missingName = await post("/api/v1/users/signup", { ...signupBody(), name: undefined });
    expect(missingName.statusCode).toBe(400);
    expect(missingName.json<ApiError>().error.code).toBe("validation/invalid-body");
    expect(missingName.json<ApiError>().error.message).toMatch(/^name: /);

    const notJson = await app.inject({
      method: "POST",
      url: "/api/v1/users/signup",
      headers: { "content-type": "application/json" },
      payload: "{not json",
      remoteAddress: uniqueIp(),
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json<ApiError>().error.code).toBe("validation/invalid-body");

    const noBody = await app.inject({
      method: "POST",
      url: "/api/v1/users/login",
      remoteAddress: uniqueIp(),
    });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json<ApiError>().error.code).toBe("validation/invalid-body");
  });
});

describe("POST /api/v1/users/login", () => {
  it("signs in with the right password and sets both cookies", async () => {
    const user = await createTestUser(app, database);
    const response = await post("/api/v1/users/login", {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<UserResponse>().user.email).toBe(user.email);
    expect(response.cookies.map((c) => c.name).sort()).toEqual(["tazama.session", "user"]);
  });

  it("answers auth/invalid-credential for a wrong password and an unknown email alike", async () => {
    const user = await createTestUser(app, database);
    const wrong = await post("/api/v1/users/login", { email: user.email, password: "nope-nope-1" });
    const unknown = await post("/api/v1/users/login", {
      email: uniqueEmail("ghost"),
      password: user.password,
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json<ApiError>().error).toEqual({
        code: "auth/invalid-credential",
        message: AUTH_ERRORS["auth/invalid-credential"].message,
      });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it("answers auth/invalid-email for a malformed email", async () => {
    const response = await post("/api/v1/users/login", { email: "nobody", password: "whatever1" });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().error.code).toBe("auth/invalid-email");
  });

  it("answers auth/user-disabled (403) for a disabled account with the right password", async () => {
    const user = await createTestUser(app, database);
    await database.db
      .update(schema.users)
      .set({ disabled: true })
      .where(eq(schema.users.id, user.uid));
    const response = await post("/api/v1/users/login", {
      email: user.email,
      password: user.password,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiError>().error).toEqual({
      code: "auth/user-disabled",
      message: AUTH_ERRORS["auth/user-disabled"].message,
    });
    // Its existing session no longer counts either.
    expect((await me(user.cookie)).statusCode).toBe(401);
  });
});

describe("POST /api/v1/users/logout", () => {
  it("ends the session and clears both cookies", async () => {
    const user = await createTestUser(app, database);
    expect((await me(user.cookie)).statusCode).toBe(200);
    const response = await post("/api/v1/users/logout", undefined, { cookie: user.cookie });
    expect(response.statusCode).toBe(204);
    const cleared = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
    expect(cleared["tazama.session"]?.maxAge).toBe(0);
    expect(cleared.user?.maxAge).toBe(0);
    expect((await me(user.cookie)).statusCode).toBe(401);
  });
});

describe("/api/v1/users/me", () => {
  it("needs a session: 401 auth/unauthenticated", async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json<ApiError>().error.code).toBe("auth/unauthenticated");
    const forged = await me("tazama.session=forged.value");
    expect(forged.statusCode).toBe(401);
    const patch = await app.inject({
      method: "PATCH",
      url: "/api/v1/users/me",
      payload: { name: "X" },
    });
    expect(patch.statusCode).toBe(401);
  });

  it("renews a session used more than a day after its last renewal (cookie and row)", async () => {
    const user = await createTestUser(app, database);
    const fresh = await me(user.cookie);
    expect(fresh.cookies.find((c) => c.name === "tazama.session")).toBeUndefined();

    const twoDaysIn = new Date(Date.now() + 28 * 24 * 60 * 60 * 1000);
    await database.db
      .update(schema.sessions)
      .set({ expiresAt: twoDaysIn })
      .where(eq(schema.sessions.userId, user.uid));
    const renewed = await me(user.cookie);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.cookies.find((c) => c.name === "tazama.session")?.maxAge).toBe(
      30 * 24 * 60 * 60,
    );
    const [row] = await database.db
      .select({ expiresAt: schema.sessions.expiresAt })
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, user.uid));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(twoDaysIn.getTime() + 24 * 60 * 60 * 1000);
  });

  it("updates name and locale, and refreshes the user cookie", async () => {
    const user = await createTestUser(app, database);
    const response = await app.inject({
      method: "PATCH",
      url: "/api/v1/users/me",
      headers: { cookie: user.cookie },
      payload: { name: "Amina W. Otieno", locale: "sw-TZ" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<UserResponse>().user).toMatchObject({
      name: "Amina W. Otieno",
      locale: "sw-TZ",
      phone_verified: false,
    });
    const cookie = response.cookies.find((c) => c.name === "user")!;
    expect(JSON.parse(decodeURIComponent(cookie.value))).toEqual({
      fullname: "Amina W. Otieno",
      // The language of the locale, the country of the (Kenyan) phone.
      locale: "sw-KE",
    });
  });

  it("changes a phone number only through an SMS code (users/phone), never by PATCH", async () => {
    const user = await createTestUser(app, database);
    const before = (await me(user.cookie)).json<UserResponse>().user.phone_number;
    const response = await app.inject({
      method: "PATCH",
      url: "/api/v1/users/me",
      headers: { cookie: user.cookie },
      payload: { phone_number: "+2348031234567" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().error.code).toBe("validation/invalid-body");
    expect((await me(user.cookie)).json<UserResponse>().user.phone_number).toBe(before);
  });
});

describe("POST /api/v1/users/customerid (admin only)", () => {
  it("is 401 anonymous, 403 for a viewer, and answers an admin", async () => {
    const target = await createTestUser(app, database);
    const viewer = await createTestUser(app, database);
    const admin = await createTestUser(app, database, { role: "admin" });
    const anonymous = await post("/api/v1/users/customerid", { email: target.email });
    expect(anonymous.statusCode).toBe(401);
    const forbidden = await post(
      "/api/v1/users/customerid",
      { email: target.email },
      { cookie: viewer.cookie },
    );
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json<ApiError>().error.code).toBe("auth/forbidden");
    const ok = await post(
      "/api/v1/users/customerid",
      { email: target.email },
      { cookie: admin.cookie },
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json<unknown>()).toEqual({ user_uuid: target.uid, name: "Amina Wanjiru" });
    const missing = await post(
      "/api/v1/users/customerid",
      { email: uniqueEmail("nobody") },
      { cookie: admin.cookie },
    );
    expect(missing.statusCode).toBe(404);
  });
});
