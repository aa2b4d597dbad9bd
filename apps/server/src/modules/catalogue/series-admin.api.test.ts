import type { AdminSeries, AdminTitle, ApiError, AuditList } from "@tazama/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestUser } from "../../../test/accounts.ts";
import { type AdminAndViewer, withAdminAndViewer } from "../../../test/admin-and-viewer.ts";
import { type TestSeries, makeSeries } from "../../../test/factories/series.ts";
import type { TestApp } from "../../../test/harness.ts";

let t: TestApp;
let admin: TestUser;
let viewer: TestUser;
let call: AdminAndViewer["call"];

beforeAll(async () => {
  ({ t, admin, viewer, call } = await withAdminAndViewer({ adminName: "Ada Series" }));
});

const seriesOf = async (ref: string) =>
  (await call(admin, "GET", `/api/v1/admin/series/${ref}`)).json<AdminSeries>();
const errorCode = (res: { json: <T>() => T }) => res.json<ApiError>().error.code;

describe("a series' own fields in the console", () => {
  it("viewers get 403 and nobody signed in 401", async () => {
    for (const [method, payload] of [["GET"], ["PATCH", { title: "X" }]] as const) {
      const url = "/api/v1/admin/series/any";
      expect((await call(viewer, method, url, payload)).statusCode).toBe(403);
      expect((await call(null, method, url, payload)).statusCode).toBe(401);
    }
  });

  it("reads a series with its episodes by number", async () => {
    const show = await makeSeries(t.database, { count: 3 });
    const read = await seriesOf(show.ref);
    expect(read).toMatchObject({ ref: show.ref, title: show.title, year: 2025 });
    expect(read.episodes.map((e) => [e.episodeNumber, e.title])).toEqual([
      [1, `${show.title} Ep. 1`],
      [2, `${show.title} Ep. 2`],
      [3, `${show.title} Ep. 3`],
    ]);
  });

  it("renames a series and every episode with it, audited, seen on its public page", async () => {
    const show = await makeSeries(t.database, { count: 2 });
    const name = `Renamed ${show.ref.slice(-8)}`;
    const res = await call(admin, "PATCH", `/api/v1/admin/series/${show.ref}`, {
      title: name,
      synopsis: "Two sisters, one shop, and the market that wants it.",
      tags: ["family", "market"],
    });
    expect(res.statusCode).toBe(200);
    const after = res.json<AdminSeries>();
    expect(after).toMatchObject({ title: name, tags: ["family", "market"] });
    expect(after.episodes.map((e) => e.title)).toEqual([`${name} Ep. 1`, `${name} Ep. 2`]);

    const page = await t.app.inject({ url: `/api/v1/series/${show.ref}` });
    expect(page.json<{ series: { title: string; synopsis: string } }>().series).toMatchObject({
      title: name,
      synopsis: "Two sisters, one shop, and the market that wants it.",
    });
    const audit = await call(admin, "GET", `/api/v1/admin/audit?targetId=${show.ref}`);
    const entry = audit.json<AuditList>().entries[0]!;
    expect(entry).toMatchObject({ action: "series.update", actorName: "Ada Series" });
    expect(entry.before).toMatchObject({ title: show.title });
    expect(entry.after).toMatchObject({ title: name });
  });

  it("refuses another series' name (any case), an unknown series and empty input; nothing changes", async () => {
    const [one, two] = [await makeSeries(t.database, { count: 1 }), await makeSeries(t.database)];
    const taken = await call(admin, "PATCH", `/api/v1/admin/series/${one.ref}`, {
      title: two.title.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(errorCode(taken)).toBe("series/name-taken");
    expect((await seriesOf(one.ref)).title).toBe(one.title);

    const missing = await call(admin, "PATCH", "/api/v1/admin/series/no-such-series", {
      title: "Whatever",
    });
    expect([missing.statusCode, errorCode(missing)]).toEqual([404, "series/not-found"]);
    for (const bad of [{}, { title: "" }, { year: 1500 }, { rating: 5 }]) {
      const res = await call(admin, "PATCH", `/api/v1/admin/series/${one.ref}`, bad);
      expect(res.statusCode).toBe(400);
    }
  });
});

describe("renumbering an episode", () => {
  let show: TestSeries;
  const patch = (ref: string, body: object) =>
    call(admin, "PATCH", `/api/v1/admin/titles/${ref}`, body);

  beforeAll(async () => {
    show = await makeSeries(t.database, { count: 3 });
  });

  it("moves an episode to a free number; its name follows and its ref stays", async () => {
    const res = await patch(show.episodes[2]!, { episodeNumber: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminTitle>()).toMatchObject({
      ref: show.episodes[2],
      episodeNumber: 5,
      title: `${show.title} Ep. 5`,
    });
    const order = (await seriesOf(show.ref)).episodes.map((e) => [e.ref, e.episodeNumber]);
    expect(order).toEqual([
      [show.episodes[0], 1],
      [show.episodes[1], 2],
      [show.episodes[2], 5],
    ]);
  });

  it("refuses a number another episode has, and a number for a movie; nothing moves", async () => {
    const taken = await patch(show.episodes[0]!, { episodeNumber: 2 });
    expect([taken.statusCode, errorCode(taken)]).toEqual([409, "titles/episode-number-taken"]);
    const movie = (await call(admin, "GET", "/api/v1/admin/titles?kind=movie&pageSize=10")).json<{
      titles: { ref: string }[];
    }>().titles[0]!;
    const notEpisode = await patch(movie.ref, { episodeNumber: 3 });
    expect([notEpisode.statusCode, errorCode(notEpisode)]).toEqual([400, "titles/not-an-episode"]);
    for (const n of [0, 1000, 2.5])
      expect((await patch(show.episodes[0]!, { episodeNumber: n })).statusCode).toBe(400);
    expect((await seriesOf(show.ref)).episodes.map((e) => e.episodeNumber)).toEqual([1, 2, 5]);
  });

  it("the next episode takes a free ref when a moved episode holds its usual one", async () => {
    const clash = await makeSeries(t.database, { count: 2 });
    const add = () =>
      call(admin, "POST", `/api/v1/admin/series/${clash.ref}/episodes`, {
        synopsis: "One more.",
        durationS: 1_500,
      });
    expect((await patch(clash.episodes[1]!, { episodeNumber: 4 })).statusCode).toBe(200);
    const fifth = (await add()).json<AdminTitle>();
    expect([fifth.ref, fifth.episodeNumber]).toEqual([`${clash.ref}-ep-5`, 5]);
    // …-ep-5 moves down to 3: the last is 4 again, so the next is number 5, whose ref is held.
    expect((await patch(fifth.ref, { episodeNumber: 3 })).statusCode).toBe(200);
    const next = await add();
    expect(next.statusCode).toBe(201);
    expect(next.json<AdminTitle>()).toMatchObject({
      ref: `${clash.ref}-ep-5-2`,
      episodeNumber: 5,
      title: `${clash.title} Ep. 5`,
    });
  });
});
