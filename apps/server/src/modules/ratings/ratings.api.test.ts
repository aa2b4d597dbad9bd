import { RATING_SHARE_MIN, ratingSchema } from "@tazama/contracts";
import { schema } from "@tazama/db";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestUser, createTestUser } from "../../../test/accounts.ts";
import { insertViewers } from "../../../test/factories/viewer.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";

const { ratings, titles } = schema;

let t: TestApp;
let viewer: TestUser;
let refs: { ref: string; id: number }[];

function rate(user: TestUser | undefined, ref: string, thumb: string | null) {
  return t.app.inject({
    method: "POST",
    url: "/api/v1/rate",
    payload: { ref, thumb },
    headers: user ? { cookie: user.cookie } : {},
  });
}

async function read(ref: string, user?: TestUser) {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/v1/rate/${ref}`,
    headers: user ? { cookie: user.cookie } : {},
  });
  expect(res.statusCode).toBe(200);
  return ratingSchema.parse(res.json());
}

beforeAll(async () => {
  t = await getTestApp();
  viewer = await createTestUser(t.app, t.database);
  refs = await t.database.db
    .select({ ref: titles.ref, id: titles.id })
    .from(titles)
    .where(eq(titles.status, "published"))
    .orderBy(asc(titles.id))
    .offset(10)
    .limit(2);
});

describe("thumbs (rate, rate/{id})", () => {
  it("sets, changes and clears the caller's thumb; one row per viewer per title", async () => {
    const { ref, id } = refs[0]!;
    expect((await rate(viewer, ref, "up")).json()).toMatchObject({ ref, thumb: "up" });
    const love = ratingSchema.parse((await rate(viewer, ref, "love")).json());
    expect(love.thumb).toBe("love");
    expect((await read(ref, viewer)).thumb).toBe("love");
    expect((await read(ref)).thumb).toBeNull();
    const rows = await t.database.db.select().from(ratings).where(eq(ratings.titleId, id));
    expect(rows.filter((r) => r.userId === viewer.uid).map((r) => r.thumb)).toEqual([2]);

    const down = ratingSchema.parse((await rate(viewer, ref, "down")).json());
    expect(down.thumb).toBe("down");
    const cleared = ratingSchema.parse((await rate(viewer, ref, null)).json());
    expect(cleared.thumb).toBeNull();
    expect((await read(ref, viewer)).thumb).toBeNull();
  });

  it(`shows the share of up only from ${RATING_SHARE_MIN} ratings, love counting as up`, async () => {
    const { ref, id } = refs[1]!;
    const raters = await insertViewers(t.database, RATING_SHARE_MIN);
    // 19 others: 12 up, 3 love, 4 down.
    const thumbs: number[] = [
      ...Array<number>(12).fill(1),
      ...Array<number>(3).fill(2),
      ...Array<number>(4).fill(-1),
    ];
    await t.database.db
      .insert(ratings)
      .values(thumbs.map((thumb, i) => ({ userId: raters[i]!, titleId: id, thumb })));
    const before = await read(ref);
    expect(before).toEqual({ ref, thumb: null, ratedCount: 19, upShare: null });

    const after = ratingSchema.parse((await rate(viewer, ref, "up")).json());
    expect(after.ratedCount).toBe(RATING_SHARE_MIN);
    expect(after.upShare).toBeCloseTo(16 / 20, 6);
    expect(after.thumb).toBe("up");
  });

  it("keeps one thumb when the same viewer rates 10 times at once", async () => {
    const { ref, id } = refs[0]!;
    const user = await createTestUser(t.app, t.database);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => rate(user, ref, i % 2 ? "up" : "down")),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const rows = await t.database.db.select().from(ratings).where(eq(ratings.titleId, id));
    expect(rows.filter((r) => r.userId === user.uid)).toHaveLength(1);
  });

  it("refuses anonymous votes, unknown titles and thumbs that are not down, up or love", async () => {
    expect((await rate(undefined, refs[0]!.ref, "up")).statusCode).toBe(401);
    const unknown = await rate(viewer, "no-such-title", "up");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ error: { code: string } }>().error.code).toBe("ratings/not-found");
    expect((await rate(viewer, refs[0]!.ref, "5 stars")).statusCode).toBe(400);
    const missing = await t.app.inject({ method: "GET", url: "/api/v1/rate/no-such-title" });
    expect(missing.statusCode).toBe(404);
  });
});
