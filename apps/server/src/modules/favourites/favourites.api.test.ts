import { FAVOURITES_MAX, favouritesSchema } from "@tazama/contracts";
import { schema } from "@tazama/db";
import { and, asc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestUser, createTestUser } from "../../../test/accounts.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";

const { favourites, titles } = schema;

let t: TestApp;
let viewer: TestUser;
let refs: string[];

function toggle(user: TestUser | undefined, ref: string, inList: boolean) {
  return t.app.inject({
    method: "POST",
    url: "/api/v1/users/favourites/toggle",
    payload: { ref, inList },
    headers: user ? { cookie: user.cookie } : {},
  });
}

async function myList(user: TestUser) {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/v1/users/favourites",
    headers: { cookie: user.cookie },
  });
  expect(res.statusCode).toBe(200);
  return favouritesSchema.parse(res.json()).items;
}

beforeAll(async () => {
  t = await getTestApp();
  viewer = await createTestUser(t.app, t.database);
  const rows = await t.database.db
    .select({ ref: titles.ref })
    .from(titles)
    .where(eq(titles.status, "published"))
    .orderBy(asc(titles.id))
    .limit(3);
  refs = rows.map((r) => r.ref);
});

describe("My List (users/favourites)", () => {
  it("adds titles, lists the latest addition first with poster and year, and removes them", async () => {
    const [first, second] = refs as [string, string];
    expect((await toggle(viewer, first, true)).json()).toEqual({
      ref: first,
      inList: true,
      scope: "title",
    });
    expect((await toggle(viewer, second, true)).statusCode).toBe(200);

    const items = await myList(viewer);
    expect(items.map((i) => i.ref)).toEqual([second, first]);
    expect(items[0]!.poster).toMatch(/^\/content\/uploads\/.+_port\.jpg$/);
    expect(items[0]!.year).toBeGreaterThan(1900);

    expect((await toggle(viewer, second, false)).json()).toEqual({
      ref: second,
      inList: false,
      scope: "title",
    });
    expect((await myList(viewer)).map((i) => i.ref)).toEqual([first]);
  });

  it("is idempotent: the same state asked twice, or by 20 requests at once, is one row", async () => {
    const user = await createTestUser(t.app, t.database);
    const ref = refs[2]!;
    const answers = await Promise.all(Array.from({ length: 20 }, () => toggle(user, ref, true)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const rows = await t.database.db
      .select()
      .from(favourites)
      .where(eq(favourites.userId, user.uid));
    expect(rows).toHaveLength(1);
    expect((await toggle(user, ref, false)).statusCode).toBe(200);
    expect((await toggle(user, ref, false)).json()).toEqual({ ref, inList: false, scope: "title" });
    expect(await myList(user)).toEqual([]);
  });

  it("keeps a whole series, named by its first episode, beside that episode on its own", async () => {
    const user = await createTestUser(t.app, t.database);
    const episodes = await t.database.db
      .select({ ref: titles.ref, seriesId: titles.seriesId, n: titles.episodeNumber })
      .from(titles)
      .where(and(eq(titles.kind, "episode"), eq(titles.status, "published")))
      .orderBy(asc(titles.seriesId), asc(titles.episodeNumber));
    const firstOfSeries = episodes[0]!;
    const third = episodes.find((e) => e.seriesId === firstOfSeries.seriesId && e.n === 3)!;
    const [show] = await t.database.db
      .select()
      .from(schema.series)
      .where(eq(schema.series.id, firstOfSeries.seriesId!));
    const series = (ref: string, inList: boolean) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/users/favourites/toggle",
        payload: { ref, inList, scope: "series" },
        headers: { cookie: user.cookie },
      });

    // Any episode names its series; the list shows the series as its first episode.
    expect((await series(third.ref, true)).json()).toEqual({
      ref: third.ref,
      inList: true,
      scope: "series",
    });
    expect((await toggle(user, firstOfSeries.ref, true)).statusCode).toBe(200);
    const items = await myList(user);
    expect(items.map((i) => [i.kind, i.ref, i.title])).toEqual([
      ["title", firstOfSeries.ref, expect.stringContaining(show!.title)],
      ["series", firstOfSeries.ref, show!.title],
    ]);
    expect(items[1]!.year).toBe(show!.year);

    const movie = refs[0]!;
    const notASeries = await series(movie, true);
    expect(notASeries.statusCode).toBe(400);
    expect(notASeries.json<{ error: { code: string } }>().error.code).toBe(
      "favourites/not-a-series",
    );

    expect((await series(firstOfSeries.ref, false)).statusCode).toBe(200);
    expect((await myList(user)).map((i) => i.kind)).toEqual(["title"]);
  });

  it("answers 404 for an unknown title and 400 for a malformed ref or body", async () => {
    const unknown = await toggle(viewer, "no-such-title", true);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ error: { code: string } }>().error.code).toBe("favourites/not-found");
    expect((await toggle(viewer, "Not A Ref!", true)).statusCode).toBe(400);
    const noState = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/favourites/toggle",
      payload: { ref: refs[0] },
      headers: { cookie: viewer.cookie },
    });
    expect(noState.statusCode).toBe(400);
  });

  it("needs a session", async () => {
    expect((await toggle(undefined, refs[0]!, true)).statusCode).toBe(401);
    const list = await t.app.inject({ method: "GET", url: "/api/v1/users/favourites" });
    expect(list.statusCode).toBe(401);
    expect(list.json<{ error: { code: string } }>().error.code).toBe("auth/unauthenticated");
  });

  it(`refuses the ${FAVOURITES_MAX + 1}st title with favourites/full, but still removes`, async () => {
    const user = await createTestUser(t.app, t.database);
    const [kept, extra] = refs as [string, string];
    const drafts = await fillList(user.uid, FAVOURITES_MAX);
    try {
      const refused = await toggle(user, extra, true);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ error: { code: string } }>().error.code).toBe("favourites/full");
      const rows = await t.database.db
        .select({ id: favourites.id })
        .from(favourites)
        .where(eq(favourites.userId, user.uid));
      expect(rows).toHaveLength(FAVOURITES_MAX);
      expect((await toggle(user, kept, false)).statusCode).toBe(200);
    } finally {
      await t.database.db.delete(titles).where(inArray(titles.id, drafts));
    }
  });
});

/** Puts `count` throw-away draft titles in the viewer's list; returns their ids to delete. */
async function fillList(userId: string, count: number): Promise<number[]> {
  const [template] = await t.database.db.select().from(titles).limit(1);
  const stamp = Date.now().toString(36);
  const drafts = await t.database.db
    .insert(titles)
    .values(
      Array.from({ length: count }, (_, i) => ({
        ref: `fav-full-${stamp}-${i}`,
        kind: "movie" as const,
        title: `Full list ${stamp} ${i}`,
        synopsis: template!.synopsis,
        year: template!.year,
        durationS: template!.durationS,
        country: template!.country,
        language: template!.language,
        status: "draft" as const,
        images: template!.images,
      })),
    )
    .returning({ id: titles.id });
  const ids = drafts.map((d) => d.id);
  await t.database.db.insert(favourites).values(ids.map((titleId) => ({ userId, titleId })));
  return ids;
}
