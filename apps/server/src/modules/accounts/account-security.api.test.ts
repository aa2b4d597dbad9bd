import { sessionsResponseSchema } from "@tazama/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestUser, cookieHeader, createTestUser, uniqueIp } from "../../../test/accounts.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36";

/** Signs the user in again from another device: a second session. */
async function signInElsewhere(user: TestUser, userAgent = PHONE_UA): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/users/login",
    headers: { "user-agent": userAgent },
    payload: { email: user.email, password: user.password },
    remoteAddress: uniqueIp(),
  });
  expect(res.statusCode).toBe(200);
  return cookieHeader(res);
}

const me = (cookie: string) => t.app.inject({ url: "/api/v1/users/me", headers: { cookie } });
const sessions = async (cookie: string) => {
  const res = await t.app.inject({ url: "/api/v1/users/sessions", headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return sessionsResponseSchema.parse(res.json()).sessions;
};
const changePassword = (cookie: string, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/v1/users/password", headers: { cookie }, payload });

describe("POST /api/v1/users/password", () => {
  it("sets a new password with the current one, ending every other session but this one", async () => {
    const user = await createTestUser(t.app, t.database);
    const phone = await signInElsewhere(user);
    const res = await changePassword(user.cookie, {
      currentPassword: user.password,
      newPassword: "baobab-shade-at-noon",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 1 });
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    const oldLogin = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/login",
      payload: { email: user.email, password: user.password },
      remoteAddress: uniqueIp(),
    });
    expect(oldLogin.statusCode).toBe(401);
    await signInElsewhere({ ...user, password: "baobab-shade-at-noon" });
  });

  it("refuses a wrong current password, a common or short new one, and anonymous callers", async () => {
    const user = await createTestUser(t.app, t.database);
    const wrong = await changePassword(user.cookie, {
      currentPassword: "not-my-password",
      newPassword: "baobab-shade-at-noon",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: {
        code: "auth/wrong-password",
        message: "The password you entered is incorrect. Please try again or reset your password.",
      },
    });
    const common = await changePassword(user.cookie, {
      currentPassword: user.password,
      newPassword: "password123",
    });
    expect(common.json<{ error: { code: string } }>().error.code).toBe("auth/weak-password");
    const short = await changePassword(user.cookie, {
      currentPassword: user.password,
      newPassword: "short",
    });
    expect(short.statusCode).toBe(400);
    const extra = await changePassword(user.cookie, {
      currentPassword: user.password,
      newPassword: "baobab-shade-at-noon",
      user_id: "someone-else",
    });
    expect(extra.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/password",
      payload: { currentPassword: user.password, newPassword: "baobab-shade-at-noon" },
    });
    expect(anonymous.statusCode).toBe(401);
    // Nothing changed: the old password still signs in.
    await signInElsewhere(user);
  });
});

describe("/api/v1/users/sessions", () => {
  it("lists this device first with each device's name, and ends one or every other", async () => {
    const user = await createTestUser(t.app, t.database);
    const phone = await signInElsewhere(user);
    const laptop = await signInElsewhere(
      user,
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36",
    );
    const list = await sessions(user.cookie);
    expect(list).toHaveLength(3);
    expect(list[0]!.current).toBe(true);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.map((s) => s.device)).toEqual(
      expect.arrayContaining(["Chrome on Android", "Chrome on Windows"]),
    );
    expect(JSON.stringify(list)).not.toMatch(/token/i);

    const phoneId = (await sessions(phone)).find((s) => s.current)!.id;
    const end = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/users/sessions/${phoneId}`,
      headers: { cookie: user.cookie },
    });
    expect(end.statusCode).toBe(204);
    expect((await me(phone)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/users/sessions/${phoneId}`,
      headers: { cookie: user.cookie },
    });
    expect(again.statusCode).toBe(404);

    const others = await t.app.inject({
      method: "DELETE",
      url: "/api/v1/users/sessions",
      headers: { cookie: user.cookie },
    });
    expect(others.json()).toEqual({ ended: 1 });
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(user.cookie)).statusCode).toBe(200);
  });

  it("never ends or shows another user's session", async () => {
    const owner = await createTestUser(t.app, t.database);
    const stranger = await createTestUser(t.app, t.database);
    const ownerSession = (await sessions(owner.cookie))[0]!.id;
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/users/sessions/${ownerSession}`,
      headers: { cookie: stranger.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect((await me(owner.cookie)).statusCode).toBe(200);
    expect((await sessions(stranger.cookie)).map((s) => s.id)).not.toContain(ownerSession);
    expect((await t.app.inject({ url: "/api/v1/users/sessions" })).statusCode).toBe(401);
  });
});
