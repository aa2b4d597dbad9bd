import type { ImportStatus, SentMessage } from "@tazama/contracts";
import { type Database, openDatabase, schema } from "@tazama/db";
import { openTestDatabase } from "@tazama/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type TestUser,
  buildClockedApp,
  createTestUser,
  uniqueEmail,
  uniquePhone,
} from "./accounts.ts";
import { provePhone } from "./factories/viewer.ts";
import { startMaildev } from "./maildev.ts";
import { multipartForm } from "./multipart.ts";

/**
 * Every queue that sends SMS or mail, drained by two runners at once: two apps, each on its own
 * connection pool, on one PostgreSQL database (as two worker processes are), both draining while
 * the API's own drain after the request runs too. Deliveries are counted where they leave: the
 * SMTP server (maildev) for mail, the SMS outbox (the SMS sender outside production) for SMS.
 * ADR 0078.
 */
const url = process.env.TEST_DATABASE_URL;

let databases: Database[] = [];
let one: FastifyInstance;
let two: FastifyInstance;
let admin: TestUser;
let maildev: Awaited<ReturnType<typeof startMaildev>>;

beforeAll(async () => {
  if (!url) return;
  maildev = await startMaildev();
  const first = await openTestDatabase();
  const sameDatabase = new URL(url);
  sameDatabase.pathname = `/${first.name}`;
  const second = await openDatabase({
    kind: "postgres",
    url: sameDatabase.toString(),
    poolSize: 5,
  });
  databases = [first, second];
  // One secret for both, as every process of a deployment has: a session works on either.
  const env = {
    PUBLIC_URL: "https://tazama.test",
    SMTP_URL: maildev.smtpUrl,
    AUTH_SECRET: "two-runners-share-one-auth-secret-0123456789",
  };
  ({ app: one } = await buildClockedApp(first, env));
  ({ app: two } = await buildClockedApp(second, env));
  admin = await createTestUser(one, first, { role: "admin", body: { name: "Wanjiru Admin" } });
}, 60_000);

afterAll(async () => {
  if (!url) return;
  await one.close();
  await two.close();
  await Promise.all(databases.map((database) => database.close()));
  await maildev.close();
});

/** SMS per number, as the SMS sender received them. */
async function smsCounts(): Promise<Map<string, number>> {
  const { rows } = await databases[0]!.raw.query<{ to: string; n: number }>(
    `select "to", count(*)::int as n from dev_mails where "to" like '+%' group by "to"`,
  );
  return new Map(rows.map((row) => [row.to, row.n]));
}

/** Mails per address, as the SMTP server received them. */
async function mailCounts(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const mail of await maildev.emails()) {
    for (const to of mail.to) counts.set(to.address, (counts.get(to.address) ?? 0) + 1);
  }
  return counts;
}

async function organisation(members: TestUser[]): Promise<string> {
  const database = databases[0]!;
  const [org] = await database.db
    .insert(schema.organisations)
    .values({ name: "Mwangaza School", kind: "school", createdAt: new Date() })
    .returning();
  await database.db.insert(schema.organisationMembers).values([
    { orgId: org!.id, userId: admin.uid, role: "admin" as const, joinedAt: new Date() },
    ...members.map((m) => ({
      orgId: org!.id,
      userId: m.uid,
      role: "member" as const,
      joinedAt: new Date(),
    })),
  ]);
  return org!.id;
}

describe.skipIf(!url)("queues drained by two runners at once on one PostgreSQL (ADR 0078)", () => {
  it("an admin message's SMS: each member gets each message once", async () => {
    const members = await Promise.all(
      Array.from({ length: 40 }, () => createTestUser(one, databases[0]!)),
    );
    const phones = await Promise.all(members.map((m) => provePhone(databases[0]!, m.uid)));
    const orgId = await organisation(members);
    const bodies = ["Screening on Friday.", "Doors open at 6.", "Bring a friend."];
    for (const body of bodies) {
      const res = await one.inject({
        method: "POST",
        url: "/api/v1/admin/users/sendMessage",
        headers: { cookie: admin.cookie },
        payload: { channel: "sms", to: { kind: "organisation", orgId }, body },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json<SentMessage>().recipients).toBe(40);
    }
    // The first process drains after each request already; both workers' timers fire now.
    await Promise.all([one.messages.drainSms(), two.messages.drainSms(), one.messages.drainSms()]);
    await Promise.all([one.messages.drainSms(), two.messages.drainSms()]);
    const counts = await smsCounts();
    expect(phones.map((phone) => counts.get(phone) ?? 0)).toEqual(phones.map(() => 3));
  });

  it("a member import's invitations, by mail and by SMS: one each", async () => {
    const run = await memberImport(20);
    const started = await run.confirm(two);
    expect(started.statusCode).toBe(202);
    await Promise.all([
      one.organisations.drainImports(),
      two.organisations.drainImports(),
      two.organisations.drainImports(),
    ]);
    await run.expectEachOnce();
  });

  it("… and when a batch outlives its run's lease (a slow mail server) and another runner takes it", async () => {
    const run = await memberImport(30);
    const firstMail = maildev.nextMail();
    // The first process starts the run after the request, as the API does.
    expect((await run.confirm(one)).statusCode).toBe(202);
    await firstMail;
    // Mid-batch, its lease runs out (as it would after two minutes of a slow SMTP server): the
    // other runner's timer takes the run.
    await databases[0]!.raw.query(
      "update task_leases set until = now() - interval '1 second' where name = $1",
      [`member-import:${run.importId}`],
    );
    await Promise.all([two.organisations.drainImports(), one.organisations.drainImports()]);
    await two.organisations.drainImports();
    await run.expectEachOnce();
  });
});

/** A confirmed-to-be member CSV: `n` people by mail, `n` by SMS only. */
async function memberImport(n: number) {
  const emails = Array.from({ length: n }, (_, i) => uniqueEmail(`member${i}`));
  const phones = Array.from({ length: n }, () => uniquePhone());
  const csv = [
    "name,email,phone",
    ...emails.map((email, i) => `Member ${i},${email},`),
    ...phones.map((phone, i) => `Texted ${i},,${phone}`),
  ].join("\n");
  const created = await one.inject({
    method: "POST",
    url: "/api/v1/orgs",
    headers: { cookie: admin.cookie },
    payload: { name: "Baraka Academy", kind: "school" },
  });
  const orgId = created.json<{ id: string }>().id;
  const form = multipartForm(
    {},
    { name: "members.csv", data: Buffer.from(csv), contentType: "text/csv" },
  );
  const preview = (
    await one.inject({
      method: "POST",
      url: `/api/v1/orgs/${orgId}/imports`,
      headers: { cookie: admin.cookie, ...form.headers },
      payload: form.payload,
    })
  ).json<ImportStatus>();
  return {
    importId: preview.id,
    confirm: (app: FastifyInstance) =>
      app.inject({
        method: "POST",
        url: "/api/v1/users/createMultipleAccounts",
        headers: { cookie: admin.cookie },
        payload: { orgId, importId: preview.id },
      }),
    async expectEachOnce() {
      const done = (
        await one.inject({
          url: `/api/v1/orgs/${orgId}/imports/${preview.id}`,
          headers: { cookie: admin.cookie },
        })
      ).json<ImportStatus>();
      expect(done).toMatchObject({ status: "done", results: { created: n, invited: n } });
      const [mails, texts] = [await mailCounts(), await smsCounts()];
      expect(emails.map((email) => mails.get(email) ?? 0)).toEqual(emails.map(() => 1));
      expect(phones.map((phone) => texts.get(phone) ?? 0)).toEqual(phones.map(() => 1));
    },
  };
}
