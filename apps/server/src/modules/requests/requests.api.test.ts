import {
  TITLE_REQUEST_LIMITS,
  type TitleRequestBody,
  adminRequestPageSchema,
  notificationListSchema,
  titleRequestListSchema,
  titleRequestResultSchema,
} from "@tazama/contracts";
import { schema } from "@tazama/db";
import { and, eq, like } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestUser, buildClockedApp, createTestUser } from "../../../test/accounts.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";
import type { ManualClock } from "../../lib/clock.ts";

const { titles, devMails } = schema;

let t: TestApp;
let admin: TestUser;
let tag = 0;
/** A title nobody asked for yet (the database is shared by the files of a worker). */
const fresh = (label = "Request") => `${label} ${Date.now().toString(36)} ${++tag}`;

function ask(user: TestUser | null, body: TitleRequestBody, app: FastifyInstance = t.app) {
  return app.inject({
    method: "POST",
    url: "/api/v1/add/request",
    payload: body,
    headers: user ? { cookie: user.cookie } : {},
  });
}

async function asked(user: TestUser, body: TitleRequestBody, app?: FastifyInstance) {
  const res = await ask(user, body, app);
  expect([200, 201], res.body).toContain(res.statusCode);
  return titleRequestResultSchema.parse(res.json());
}

function triage(id: number, payload: object, user = admin) {
  return t.app.inject({
    method: "PATCH",
    url: `/api/v1/admin/requests/${id}`,
    payload,
    headers: { cookie: user.cookie },
  });
}

async function notificationsOf(user: TestUser) {
  const res = await t.app.inject({
    url: "/api/v1/users/notifications",
    headers: { cookie: user.cookie },
  });
  expect(res.statusCode).toBe(200);
  return notificationListSchema.parse(res.json());
}

const errorOf = (res: LightMyRequestResponse) =>
  res.json<{ error: { code: string; message: string } }>().error;
const listOf = (res: LightMyRequestResponse) => titleRequestListSchema.parse(res.json()).items;

beforeAll(async () => {
  t = await getTestApp();
  admin = await createTestUser(t.app, t.database, { role: "admin" });
});

describe("asking for a title (add/request)", () => {
  it("creates one request per work; a second asker adds a vote, a repeat adds nothing", async () => {
    const [amina, kofi] = await Promise.all([
      createTestUser(t.app, t.database),
      createTestUser(t.app, t.database),
    ]);
    const title = fresh("The Wedding Party");
    const first = await ask(amina, {
      title,
      kind: "movie",
      year: 2016,
      link: "https://example.com/x",
    });
    expect(first.statusCode).toBe(201);
    expect(first.json<unknown>()).toMatchObject({
      outcome: "created",
      request: { title, kind: "movie", year: 2016, status: "pending", votes: 1, asked: true },
    });

    const second = await asked(kofi, {
      title: `  ${title.toUpperCase()}!`,
      kind: "movie",
      year: 2016,
    });
    expect(second).toMatchObject({ outcome: "voted", request: { title, votes: 2, asked: true } });
    const again = await asked(amina, { title, kind: "movie", year: 2016 });
    expect(again).toMatchObject({ outcome: "already-asked", request: { votes: 2, asked: true } });

    // Another year or kind is another work.
    expect((await asked(kofi, { title, kind: "series", year: 2016 })).outcome).toBe("created");

    const mine = await t.app.inject({
      url: "/api/v1/add/request",
      headers: { cookie: kofi.cookie },
    });
    const items = titleRequestListSchema.parse(mine.json()).items;
    expect(items.map((i) => [i.kind, i.votes])).toEqual([
      ["series", 1],
      ["movie", 2],
    ]);
  });

  it("twenty viewers asking at once make one request with twenty votes", async () => {
    const viewers = await Promise.all(
      Array.from({ length: 20 }, () => createTestUser(t.app, t.database)),
    );
    const title = fresh("Rattlesnake");
    const results = await Promise.all(
      viewers.map((v) => asked(v, { title, kind: "movie", year: 2021 })),
    );
    expect(results.filter((r) => r.outcome === "created")).toHaveLength(1);
    expect(new Set(results.map((r) => r.request.id)).size).toBe(1);
    const popular = await t.app.inject({ url: "/api/v1/add/request/popular" });
    const row = titleRequestListSchema
      .parse(popular.json())
      .items.find((i) => i.id === results[0]!.request.id);
    expect(row).toMatchObject({ votes: 20, asked: false });
  });

  it("points to what is already on Tazama instead of asking", async () => {
    const viewer = await createTestUser(t.app, t.database);
    const [movie] = await t.database.db
      .select({ ref: titles.ref, title: titles.title, year: titles.year })
      .from(titles)
      .where(and(eq(titles.kind, "movie"), eq(titles.status, "published")))
      .limit(1);
    const res = await ask(viewer, { title: movie!.title.toLowerCase(), kind: "movie", year: 1999 });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe("request/on-tazama");
    expect(errorOf(res).message).toContain(`/view/${movie!.ref}`);
  });

  it("refuses bad input with a clear 4xx and stores nothing", async () => {
    const viewer = await createTestUser(t.app, t.database);
    const cases: [object, string][] = [
      [{ title: "", kind: "movie", year: 2020 }, "Type the title"],
      [{ title: "X", kind: "movie", year: 1850 }, "from 1900"],
      [{ title: "X", kind: "movie", year: 2999 }, "too far ahead"],
      [{ title: "X", kind: "play", year: 2020 }, ""],
      [{ title: "X", kind: "movie", year: 2020, link: "ftp://x.test/a" }, "https://"],
      [{ title: "!!!", kind: "movie", year: 2020 }, "letters or digits"],
    ];
    for (const [payload, message] of cases) {
      const res = await ask(viewer, payload as TitleRequestBody);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(res).message).toContain(message);
    }
    expect((await ask(null, { title: "X", kind: "movie", year: 2020 })).statusCode).toBe(401);
    const mine = await t.app.inject({
      url: "/api/v1/add/request",
      headers: { cookie: viewer.cookie },
    });
    expect(listOf(mine)).toEqual([]);
  });

  it("withdrawing the last vote of a pending request removes it; another's vote is 404", async () => {
    const [a, b] = await Promise.all([
      createTestUser(t.app, t.database),
      createTestUser(t.app, t.database),
    ]);
    const { request } = await asked(a, { title: fresh(), kind: "movie", year: 2020 });
    const withdraw = (user: TestUser) =>
      t.app.inject({
        method: "DELETE",
        url: `/api/v1/add/request/${request.id}`,
        headers: { cookie: user.cookie },
      });
    expect((await withdraw(b)).statusCode).toBe(404);
    expect((await withdraw(a)).json()).toEqual({ withdrawn: true });
    const rows = await t.database.db
      .select()
      .from(schema.titleRequests)
      .where(eq(schema.titleRequests.id, request.id));
    expect(rows).toEqual([]);
  });
});

describe("limits per viewer", () => {
  let app: FastifyInstance;
  let clock: ManualClock;
  beforeAll(async () => {
    ({ app, clock } = await buildClockedApp(t.database));
  });
  afterAll(() => app.close());

  it(`holds ${TITLE_REQUEST_LIMITS.open} open requests at once, and all at once cannot pass it`, async () => {
    const viewer = await createTestUser(app, t.database);
    const results = await Promise.all(
      Array.from({ length: TITLE_REQUEST_LIMITS.open + 3 }, () =>
        ask(viewer, { title: fresh("Open"), kind: "movie", year: 2020 }, app),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(TITLE_REQUEST_LIMITS.open);
    const refused = results.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(3);
    expect(errorOf(refused[0]!).code).toBe("request/too-many-open");
    // Refused asks left no request behind.
    const mine = await app.inject({
      url: "/api/v1/add/request",
      headers: { cookie: viewer.cookie },
    });
    expect(listOf(mine)).toHaveLength(TITLE_REQUEST_LIMITS.open);
  });

  it(`takes ${TITLE_REQUEST_LIMITS.perWeek} asks in 7 days, then again a week later`, async () => {
    const viewer = await createTestUser(app, t.database);
    for (let i = 0; i < TITLE_REQUEST_LIMITS.perWeek; i += 1) {
      const { request } = await asked(
        viewer,
        { title: fresh("Week"), kind: "movie", year: 2020 },
        app,
      );
      // Answered requests no longer count as open; they still count for the week.
      expect((await triage(request.id, { status: "declined" })).statusCode).toBe(200);
    }
    const refused = await ask(viewer, { title: fresh("Week"), kind: "movie", year: 2020 }, app);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe("request/weekly-limit");
    clock.advance(7 * 24 * 3600 * 1000 + 1000);
    expect(
      (await ask(viewer, { title: fresh("Week"), kind: "movie", year: 2020 }, app)).statusCode,
    ).toBe(201);
  });
});

describe("triage (admin) and telling the askers", () => {
  it("is for admins only", async () => {
    const viewer = await createTestUser(t.app, t.database);
    const list = await t.app.inject({
      url: "/api/v1/admin/requests",
      headers: { cookie: viewer.cookie },
    });
    expect(list.statusCode).toBe(403);
    expect((await triage(1, { status: "planned" }, viewer)).statusCode).toBe(403);
  });

  it("lists by status, the most asked for first", async () => {
    const viewers = await Promise.all([1, 2, 3].map(() => createTestUser(t.app, t.database)));
    const title = fresh("Popular");
    for (const v of viewers) await asked(v, { title, kind: "movie", year: 2019 });
    const { request } = await asked(viewers[0]!, {
      title: fresh("Planned"),
      kind: "movie",
      year: 2019,
    });
    await triage(request.id, { status: "planned", note: "Talking to the distributor." });
    const res = await t.app.inject({
      url: "/api/v1/admin/requests?status=planned",
      headers: { cookie: admin.cookie },
    });
    const page = adminRequestPageSchema.parse(res.json());
    expect(page.items.every((i) => i.status === "planned")).toBe(true);
    expect(page.items.find((i) => i.id === request.id)?.note).toBe("Talking to the distributor.");
    const pending = adminRequestPageSchema.parse(
      (
        await t.app.inject({
          url: "/api/v1/admin/requests?status=pending",
          headers: { cookie: admin.cookie },
        })
      ).json(),
    );
    const votes = pending.items.map((i) => i.votes);
    expect(votes).toEqual([...votes].sort((a, b) => b - a));
  });

  it("available: every asker is told once in the app and by mail, with the link", async () => {
    const [a, b] = await Promise.all([
      createTestUser(t.app, t.database),
      createTestUser(t.app, t.database),
    ]);
    const title = fresh("Eyimofe");
    const { request } = await asked(a, { title, kind: "movie", year: 2020 });
    await asked(b, { title, kind: "movie", year: 2020 });
    const [movie] = await t.database.db
      .select({ ref: titles.ref })
      .from(titles)
      .where(eq(titles.status, "published"))
      .limit(1);

    const bad = await triage(request.id, { status: "available", availableRef: "no-such-title" });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe("request/unknown-title");
    expect((await triage(request.id, { status: "available" })).statusCode).toBe(400);

    const done = await triage(request.id, { status: "available", availableRef: movie!.ref });
    expect(done.json()).toMatchObject({ status: "available", availableRef: movie!.ref, votes: 2 });
    await triage(request.id, { status: "available", availableRef: movie!.ref }); // twice: told once

    for (const user of [a, b]) {
      const { items, unread } = await notificationsOf(user);
      const told = items.filter((n) => n.kind === "request-available");
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        title: `${title} is on Tazama`,
        link: `/view/${movie!.ref}`,
      });
      expect(unread).toBeGreaterThanOrEqual(1);
      const mails = await t.database.db
        .select()
        .from(devMails)
        .where(and(eq(devMails.to, user.email), like(devMails.subject, `%${title}%`)));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.links).toEqual([`${t.config.publicUrl}/view/${movie!.ref}`]);
    }
    // An answered request takes no new asks.
    const late = await createTestUser(t.app, t.database);
    expect((await asked(late, { title, kind: "movie", year: 2020 })).outcome).toBe("already-asked");
  });
});

describe("notifications (users/notifications)", () => {
  it("marks the caller's own read, by id or all, and no one else's", async () => {
    const [a, b] = await Promise.all([
      createTestUser(t.app, t.database),
      createTestUser(t.app, t.database),
    ]);
    const title = fresh("Notified");
    const { request } = await asked(a, { title, kind: "movie", year: 2020 });
    await asked(b, { title, kind: "movie", year: 2020 });
    await triage(request.id, { status: "planned" });
    await triage(request.id, { status: "declined", note: "The rights are not for sale." });
    const before = await notificationsOf(a);
    expect(before.unread).toBe(2);
    expect(before.items[0]).toMatchObject({
      kind: "request-declined",
      body: "The rights are not for sale.",
    });

    const read = (user: TestUser, payload: object) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/users/notifications/read",
        payload,
        headers: { cookie: user.cookie },
      });
    // b cannot mark a's notification.
    expect((await read(b, { ids: [before.items[0]!.id] })).json()).toEqual({ unread: 2 });
    expect((await read(a, { ids: [before.items[0]!.id] })).json()).toEqual({ unread: 1 });
    expect((await read(a, {})).json()).toEqual({ unread: 0 });
    expect((await notificationsOf(b)).unread).toBe(2);
    expect((await read(a, { ids: [] })).statusCode).toBe(400);
  });
});
