import { homeRecommendationsSchema, moreLikeThisSchema } from "@tazama/contracts";
import { schema } from "@tazama/db";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestUser, createTestUser } from "../../../test/accounts.ts";
import { addMediaAsset, listDemoCatalogue } from "../../../test/factories/media-asset.ts";
import { insertViewers } from "../../../test/factories/viewer.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";
import { createRecommendationsService } from "./recommendations.service.ts";
import { createSimilaritiesRepository } from "./similarities.repository.ts";
import { createTasteRepository } from "./taste.repository.ts";

const { genres, playbackProgress, ratings, series, titleGenres, titles, views } = schema;

let t: TestApp;
const stamp = Date.now().toString(36);
const made: { titles: number[]; series: number[] } = { titles: [], series: [] };
let genreIds: number[];

interface Made {
  id: number;
  ref: string;
}

/**
 * A published title of this test, with a main video that plays, so it is listed (ADR 0069); deleted
 * afterwards with everything that points at it.
 */
async function title(
  name: string,
  genreIndexes: number[],
  episodeOf?: { id: number; n: number },
  { video = true }: { video?: boolean } = {},
) {
  const [row] = await t.database.db
    .insert(titles)
    .values({
      ref: `rec-${stamp}-${name}`,
      kind: episodeOf ? "episode" : "movie",
      title: `Rec ${name} ${stamp}`,
      synopsis: "A title made by the recommendations test.",
      year: 2024,
      durationS: 600,
      country: "Nigeria",
      language: "English",
      seriesId: episodeOf?.id ?? null,
      episodeNumber: episodeOf?.n ?? null,
      images: { portrait: `rec-${name}_port.jpg`, landscape: `rec-${name}_land.jpg` },
    })
    .returning({ id: titles.id, ref: titles.ref });
  made.titles.push(row!.id);
  if (video) await addMediaAsset(t.database, row!.id);
  if (genreIndexes.length > 0) {
    await t.database.db
      .insert(titleGenres)
      .values(genreIndexes.map((g) => ({ titleId: row!.id, genreId: genreIds[g]! })));
  }
  return row!;
}

/** Each viewer finished each title. */
async function finish(viewerIds: string[], items: Made[]) {
  await t.database.db
    .insert(playbackProgress)
    .values(
      viewerIds.flatMap((userId) =>
        items.map((item) => ({ userId, titleId: item.id, positionS: 590, durationS: 600 })),
      ),
    );
}

async function moreLikeThis(ref: string) {
  const res = await t.app.inject({ url: `/api/v1/recommendations?ref=${ref}` });
  expect(res.statusCode).toBe(200);
  return moreLikeThisSchema.parse(res.json()).items.map((i) => i.ref);
}

async function home(user: TestUser) {
  const res = await t.app.inject({
    url: "/api/v1/recommendations/home",
    headers: { cookie: user.cookie },
  });
  expect(res.statusCode).toBe(200);
  return homeRecommendationsSchema.parse(res.json());
}

let a: Made, b: Made, c: Made, d: Made, hit: Made, fresh: Made, ep1: Made, ep2: Made;
let seriesTitle: string;
let viewer: TestUser;
let newcomer: TestUser;

let unlist: () => Promise<void>;

beforeAll(async () => {
  t = await getTestApp();
  // The demo titles with their videos, as the app has them: priced ones are listed (ADR 0069).
  unlist = await listDemoCatalogue(t);
  genreIds = (await t.database.db.select({ id: genres.id }).from(genres)).map((g) => g.id);
  a = await title("a", [0]);
  b = await title("b", [1]);
  c = await title("c", [2]);
  d = await title("d", [3]);
  hit = await title("hit", [4]);
  fresh = await title("fresh", [5]);
  seriesTitle = `Rec Series ${stamp}`;
  const [s] = await t.database.db
    .insert(series)
    .values({
      ref: `rec-${stamp}-series`,
      title: seriesTitle,
      synopsis: "A series made by the recommendations test.",
      year: 2024,
      country: "Kenya",
      language: "Swahili",
    })
    .returning({ id: series.id });
  made.series.push(s!.id);
  ep1 = await title("s-ep1", [0], { id: s!.id, n: 1 });
  ep2 = await title("s-ep2", [0], { id: s!.id, n: 2 });

  const people = await insertViewers(t.database, 40);
  // A with B: 5 viewers. A with C: 3 viewers who watch little else. A with D: 3 viewers.
  await finish(people.slice(0, 5), [a, b]);
  await finish(people.slice(5, 8), [a, c]);
  await finish(people.slice(8, 11), [a, d]);
  // The hit: 30 viewers, 4 of them also finished A (raw count above C's 3, but everyone sees it).
  await finish(people.slice(0, 4), [hit]);
  await finish(people.slice(11, 37), [hit]);
  // The series, both episodes, with A: 3 viewers; its episodes roll up to one item.
  await finish(people.slice(37, 40), [a, ep1, ep2]);
  // The hit is also the most viewed of the month (counted views).
  await t.database.db
    .insert(views)
    .values(Array.from({ length: 60 }, () => ({ titleId: hit.id, userId: null })));

  viewer = await createTestUser(t.app, t.database);
  await finish([viewer.uid], [a]);
  await t.database.db.insert(ratings).values({ userId: viewer.uid, titleId: d.id, thumb: -1 });
  newcomer = await createTestUser(t.app, t.database);

  await t.app.recommendations.recompute();
});

afterAll(async () => {
  await unlist();
  await t.database.db.delete(titles).where(inArray(titles.id, made.titles));
  await t.database.db.delete(series).where(inArray(series.id, made.series));
  await t.app.recommendations.recompute();
});

describe("recommendations", () => {
  it("ranks titles finished by the same viewers first (More like this)", async () => {
    const refs = await moreLikeThis(a.ref);
    expect(refs.indexOf(b.ref)).toBeGreaterThanOrEqual(0);
    expect(refs.indexOf(b.ref)).toBeLessThan(refs.indexOf(c.ref));
    expect(refs).not.toContain(a.ref);
  });

  it("normalises by popularity: a title everyone watched does not swamp a closer one", async () => {
    const refs = await moreLikeThis(a.ref);
    expect(refs.indexOf(c.ref)).toBeGreaterThanOrEqual(0);
    expect(refs.indexOf(c.ref)).toBeLessThan(refs.indexOf(hit.ref));
  });

  it("rolls episodes up to their series: one card, the series' name, its first episode's page", async () => {
    const res = await t.app.inject({ url: `/api/v1/recommendations?ref=${a.ref}` });
    const items = moreLikeThisSchema.parse(res.json()).items;
    const seriesCards = items.filter((i) => i.title === seriesTitle);
    expect(seriesCards).toEqual([
      {
        ref: ep1.ref,
        title: seriesTitle,
        poster: "/content/uploads/rec-s-ep1_port.jpg",
        year: 2024,
      },
    ]);
    expect(items.map((i) => i.ref)).not.toContain(ep2.ref);
    // From an episode, its own series is never recommended.
    expect(await moreLikeThis(ep2.ref)).not.toContain(ep1.ref);
  });

  it("falls back to the same genres for a title nobody finished yet", async () => {
    const refs = await moreLikeThis(fresh.ref);
    expect(refs.length).toBeGreaterThan(0);
    expect(refs).not.toContain(fresh.ref);
    const genresOfFirst = await t.database.db
      .select({ genreId: titleGenres.genreId })
      .from(titleGenres)
      .innerJoin(titles, eq(titles.id, titleGenres.titleId))
      .where(eq(titles.ref, refs[0]!));
    expect(genresOfFirst.map((g) => g.genreId)).toContain(genreIds[5]);
  });

  it("gives the viewer top picks from what they finished, never what they finished or thumbed down", async () => {
    const rows = await home(viewer);
    const refs = rows.topPicks.map((p) => p.ref);
    expect(refs[0]).toBe(b.ref);
    expect(refs).not.toContain(a.ref);
    expect(refs).not.toContain(d.ref);
    expect(rows.becauseYouWatched?.source.ref).toBe(a.ref);
    expect(rows.becauseYouWatched?.items.map((i) => i.ref)).not.toContain(d.ref);
    expect(rows.becauseYouWatched!.items.length).toBeGreaterThanOrEqual(4);
  });

  it("gives a new viewer Popular, and no Because you watched", async () => {
    const rows = await home(newcomer);
    expect(rows.topPicks[0]!.ref).toBe(hit.ref);
    expect(rows.becauseYouWatched).toBeNull();
  });

  it("finds a title published after its index was built (the index is looked at again, at most every 5 s)", async () => {
    let now = Date.now();
    const service = createRecommendationsService({
      taste: createTasteRepository(t.database.db),
      similarities: createSimilaritiesRepository(t.database.db),
      now: () => new Date(now),
    });
    expect((await service.moreLikeThis(a.ref)).length).toBeGreaterThan(0);
    const late = await title("late", [0]);
    // Within 5 s of the build, an unknown ref does not rebuild it (nor would a flood of them).
    await expect(service.moreLikeThis(late.ref)).rejects.toMatchObject({ statusCode: 404 });
    now += 6_000;
    const similar = await service.moreLikeThis(late.ref);
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.map((i) => i.ref)).not.toContain(late.ref);
  });

  it("answers 404 for an unknown title, 400 for a bad ref and 401 without a session", async () => {
    const unknown = await t.app.inject({ url: "/api/v1/recommendations?ref=no-such-title" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ error: { code: string } }>().error.code).toBe(
      "recommendations/not-found",
    );
    expect((await t.app.inject({ url: "/api/v1/recommendations?ref=Bad!" })).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/v1/recommendations/home" })).statusCode).toBe(401);
  });

  it("never recommends a priced title whose main video does not play; its own page still gets a row (ADR 0069)", async () => {
    const newService = () =>
      createRecommendationsService({
        taste: createTasteRepository(t.database.db),
        similarities: createSimilaritiesRepository(t.database.db),
        now: () => new Date(),
      });
    const unready = await title("unready", [0], undefined, { video: false });
    // Finished with A by more viewers than any other title: A's closest neighbour.
    await finish(await insertViewers(t.database, 8), [a, unready]);
    await t.app.recommendations.recompute();
    const before = newService();
    expect((await before.moreLikeThis(a.ref)).map((i) => i.ref)).not.toContain(unready.ref);
    expect((await before.moreLikeThis(unready.ref)).length).toBeGreaterThan(0);
    await addMediaAsset(t.database, unready.id);
    expect((await newService().moreLikeThis(a.ref))[0]?.ref).toBe(unready.ref);
  });
});
