import type { ApiError, AuditList, SmsAlert, SmsAlertPage } from "@tazama/contracts";
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
import { seedDemoSmsAlert } from "./phones.public.ts";
import { type FakeAfricasTalking, startFakeAfricasTalking } from "./testing/fake-africastalking.ts";

// Issue 39 item 8: one new account got codes sent to Thuraya, Iridium, +979 premium and +1900
// numbers. Codes now go only to mobile or fixed numbers of the served countries, and every
// destination prefix has an hourly budget whose overrun the console shows once per hour.

const AT = { username: "tazama", apiKey: "at-test-key-0123456789" };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let database: Database;
let africasTalking: FakeAfricasTalking;
let app: FastifyInstance;

beforeAll(async () => {
  ({ database } = await getTestApp());
  africasTalking = await startFakeAfricasTalking(AT);
  ({ app } = await buildClockedApp(database, {
    AFRICASTALKING_USERNAME: AT.username,
    AFRICASTALKING_API_KEY: AT.apiKey,
    AFRICASTALKING_BASE_URL: africasTalking.url,
  }));
});
afterAll(async () => {
  await app.close();
  await africasTalking.close();
});

const sendCode = (server: FastifyInstance, user: TestUser, phone: string, language?: string) =>
  server.inject({
    method: "POST",
    url: "/api/v1/users/phone",
    headers: { cookie: user.cookie, ...(language && { "accept-language": language }) },
    payload: { phone_number: phone },
  });
const codeRows = async (phone: string) =>
  (
    await database.raw.query<{ prefix: string }>(
      "select prefix from phone_codes where phone = $1",
      [phone],
    )
  ).rows;

let serial = 0;
/** A Nigerian mobile number in the 0809 block no other test uses: +234 809 xxx xxxx. */
function ngMobile(block = "809"): string {
  serial += 1;
  const n = (Date.now() * 13 + serial * 7919) % 10_000_000;
  return `+234${block}${String(n).padStart(7, "0")}`;
}

describe("POST /api/v1/users/phone: only to mobile or fixed numbers of the served countries", () => {
  it.each([
    ["Thuraya (satellite, +882 13)", "+88213000001"],
    ["Iridium (satellite, +881 6)", "+881600000001"],
    ["International premium rate (+979)", "+979123456789"],
    ["US premium rate (+1 900)", "+19005550123"],
    ["Kenyan premium rate (+254 900)", "+254900212345"],
    ["South African premium rate (+27 862)", "+27862123456"],
    ["South African shared cost (+27 860)", "+27860123456"],
    ["Nigerian UAN (+234 700)", "+2347001234567"],
  ])("refuses %s with 400 phone/number-not-supported; nothing is sent", async (_name, phone) => {
    const user = await createTestUser(app, database);
    const before = africasTalking.sent.length;
    const res = await sendCode(app, user, phone);
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().error).toEqual({
      code: "phone/number-not-supported",
      message:
        "We cannot send codes to this kind of number (premium-rate, satellite or shared-cost). Use a mobile number.",
    });
    expect(africasTalking.sent.length).toBe(before);
    expect(await codeRows(phone)).toEqual([]);
  });

  it.each([
    ["Tanzania", "+255712345678"],
    ["China", "+8613800138000"],
    ["the UK", "+447400123456"],
  ])("refuses a mobile in %s (not served) with 400 phone/country-not-served", async (_n, phone) => {
    const user = await createTestUser(app, database);
    const before = africasTalking.sent.length;
    const res = await sendCode(app, user, phone);
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().error.code).toBe("phone/country-not-served");
    expect(africasTalking.sent.length).toBe(before);
    expect(await codeRows(phone)).toEqual([]);
  });

  it("says why in the viewer's language (ADR 0045)", async () => {
    const user = await createTestUser(app, database);
    const satellite = await sendCode(app, user, "+88213000001", "sw");
    expect(satellite.json<ApiError>().error.message).toMatch(/^Hatuwezi kutuma/);
    const abroad = await sendCode(app, user, "+255712345678", "fr");
    expect(abroad.json<ApiError>().error.message).toMatch(/^Nous ne pouvons pas encore/);
  });

  it("still sends the code to a Nigerian and a Kenyan mobile, with the number's prefix", async () => {
    const user = await createTestUser(app, database);
    for (const phone of [ngMobile("803"), uniquePhone()]) {
      const res = await sendCode(app, user, phone);
      expect(res.statusCode).toBe(202);
      expect(africasTalking.sent.at(-1)).toMatchObject({ to: phone });
      expect(await codeRows(phone)).toEqual([{ prefix: phone.slice(1, 7) }]);
    }
  });

  it("SMS_COUNTRIES widens the list; a premium range stays refused", async () => {
    const { app: wide } = await buildClockedApp(database, { SMS_COUNTRIES: "NG,KE,TZ" });
    try {
      const user = await createTestUser(wide, database);
      expect((await sendCode(wide, user, "+255712345678")).statusCode).toBe(202);
      const us = await sendCode(wide, user, "+12125550123");
      expect(us.json<ApiError>().error.code).toBe("phone/country-not-served");
      const premium = await sendCode(wide, user, "+254900212345");
      expect(premium.json<ApiError>().error.code).toBe("phone/number-not-supported");
    } finally {
      await wide.close();
    }
  });
});

describe("the hourly budget per destination prefix", () => {
  let budgeted: FastifyInstance;
  let clock: ManualClock;
  let admin: TestUser;
  beforeAll(async () => {
    ({ app: budgeted, clock } = await buildClockedApp(database, {
      SMS_PREFIX_BUDGET_PER_HOUR: "3",
    }));
    admin = await createTestUser(budgeted, database, { role: "admin" });
    // Five minutes into a clock hour, so that the next hour is another alert's.
    clock.advance(HOUR - (clock.now().getTime() % HOUR) + 5 * MINUTE);
  });
  afterAll(async () => {
    await budgeted.close();
  });

  const alerts = async (prefix: string) =>
    (
      await budgeted.inject({
        url: "/api/v1/admin/sms-alerts",
        headers: { cookie: admin.cookie },
      })
    )
      .json<SmsAlertPage>()
      .items.filter((a) => a.prefix === prefix);
  const outbox = async (prefix: string) =>
    (await budgeted.inject({ url: "/dev/mailbox.json" }))
      .json<{ messages: { to: string }[] }>()
      .messages.filter((m) => m.to.startsWith(`+${prefix}`)).length;

  it("stops sending after the budget, raises one alert an hour, and sends again once the hour rolls", async () => {
    const prefix = "234809";
    const users = await Promise.all(
      Array.from({ length: 3 }, () => createTestUser(budgeted, database)),
    );
    const hourStart = new Date(Math.floor(clock.now().getTime() / HOUR) * HOUR);
    for (const user of users) {
      expect((await sendCode(budgeted, user, ngMobile())).statusCode).toBe(202);
      clock.advance(MINUTE);
    }
    // The fourth code to the range, from any account, to any number in it, is refused.
    const refusals = [];
    for (const user of users) {
      const res = await sendCode(budgeted, user, ngMobile());
      expect(res.statusCode).toBe(429);
      expect(res.json<ApiError>().error).toEqual({
        code: "phone/range-busy",
        message: "Too many codes went to numbers like this one in the last hour. Try again later.",
      });
      refusals.push(res);
      clock.advance(MINUTE);
    }
    // Until the first code of the three leaves the hour (sent 3 minutes before the first refusal).
    expect(refusals[0]!.headers["retry-after"]).toBe(String(57 * 60));
    expect(await outbox(prefix)).toBe(3);
    // Another range is not held up.
    expect((await sendCode(budgeted, users[0]!, ngMobile("810"))).statusCode).toBe(202);

    const [alert, ...more] = await alerts(prefix);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      prefix,
      country: "NG",
      hourStart: hourStart.toISOString(),
      budget: 3,
      sent: 3,
      refused: 3,
      acknowledgedAt: null,
      acknowledgedBy: null,
    } satisfies Partial<SmsAlert>);
    expect(
      new Date(alert!.lastRefusedAt).getTime() - new Date(alert!.firstRefusedAt).getTime(),
    ).toBe(2 * MINUTE);

    // An hour later the range has its budget back: six ask at once, three are sent.
    clock.advance(HOUR);
    const others = await Promise.all(
      Array.from({ length: 6 }, () => createTestUser(budgeted, database)),
    );
    const burst = await Promise.all(others.map((user) => sendCode(budgeted, user, ngMobile())));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([202, 202, 202, 429, 429, 429]);
    expect(await outbox(prefix)).toBe(6);
    // A new clock hour, a new alert; still one for the hour before.
    const both = await alerts(prefix);
    expect(both.map((a) => [a.hourStart, a.refused])).toEqual([
      [new Date(hourStart.getTime() + HOUR).toISOString(), 3],
      [hourStart.toISOString(), 3],
    ]);
  });

  it("an admin acknowledges an alert once, with an audit entry; viewers cannot see them", async () => {
    const prefix = "234811";
    const users = await Promise.all(
      Array.from({ length: 4 }, () => createTestUser(budgeted, database)),
    );
    for (const user of users) await sendCode(budgeted, user, ngMobile("811"));
    const [alert] = await alerts(prefix);
    expect(alert).toMatchObject({ sent: 3, refused: 1 });

    const viewer = users[0]!;
    const peek = await budgeted.inject({
      url: "/api/v1/admin/sms-alerts",
      headers: { cookie: viewer.cookie },
    });
    expect(peek.statusCode).toBe(403);
    const ackAs = (user: TestUser, id = alert!.id) =>
      budgeted.inject({
        method: "POST",
        url: `/api/v1/admin/sms-alerts/${id}/acknowledge`,
        headers: { cookie: user.cookie },
      });
    expect((await ackAs(viewer)).statusCode).toBe(403);

    const ack = await ackAs(admin);
    expect(ack.statusCode).toBe(200);
    expect(ack.headers["cache-control"]).toBe("no-store");
    expect(ack.json<SmsAlert>()).toMatchObject({
      id: alert!.id,
      acknowledgedAt: clock.now().toISOString(),
      acknowledgedBy: expect.any(String) as string,
    });
    const again = await ackAs(admin);
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError>().error.code).toBe("sms-alerts/already-acknowledged");
    const missing = await ackAs(admin, "00000000-0000-4000-8000-000000000000");
    expect(missing.statusCode).toBe(404);

    const audit = await budgeted.inject({
      url: `/api/v1/admin/audit?targetId=${alert!.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(audit.json<AuditList>().entries).toEqual([
      expect.objectContaining({
        actorId: admin.uid,
        action: "sms-alert.acknowledge",
        targetType: "sms-alert",
        targetId: alert!.id,
      }),
    ]);
    const open = await budgeted.inject({
      url: "/api/v1/admin/sms-alerts?status=open",
      headers: { cookie: admin.cookie },
    });
    expect(open.json<SmsAlertPage>().items.map((a) => a.id)).not.toContain(alert!.id);
  });

  it("invitations and admin messages (app.sms) keep to the same destinations", async () => {
    const before = await outbox("882130");
    await expect(budgeted.sms!.send("+88213000001", "hello")).rejects.toThrow(/refused \(type\)/);
    await expect(budgeted.sms!.send("+255712345678", "hello")).rejects.toThrow(
      /refused \(country\)/,
    );
    expect(await outbox("882130")).toBe(before);
    await budgeted.sms!.send(ngMobile("812"), "hello");
    expect(await outbox("234812")).toBe(1);
  });

  it("the demo seed adds one alert a newcomer sees in the console, once", async () => {
    await seedDemoSmsAlert(database.db, clock.now(), 100);
    expect(await seedDemoSmsAlert(database.db, clock.now(), 100)).toEqual({ inserted: false });
    expect(await alerts("234913")).toEqual([
      expect.objectContaining({ country: "NG", budget: 100, sent: 100, refused: 187 }),
    ]);
  });
});
