import type { ApiError, PhoneCodeSent, PhoneStatus, UserResponse } from "@tazama/contracts";
import type { Database } from "@tazama/db";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type TestUser,
  buildClockedApp,
  createTestUser,
  uniquePhone,
} from "../../../test/accounts.ts";
import { getTestApp } from "../../../test/harness.ts";
import type { ManualClock } from "../../lib/clock.ts";
import { type FakeAfricasTalking, startFakeAfricasTalking } from "./testing/fake-africastalking.ts";
import { type FakeTwilio, startFakeTwilio } from "./testing/fake-twilio.ts";

const AT = { username: "tazama", apiKey: "at-test-key-0123456789" };
const TWILIO = { accountSid: `AC${"1f".repeat(16)}`, authToken: "twilio-test-token" };
const MINUTE = 60_000;

let database: Database;
let africasTalking: FakeAfricasTalking;
let twilio: FakeTwilio;
let app: FastifyInstance;
let clock: ManualClock;

beforeAll(async () => {
  ({ database } = await getTestApp());
  africasTalking = await startFakeAfricasTalking(AT);
  twilio = await startFakeTwilio(TWILIO);
  ({ app, clock } = await buildClockedApp(database, {
    PUBLIC_URL: "https://tazama.test",
    AFRICASTALKING_USERNAME: AT.username,
    AFRICASTALKING_API_KEY: AT.apiKey,
    AFRICASTALKING_SENDER_ID: "TAZAMA",
    AFRICASTALKING_BASE_URL: africasTalking.url,
    TWILIO_ACCOUNT_SID: TWILIO.accountSid,
    TWILIO_AUTH_TOKEN: TWILIO.authToken,
    TWILIO_FROM: "+15005550006",
    TWILIO_BASE_URL: twilio.url,
  }));
});
afterAll(async () => {
  await app.close();
  await africasTalking.close();
  await twilio.close();
});

const sendCode = (user: TestUser, phone: string, server = app) =>
  server.inject({
    method: "POST",
    url: "/api/v1/users/phone",
    headers: { cookie: user.cookie },
    payload: { phone_number: phone },
  });
const verify = (user: TestUser, phone: string, code: string) =>
  app.inject({
    method: "POST",
    url: "/api/v1/users/phone/verify",
    headers: { cookie: user.cookie },
    payload: { phone_number: phone, code },
  });
const status = async (user: TestUser) =>
  (
    await app.inject({ url: "/api/v1/users/phone", headers: { cookie: user.cookie } })
  ).json<PhoneStatus>();
/** The code in the last SMS a number got, from either provider. */
function lastCode(phone: string): string {
  const all = [...africasTalking.sent, ...twilio.sent].filter((m) => m.to === phone);
  const code = /code is (\d{6})/.exec(all.at(-1)?.message ?? "")?.[1];
  if (!code) throw new Error(`no SMS reached ${phone}`);
  return code;
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
const codeRows = async (phone: string) =>
  (
    await database.raw.query<{ attempts: number; provider: string }>(
      "select attempts, provider from phone_codes where phone = $1 order by created_at",
      [phone],
    )
  ).rows;

describe("POST /api/v1/users/phone and …/verify (Africa's Talking fake)", () => {
  it("sends a 6-digit code that proves the number; the profile then shows it verified", async () => {
    const user = await createTestUser(app, database);
    expect(await status(user)).toMatchObject({ verified: false });
    const phone = uniquePhone();
    const sent = await sendCode(user, phone);
    expect(sent.statusCode).toBe(202);
    const now = clock.now().getTime();
    expect(sent.json<PhoneCodeSent>()).toEqual({
      phone_number: phone,
      expiresAt: new Date(now + 10 * MINUTE).toISOString(),
      resendAt: new Date(now + MINUTE).toISOString(),
    });
    const sms = africasTalking.sent.at(-1)!;
    expect(sms).toMatchObject({ to: phone, from: "TAZAMA" });
    const code = lastCode(phone);
    // The WebOTP line lets Android Chrome fill the code in on our origin.
    expect(sms.message.split("\n").at(-1)).toBe(`@tazama.test #${code}`);

    const miss = await verify(user, phone, wrong(code));
    expect(miss.statusCode).toBe(400);
    expect(miss.json<ApiError>().error).toEqual({
      code: "phone/wrong-code",
      message: "That code is not right. Check the SMS and try again. 4 tries left.",
    });
    const ok = await verify(user, phone, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ phone_number: phone, verified: true });
    const me = await app.inject({ url: "/api/v1/users/me", headers: { cookie: user.cookie } });
    expect(me.json<UserResponse>().user).toMatchObject({
      phone_number: phone,
      phone_verified: true,
    });
    // Used once: the same code again is refused, and the number is not sent another.
    expect((await verify(user, phone, code)).json<ApiError>().error.code).toBe(
      "phone/code-expired",
    );
    expect((await sendCode(user, phone)).json<ApiError>().error.code).toBe(
      "phone/already-verified",
    );
  });

  it("a code dies after 10 minutes, or after 5 wrong tries even when 20 arrive at once", async () => {
    const user = await createTestUser(app, database);
    const phone = uniquePhone();
    expect((await sendCode(user, phone)).statusCode).toBe(202);
    clock.advance(10 * MINUTE + 1000);
    const late = await verify(user, phone, lastCode(phone));
    expect(late.json<ApiError>().error.code).toBe("phone/code-expired");

    clock.advance(MINUTE);
    expect((await sendCode(user, phone)).statusCode).toBe(202);
    const code = lastCode(phone);
    const guesses = await Promise.all(
      Array.from({ length: 20 }, () => verify(user, phone, wrong(code))),
    );
    expect(guesses.every((g) => g.statusCode === 400)).toBe(true);
    expect(
      guesses.filter((g) => g.json<ApiError>().error.code === "phone/wrong-code"),
    ).toHaveLength(4);
    expect((await codeRows(phone)).at(-1)!.attempts).toBe(5);
    // Even the right code is refused now; the number stays unproven.
    expect((await verify(user, phone, code)).json<ApiError>().error.code).toBe(
      "phone/code-expired",
    );
    expect(await status(user)).toMatchObject({ verified: false });
  });

  it("resend after 60 s, at most 3 per 10 minutes and 10 a day per number (429 with Retry-After)", async () => {
    const user = await createTestUser(app, database);
    const phone = uniquePhone();
    expect((await sendCode(user, phone)).statusCode).toBe(202);
    const soon = await sendCode(user, phone);
    expect(soon.statusCode).toBe(429);
    expect(soon.json<ApiError>().error.code).toBe("phone/resend-too-soon");
    expect(soon.headers["retry-after"]).toBe("60");
    clock.advance(MINUTE);
    expect((await sendCode(user, phone)).statusCode).toBe(202);
    clock.advance(MINUTE);
    expect((await sendCode(user, phone)).statusCode).toBe(202);
    clock.advance(MINUTE);
    const fourth = await sendCode(user, phone);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json<ApiError>().error.code).toBe("phone/too-many-codes");
    // The first of the three leaves the 10-minute window 7 minutes from now.
    expect(fourth.headers["retry-after"]).toBe("420");

    // Another account asking for the same number counts against the same number.
    const other = await createTestUser(app, database);
    expect((await sendCode(other, phone)).json<ApiError>().error.code).toBe("phone/too-many-codes");

    // Spread out (one every 4 minutes): 10 in a day, then no more until the first is a day old.
    const daily = uniquePhone();
    for (let i = 0; i < 10; i += 1) {
      expect((await sendCode(other, daily)).statusCode).toBe(202);
      clock.advance(4 * MINUTE);
    }
    const eleventh = await sendCode(other, daily);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json<ApiError>().error.code).toBe("phone/too-many-codes");
    expect(Number(eleventh.headers["retry-after"])).toBe(24 * 60 * 60 - 40 * 60);
  });

  it("an account may ask for 10 codes a day in all, whatever the numbers", async () => {
    const user = await createTestUser(app, database);
    for (let i = 0; i < 10; i += 1) {
      expect((await sendCode(user, uniquePhone())).statusCode).toBe(202);
    }
    const next = await sendCode(user, uniquePhone());
    expect(next.json<ApiError>().error.code).toBe("phone/too-many-codes");
    clock.advance(24 * 60 * MINUTE);
    expect((await sendCode(user, uniquePhone())).statusCode).toBe(202);
  });

  it("a number proven by one account is refused to another; one only typed at sign-up is taken over", async () => {
    const owner = await createTestUser(app, database);
    const phone = uniquePhone();
    await sendCode(owner, phone);
    expect((await verify(owner, phone, lastCode(phone))).statusCode).toBe(200);
    const other = await createTestUser(app, database);
    const taken = await sendCode(other, phone);
    expect(taken.statusCode).toBe(409);
    expect(taken.json<ApiError>().error.code).toBe("auth/phone-already-in-use");
    // Asking is limited even when no SMS goes out (20 an hour), so nobody probes whose number
    // is whose.
    for (let i = 1; i < 20; i += 1) expect((await sendCode(other, phone)).statusCode).toBe(409);
    const probe = await sendCode(other, phone);
    expect(probe.statusCode).toBe(429);
    expect(probe.json<ApiError>().error.code).toBe("phone/too-many-requests");

    // `squatter` typed a number at sign-up that is really `owner2`'s; owner2 proves it.
    const typed = uniquePhone();
    const squatter = await createTestUser(app, database, { body: { phone_number: typed } });
    const owner2 = await createTestUser(app, database);
    await sendCode(owner2, typed);
    expect((await verify(owner2, typed, lastCode(typed))).statusCode).toBe(200);
    expect(await status(owner2)).toEqual({ phone_number: typed, verified: true });
    expect(await status(squatter)).toEqual({ phone_number: null, verified: false });
  });

  it("bad numbers and codes get clear 400s; nothing is sent", async () => {
    const user = await createTestUser(app, database);
    const before = africasTalking.sent.length + twilio.sent.length;
    for (const phone of ["0712345678", "+999123", "+2547000", ""]) {
      const res = await sendCode(user, phone);
      expect(res.statusCode).toBe(400);
      expect(res.json<ApiError>().error.code).toBe("phone/invalid-number");
    }
    const extra = await app.inject({
      method: "POST",
      url: "/api/v1/users/phone",
      headers: { cookie: user.cookie },
      payload: { phone_number: uniquePhone(), code: "123456" },
    });
    expect(extra.json<ApiError>().error.code).toBe("request/invalid");
    for (const code of ["12345", "abcdef", "1234567"]) {
      const res = await verify(user, uniquePhone(), code);
      expect(res.json<ApiError>().error.code).toBe("phone/invalid-code");
    }
    expect(africasTalking.sent.length + twilio.sent.length).toBe(before);
    const anonymous = await app.inject({
      method: "POST",
      url: "/api/v1/users/phone",
      payload: { phone_number: uniquePhone() },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("SMS providers: failover and refusals", () => {
  it("Africa's Talking down → Twilio sends it; a blacklisted number → 400, not counted", async () => {
    const user = await createTestUser(app, database);
    const phone = uniquePhone();
    africasTalking.state.down = true;
    try {
      expect((await sendCode(user, phone)).statusCode).toBe(202);
    } finally {
      africasTalking.state.down = false;
    }
    expect(twilio.sent.at(-1)).toMatchObject({ to: phone, from: "+15005550006" });
    expect(await codeRows(phone)).toEqual([{ attempts: 0, provider: "twilio" }]);
    expect((await verify(user, phone, lastCode(phone))).statusCode).toBe(200);

    const blocked = uniquePhone();
    africasTalking.blacklist.add(blocked);
    const twilioBefore = twilio.sent.length;
    const refused = await sendCode(user, blocked);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiError>().error.code).toBe("phone/sms-failed");
    // The number itself is refused: no other provider is tried, and no code stays behind.
    expect(twilio.sent.length).toBe(twilioBefore);
    expect(await codeRows(blocked)).toEqual([]);
  });

  it("both providers failing → 502 phone/sms-failed, and the viewer may try again at once", async () => {
    const { app: lonely } = await buildClockedApp(database, {
      AFRICASTALKING_USERNAME: AT.username,
      AFRICASTALKING_API_KEY: "wrong-key-000000",
      AFRICASTALKING_BASE_URL: africasTalking.url,
    });
    try {
      const user = await createTestUser(lonely, database);
      const phone = uniquePhone();
      const res = await sendCode(user, phone, lonely);
      expect(res.statusCode).toBe(502);
      expect(res.json<ApiError>().error.code).toBe("phone/sms-failed");
      expect(await codeRows(phone)).toEqual([]);
      expect((await sendCode(user, phone, lonely)).statusCode).toBe(502); // not "too soon"
    } finally {
      await lonely.close();
    }
  });

  it("without a provider, outside production, the SMS lands in the dev mailbox", async () => {
    const { app: dev } = await buildClockedApp(database);
    try {
      const user = await createTestUser(dev, database);
      const phone = uniquePhone();
      expect((await sendCode(user, phone, dev)).statusCode).toBe(202);
      const mailbox = await dev.inject({ url: "/dev/mailbox.json" });
      const sms = mailbox
        .json<{ messages: { to: string; subject: string; text: string }[] }>()
        .messages.find((m) => m.to === phone);
      expect(sms).toMatchObject({ subject: `SMS to ${phone}` });
      expect(sms!.text).toMatch(/^Your Tazama code is \d{6}\. It expires in 10 minutes\./);
    } finally {
      await dev.close();
    }
  });
});
