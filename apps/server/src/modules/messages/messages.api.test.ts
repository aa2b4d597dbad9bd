import { randomUUID } from "node:crypto";
import {
  type ApiError,
  MESSAGE_LIMITS,
  type MessageLog,
  type NotificationList,
  type SendMessageBody,
  type SentMessage,
} from "@tazama/contracts";
import { type Database, schema } from "@tazama/db";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestUser, buildClockedApp, createTestUser } from "../../../test/accounts.ts";
import { provePhone } from "../../../test/factories/viewer.ts";
import { getTestApp } from "../../../test/harness.ts";
import type { ManualClock } from "../../lib/clock.ts";

let database: Database;
let app: FastifyInstance;
let clock: ManualClock;
let admin: TestUser;

beforeAll(async () => {
  ({ database } = await getTestApp());
  ({ app, clock } = await buildClockedApp(database, { PUBLIC_URL: "https://tazama.test" }));
  admin = await createTestUser(app, database, { role: "admin", body: { name: "Wanjiru Admin" } });
});
afterAll(async () => {
  await app.close();
});

const send = (from: TestUser, payload: unknown) =>
  app.inject({
    method: "POST",
    url: "/api/v1/admin/users/sendMessage",
    headers: { cookie: from.cookie },
    payload: payload as SendMessageBody,
  });
const bell = async (user: TestUser) =>
  (
    await app.inject({ url: "/api/v1/users/notifications", headers: { cookie: user.cookie } })
  ).json<NotificationList>();
const messageLog = async () =>
  (
    await app.inject({ url: "/api/v1/admin/messages", headers: { cookie: admin.cookie } })
  ).json<MessageLog>().messages;
const smsTo = async (phone: string) =>
  (await app.inject({ url: "/dev/mailbox.json" }))
    .json<{ messages: { to: string; subject: string; text: string }[] }>()
    .messages.filter((m) => m.to === phone);

async function orgWith(members: TestUser[]): Promise<string> {
  const [org] = await database.db
    .insert(schema.organisations)
    .values({ name: "Mwangaza School", kind: "school", createdAt: new Date() })
    .returning();
  await database.db.insert(schema.organisationMembers).values(
    members.map((m) => ({
      orgId: org!.id,
      userId: m.uid,
      role: "member" as const,
      joinedAt: new Date(),
    })),
  );
  return org!.id;
}

describe("users/sendMessage", () => {
  it("in the app to an organisation's members: their bell has it, nobody else's, and the log says so", async () => {
    const [a, b, outsider, gone] = await Promise.all(
      Array.from({ length: 4 }, () => createTestUser(app, database)),
    );
    const orgId = await orgWith([a!, b!, gone!]);
    await database.db
      .update(schema.users)
      .set({ disabled: true })
      .where(eq(schema.users.id, gone!.uid));

    const res = await send(admin, {
      channel: "in-app",
      to: { kind: "organisation", orgId },
      title: "New films this week",
      body: "Three new Kenyan dramas are on Tazama.",
      link: "/movies",
    });
    expect(res.statusCode).toBe(201);
    const sent = res.json<SentMessage>();
    expect(sent).toMatchObject({
      channel: "in-app",
      audience: `organisation:${orgId}`,
      recipients: 2,
      delivered: 2,
      sentBy: "Wanjiru Admin",
    });
    for (const member of [a!, b!]) {
      const list = await bell(member);
      expect(list.unread).toBe(1);
      expect(list.items[0]).toMatchObject({
        kind: "message",
        title: "New films this week",
        body: "Three new Kenyan dramas are on Tazama.",
        link: "/movies",
      });
    }
    expect((await bell(outsider!)).items).toHaveLength(0);
    expect((await messageLog()).find((m) => m.id === sent.id)).toEqual(sent);
  });

  it("by SMS only to proven numbers, through the SMS queue; the log counts what was delivered", async () => {
    const viewer = await createTestUser(app, database);
    const to = { kind: "user", userId: viewer.uid } as const;
    const unproven = await send(admin, { channel: "sms", to, body: "Hello from Tazama" });
    expect(unproven.statusCode).toBe(400);
    expect(unproven.json<ApiError>().error).toEqual({
      code: "messages/no-recipients",
      message: "Nobody in this audience has a verified phone number.",
    });

    const phone = await provePhone(database, viewer.uid);
    const res = await send(admin, { channel: "sms", to, body: "Your weekend pass starts Friday." });
    expect(res.statusCode).toBe(201);
    expect(res.json<SentMessage>()).toMatchObject({ recipients: 1 });
    await app.messages.drainSms();
    const texts = await smsTo(phone);
    expect(texts.map((m) => m.text.trim())).toContain("Your weekend pass starts Friday.");
    const logged = (await messageLog()).find((m) => m.id === res.json<SentMessage>().id);
    expect(logged).toMatchObject({ channel: "sms", delivered: 1, failed: 0, queued: 0 });
    // The in-app bell is a different channel: nothing there.
    expect((await bell(viewer)).items).toHaveLength(0);
  });

  it("answers plainly for a missing user, bad bodies, viewers and strangers", async () => {
    const viewer = await createTestUser(app, database);
    const missing = await send(admin, {
      channel: "in-app",
      to: { kind: "user", userId: randomUUID() },
      title: "Hi",
      body: "Hello",
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ApiError>().error.code).toBe("messages/no-such-user");

    const bad: unknown[] = [
      { channel: "sms", to: { kind: "user", userId: viewer.uid }, body: "x", title: "no titles" },
      { channel: "sms", to: { kind: "user", userId: viewer.uid }, body: "x".repeat(321) },
      { channel: "in-app", to: { kind: "segment", segment: "all" }, title: "t", body: "b" },
      { channel: "in-app", to: { kind: "country", country: "ke" }, title: "t", body: "b" },
      { channel: "in-app", to: { kind: "everyone" }, title: "t", body: "b", link: "//evil.test" },
      { channel: "in-app", to: { kind: "user", userId: viewer.uid }, title: " ", body: "b" },
      { channel: "fax", to: { kind: "user", userId: viewer.uid }, body: "b" },
    ];
    for (const payload of bad) {
      const res = await send(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const asViewer = await send(viewer, {
      channel: "in-app",
      to: { kind: "segment", segment: "everyone" },
      title: "Free money",
      body: "Click here",
    });
    expect(asViewer.statusCode).toBe(403);
    expect((await app.inject({ url: "/api/v1/admin/messages" })).statusCode).toBe(401);
    expect(
      (await app.inject({ url: "/api/v1/admin/messages", headers: { cookie: viewer.cookie } }))
        .statusCode,
    ).toBe(403);
  });

  it(`one admin sends at most ${MESSAGE_LIMITS.perAdminPerHour} an hour, even all at once`, async () => {
    const busy = await createTestUser(app, database, { role: "admin" });
    const viewer = await createTestUser(app, database, { body: { locale: "en-GH" } });
    const message = {
      channel: "in-app",
      to: { kind: "country", country: "GH" },
      title: "Ghana premieres",
      body: "New this week",
    };
    const burst = await Promise.all(
      Array.from({ length: MESSAGE_LIMITS.perAdminPerHour + 5 }, () => send(busy, message)),
    );
    const codes = burst.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(MESSAGE_LIMITS.perAdminPerHour);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    expect(burst.find((r) => r.statusCode === 429)!.json<ApiError>().error).toEqual({
      code: "messages/too-many",
      message: `You have sent ${MESSAGE_LIMITS.perAdminPerHour} messages in the last hour. Try again later.`,
    });
    // Each sent message reached the Ghanaian viewer once (one bell item per message).
    expect((await bell(viewer)).unread).toBe(MESSAGE_LIMITS.perAdminPerHour);
    // Another admin is not held back, and an hour later this one may send again.
    expect((await send(admin, message)).statusCode).toBe(201);
    clock.advance(60 * 60 * 1000 + 1);
    expect((await send(busy, message)).statusCode).toBe(201);
  });
});
