import { randomBytes } from "node:crypto";
import { registrationResponseSchema } from "@tazama/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildClockedApp, uniqueIp } from "../../../test/accounts.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";
import type { ManualClock } from "../../lib/clock.ts";
import { REGISTRATIONS_PER_IP, TOO_MANY_REGISTRATIONS } from "./registrations.routes.ts";

// The seeded International Animation Day ended on 2025-10-28: registrations are taken on a
// clock set before it (the last describe moves the clock past the end).
const BEFORE_THE_DAY = Date.UTC(2025, 9, 1, 9);
let t: TestApp;
let clock: ManualClock;
beforeAll(async () => {
  const shared = await getTestApp();
  const clocked = await buildClockedApp(shared.database);
  clock = clocked.clock;
  t = { ...shared, app: clocked.app };
});
afterAll(async () => {
  await t.app.close();
});
beforeEach(() => {
  clock.advance(BEFORE_THE_DAY - clock.now().getTime());
});

const URL = "/api/v1/registrations/animation-day";

/** A valid registration with an email no other test uses. */
function aRegistration(overrides: Record<string, unknown> = {}) {
  return {
    name: "Amina Njeri",
    email: `amina.${randomBytes(4).toString("hex")}@example.com`,
    phone: "+254712345678",
    organisation: "Kibera Animation Club",
    ...overrides,
  };
}

/** Each test posts from an address of its own, so the per-address limit never couples them. */
let testIp = uniqueIp();
beforeEach(() => {
  testIp = uniqueIp();
});

function post(payload: unknown) {
  return t.app.inject({
    method: "POST",
    url: URL,
    payload: payload as Record<string, unknown>,
    remoteAddress: testIp,
  });
}

async function rowCount(): Promise<number> {
  const { rows } = await t.database.raw.query<{ n: number }>(
    "select count(*)::int as n from event_registrations",
  );
  return rows[0]!.n;
}

async function stored(email: string) {
  const { rows } = await t.database.raw.query(
    "select event_slug, name, email, phone, organisation from event_registrations where email = $1",
    [email],
  );
  return rows;
}

describe("POST /api/v1/registrations/animation-day", () => {
  it("registers, answers 201 with the registration and stores it normalised", async () => {
    const input = aRegistration({
      name: "  Amina Njeri ",
      phone: " +254 712-345 678 ",
      organisation: "   ",
    });
    const email = input.email;
    const res = await post({ ...input, email: `  ${email.toUpperCase()} ` });
    expect(res.statusCode).toBe(201);
    const { registration } = registrationResponseSchema.parse(res.json());
    expect(registration).toMatchObject({ name: "Amina Njeri", email });
    expect(Object.keys(registration).sort()).toEqual(["createdAt", "email", "id", "name"]);
    expect(Math.abs(Date.parse(registration.createdAt) - Date.now())).toBeLessThan(60_000);
    expect(await stored(email)).toEqual([
      {
        event_slug: "international-animation-day",
        name: "Amina Njeri",
        email,
        phone: "+254712345678",
        organisation: null,
      },
    ]);
  });

  it("keeps the organisation when given and accepts a registration without one", async () => {
    const withOrg = aRegistration();
    expect((await post(withOrg)).statusCode).toBe(201);
    expect((await stored(withOrg.email))[0]?.organisation).toBe("Kibera Animation Club");
    const withoutOrg = aRegistration({ organisation: undefined });
    expect(JSON.stringify(withoutOrg)).not.toContain("organisation");
    expect((await post(withoutOrg)).statusCode).toBe(201);
    expect((await stored(withoutOrg.email))[0]?.organisation).toBeNull();
  });

  it("answers 409 to the same email again, in any case, and stores one row", async () => {
    const first = aRegistration();
    expect((await post(first)).statusCode).toBe(201);
    const conflict = {
      error: {
        code: "registration/already-registered",
        message: "This email is already registered for International Animation Day.",
      },
    };
    const again = await post({ ...first, name: "Someone Else" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(conflict);
    const shouting = await post({ ...first, email: first.email.toUpperCase() });
    expect(shouting.statusCode).toBe(409);
    expect(shouting.json()).toEqual(conflict);
    expect(await stored(first.email)).toHaveLength(1);
  });

  it("answers one 201 and 409 to the rest when the same email arrives concurrently", async () => {
    const input = aRegistration();
    const results = await Promise.all(Array.from({ length: 6 }, () => post(input)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await stored(input.email)).toHaveLength(1);
  });

  it.each([
    ["name", { name: "A" }],
    ["name", { name: "   " }],
    ["name", { name: "x".repeat(121) }],
    ["name", { name: undefined }],
    ["email", { email: "not-an-email" }],
    ["email", { email: `${"a".repeat(250)}@example.com` }],
    ["email", { email: undefined }],
    ["phone", { phone: "0712345678" }],
    ["phone", { phone: "+2547" }],
    ["phone", { phone: "+1234567890123456" }],
    ["phone", { phone: "+0712345678" }],
    ["phone", { phone: "+254-abc-345" }],
    ["phone", { phone: undefined }],
    ["organisation", { organisation: "x".repeat(161) }],
    ["organisation", { organisation: 42 }],
  ])("answers 400 naming %s for %j and stores nothing", async (field, overrides) => {
    const before = await rowCount();
    const res = await post(aRegistration(overrides));
    expect(res.statusCode).toBe(400);
    const { error } = res.json<{ error: { code: string; message: string } }>();
    expect(error.code).toBe("request/invalid");
    expect(error.message).toContain(field);
    expect(await rowCount()).toBe(before);
  });

  it("answers 400 to a body that is not JSON, or no body at all, and stores nothing", async () => {
    const before = await rowCount();
    const broken = await t.app.inject({
      method: "POST",
      url: URL,
      headers: { "content-type": "application/json" },
      payload: '{"name": "Amina", ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<{ error: { code: string } }>().error.code).toBe("request/invalid");
    const empty = await t.app.inject({ method: "POST", url: URL });
    expect(empty.statusCode).toBe(400);
    const array = await post([aRegistration()]);
    expect(array.statusCode).toBe(400);
    expect(await rowCount()).toBe(before);
  });

  it("refuses a form-encoded body with 415", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: URL,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "name=Amina&email=a%40example.com&phone=%2B254712345678",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json<{ error: { code: string } }>().error.code).toBe(
      "request/unsupported-media-type",
    );
  });
});

describe("registrations per address (issue 12, finding 13)", () => {
  let clocked: Awaited<ReturnType<typeof buildClockedApp>>;
  beforeAll(async () => {
    clocked = await buildClockedApp(t.database);
    clocked.clock.advance(BEFORE_THE_DAY - clocked.clock.now().getTime());
  });
  afterAll(async () => {
    await clocked.app.close();
  });

  const postFrom = (ip: string, payload: Record<string, unknown>) =>
    clocked.app.inject({ method: "POST", url: URL, payload, remoteAddress: ip });

  it("answers 429 with Retry-After past the limit, stores nothing more, and frees the address after the window", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < REGISTRATIONS_PER_IP.max; i += 1) {
      expect((await postFrom(ip, aRegistration())).statusCode).toBe(201);
    }
    const before = await rowCount();
    const refused = await postFrom(ip, aRegistration());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: { code: "request/too-many", message: TOO_MANY_REGISTRATIONS },
    });
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(REGISTRATIONS_PER_IP.windowMs / 1000);
    expect(await rowCount()).toBe(before);

    // Another address is not affected; the same one is free again after the window.
    expect((await postFrom(uniqueIp(), aRegistration())).statusCode).toBe(201);
    clocked.clock.advance(REGISTRATIONS_PER_IP.windowMs + 1);
    expect((await postFrom(ip, aRegistration())).statusCode).toBe(201);
  });

  it("does not count malformed registrations against the address", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < REGISTRATIONS_PER_IP.max + 5; i += 1) {
      expect((await postFrom(ip, aRegistration({ email: "nope" }))).statusCode).toBe(400);
    }
    expect((await postFrom(ip, aRegistration())).statusCode).toBe(201);
  });
});

describe("after the event", () => {
  it("refuses registrations once it has ended, with 409 registration/closed, storing nothing", async () => {
    clock.advance(Date.UTC(2025, 9, 29) - clock.now().getTime());
    const before = await rowCount();
    const res = await post(aRegistration());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: "registration/closed", message: "Registration has closed." },
    });
    expect(await rowCount()).toBe(before);
  });

  it("still takes them on the day itself, until its end", async () => {
    clock.advance(Date.UTC(2025, 9, 28, 23, 0) - clock.now().getTime());
    expect((await post(aRegistration())).statusCode).toBe(201);
  });
});
