import { continueWatchingSchema, historySchema } from "@tazama/contracts";
import { schema } from "@tazama/db";
import { asc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestUser, createTestUser } from "../../../test/accounts.ts";
import { makeSeries } from "../../../test/factories/series.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";

const { playbackProgress, titles, views } = schema;

let t: TestApp;
let viewer: TestUser;
let watched: { id: number; ref: string }[];

async function history(user: TestUser, query = "") {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/v1/users/allviews${query}`,
    headers: { cookie: user.cookie },
  });
  expect(res.statusCode).toBe(200);
  return historySchema.parse(res.json());
}

beforeAll(async () => {
  t = await getTestApp();
  viewer = await createTestUser(t.app, t.database);
  watched = await t.database.db
    .select({ id: titles.id, ref: titles.ref })
    .from(titles)
    .where(eq(titles.status, "published"))
    .orderBy(asc(titles.id))
    .limit(5);
  // Watched one a minute apart, the last one first in the history; the first finished.
  const start = Date.UTC(2026, 10, 1, 20, 0, 0);
  await t.database.db.insert(playbackProgress).values(
    watched.map((w, i) => ({
      userId: viewer.uid,
      titleId: w.id,
      positionS: i === 0 ? 600 : 60 * (i + 1),
      durationS: 600,
      updatedAt: new Date(start + i * 60_000),
    })),
  );
});

describe("viewing history (users/allviews)", () => {
  it("lists what the viewer watched, latest first, with how far they got", async () => {
    const page = await history(viewer);
    expect(page.items.map((i) => i.ref)).toEqual(watched.map((w) => w.ref).reverse());
    const first = page.items.at(-1)!;
    expect(first.watched).toBe(1);
    expect(page.items[0]!.watched).toBeCloseTo(300 / 600, 6);
    expect(page.items[0]!.updatedAt).toBe(new Date(Date.UTC(2026, 10, 1, 20, 4, 0)).toISOString());
    expect(page.next).toBeNull();
  });

  it("pages with limit and before", async () => {
    const one = await history(viewer, "?limit=2");
    expect(one.items).toHaveLength(2);
    expect(one.next).toBe(one.items[1]!.updatedAt);
    const two = await history(viewer, `?limit=2&before=${encodeURIComponent(one.next!)}`);
    const three = await history(viewer, `?limit=2&before=${encodeURIComponent(two.next!)}`);
    const refs = [...one.items, ...two.items, ...three.items].map((i) => i.ref);
    expect(refs).toEqual(watched.map((w) => w.ref).reverse());
    expect(three.next).toBeNull();
    const bad = await t.app.inject({
      method: "GET",
      url: "/api/v1/users/allviews?limit=500",
      headers: { cookie: viewer.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("filters to one series' episodes", async () => {
    const series = await makeSeries(t.database, { count: 3 });
    const user = await createTestUser(t.app, t.database);
    const [ep1, ep2] = await t.database.db
      .select({ id: titles.id })
      .from(titles)
      .where(inArray(titles.ref, series.episodes.slice(0, 2)))
      .orderBy(asc(titles.episodeNumber));
    await t.database.db.insert(playbackProgress).values([
      { userId: user.uid, titleId: ep1!.id, positionS: 1_500, durationS: 1_500 },
      { userId: user.uid, titleId: ep2!.id, positionS: 300, durationS: 1_500 },
      { userId: user.uid, titleId: watched[0]!.id, positionS: 60, durationS: 600 },
    ]);
    const page = await history(user, `?series=${series.ref}`);
    expect(page.items.map((i) => i.ref).sort()).toEqual(series.episodes.slice(0, 2).sort());
    expect((await history(user)).items).toHaveLength(3);
    expect((await history(user, "?series=no-such-series")).items).toEqual([]);
  });

  it("removes a title from the history and from Continue watching, keeping counted views", async () => {
    const target = watched[3]!;
    await t.database.db.insert(views).values({ titleId: target.id, userId: viewer.uid });
    const viewsBefore = await t.database.db
      .select()
      .from(views)
      .where(eq(views.titleId, target.id));

    const gone = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/users/allviews/${target.ref}`,
      headers: { cookie: viewer.cookie },
    });
    expect(gone.statusCode).toBe(204);
    expect((await history(viewer)).items.map((i) => i.ref)).not.toContain(target.ref);

    const cw = await t.app.inject({
      method: "GET",
      url: "/api/v1/users/continue-watching",
      headers: { cookie: viewer.cookie },
    });
    const cwRefs = continueWatchingSchema.parse(cw.json()).items.map((i) => i.ref);
    expect(cwRefs).not.toContain(target.ref);
    expect(cwRefs).toContain(watched[4]!.ref);
    const viewsAfter = await t.database.db.select().from(views).where(eq(views.titleId, target.id));
    expect(viewsAfter).toHaveLength(viewsBefore.length);

    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/users/allviews/${target.ref}`,
      headers: { cookie: viewer.cookie },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json<{ error: { code: string } }>().error.code).toBe("history/not-found");
  });

  it("is the caller's own and needs a session", async () => {
    const other = await createTestUser(t.app, t.database);
    expect((await history(other)).items).toEqual([]);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/v1/users/allviews" });
    expect(anonymous.statusCode).toBe(401);
    const anonymousDelete = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/users/allviews/${watched[0]!.ref}`,
    });
    expect(anonymousDelete.statusCode).toBe(401);
  });
});
