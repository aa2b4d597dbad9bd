import { popularSchema } from "@tazama/contracts";
import { type Database, schema } from "@tazama/db";
import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type TestUser,
  buildClockedApp,
  createTestUser,
  uniqueIp,
} from "../../../test/accounts.ts";
import { addMediaAsset } from "../../../test/factories/media-asset.ts";
import { getTestApp } from "../../../test/harness.ts";
import type { ManualClock } from "../../lib/clock.ts";

const { titles, views } = schema;
const HOUR = 3_600_000;

let app: FastifyInstance;
let clock: ManualClock;
let database: Database;
/** A free title (the last one) with a ready main video and a trailer: anyone may stream it. */
let title: { id: number; ref: string };

beforeAll(async () => {
  database = (await getTestApp()).database;
  ({ app, clock } = await buildClockedApp(database));
  [title] = (await database.db
    .select({ id: titles.id, ref: titles.ref })
    .from(titles)
    .where(and(eq(titles.isFree, true), eq(titles.status, "published")))
    .orderBy(desc(titles.id))
    .limit(1)) as [{ id: number; ref: string }];
  for (const kind of ["main", "trailer"] as const) {
    await addMediaAsset(database, title.id, { kind });
  }
}, 60_000);
afterAll(async () => {
  await app.close();
});

const storeView = (user?: TestUser) =>
  app.inject({
    method: "POST",
    url: "/api/v1/views/store",
    headers: user ? { cookie: user.cookie } : {},
    remoteAddress: uniqueIp(),
    payload: { ref: title.ref },
  });

async function streamRequest(user: TestUser, kind: "main" | "trailer" = "main") {
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/content/stream/request",
    headers: { cookie: user.cookie },
    payload: { ref: title.ref, kind },
  });
  expect(res.statusCode).toBe(200);
}

async function viewsOf(userId: string | null): Promise<number> {
  const rows = await database.db
    .select({ id: views.id })
    .from(views)
    .where(
      and(eq(views.titleId, title.id), userId === null ? undefined : eq(views.userId, userId)),
    );
  return rows.length;
}

async function popular() {
  const res = await app.inject({ url: "/api/v1/content/popular" });
  return popularSchema.parse(res.json()).items;
}

describe("POST /api/v1/views/store", () => {
  it("500 anonymous posts → 401 each, no view stored, Popular unchanged", async () => {
    const before = await popular();
    const stored = await viewsOf(null);
    for (let i = 0; i < 500; i += 1) {
      const res = await storeView();
      expect(res.statusCode).toBe(401);
    }
    expect(await viewsOf(null)).toBe(stored);
    expect(await popular()).toEqual(before);
  });

  it("a signed-in viewer without a grant counts nothing; a trailer is no grant", async () => {
    const viewer = await createTestUser(app, database);
    const res = await storeView(viewer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ counted: false });
    await streamRequest(viewer, "trailer");
    expect((await storeView(viewer)).json()).toMatchObject({ counted: false });
    expect(await viewsOf(viewer.uid)).toBe(0);
  });

  it("a viewer with a grant posting 3 times → 1 view; again after 24 h and a new grant", async () => {
    const viewer = await createTestUser(app, database);
    await streamRequest(viewer);
    const answers = await Promise.all([storeView(viewer), storeView(viewer), storeView(viewer)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(answers.filter((a) => a.json<{ counted: boolean }>().counted)).toHaveLength(1);
    expect(await viewsOf(viewer.uid)).toBe(1);

    clock.advance(23 * HOUR);
    await streamRequest(viewer);
    expect((await storeView(viewer)).json()).toMatchObject({ counted: false });
    // A day after the counted view, with a fresh grant, the viewer's next view counts.
    clock.advance(2 * HOUR);
    expect((await storeView(viewer)).statusCode).toBe(201);
    expect(await viewsOf(viewer.uid)).toBe(2);
  });

  it("a grant older than 24 h counts nothing", async () => {
    const viewer = await createTestUser(app, database);
    await streamRequest(viewer);
    clock.advance(25 * HOUR);
    expect((await storeView(viewer)).json()).toMatchObject({ counted: false });
    expect(await viewsOf(viewer.uid)).toBe(0);
  });

  it("404 for an unknown title, 400 for a bad body", async () => {
    const viewer = await createTestUser(app, database);
    const post = (payload: object) =>
      app.inject({
        method: "POST",
        url: "/api/v1/views/store",
        headers: { cookie: viewer.cookie },
        payload,
      });
    const missing = await post({ ref: "no-such-title" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: "content/not-found" } });
    expect((await post({ ref: "" })).statusCode).toBe(400);
  });
});
