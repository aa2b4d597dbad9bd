import type { QualityBeacon, QualityReport } from "@tazama/contracts";
import { schema } from "@tazama/db";
import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type TestUser,
  buildClockedApp,
  createTestUser,
  uniqueIp,
} from "../../../test/accounts.ts";
import { getTestApp } from "../../../test/harness.ts";
import type { ManualClock } from "../../lib/clock.ts";
import { findPublishedTitle, titleNames } from "../catalogue/catalogue.public.ts";
import { seedDemoQuality } from "./quality.public.ts";
import { createQualityRepository } from "./quality.repository.ts";
import { BEACONS_PER_ADDRESS } from "./quality.routes.ts";
import { createQualityService } from "./quality.service.ts";

// Issue 44: players report what a viewing was like; the console reads it back per title,
// network and rendition, as JSON and CSV; raw beacons go after 7 days, the aggregates stay.

const DAY_MS = 86_400_000;
const REF = "highlife-at-the-palm-grove";
const BEACONS = "/api/v1/quality/beacons";

let app: FastifyInstance;
let clock: ManualClock;
let admin: TestUser;
let viewer: TestUser;
let db: Awaited<ReturnType<typeof getTestApp>>["database"]["db"];
const run = Math.random().toString(36).slice(2, 8);
const viewingId = (name: string) => `${name}${run}`.padEnd(8, "x");

beforeAll(async () => {
  const { database } = await getTestApp();
  db = database.db;
  ({ app, clock } = await buildClockedApp(database));
  // A day of its own, years ahead: no other test's beacons fall in it.
  const day = Date.UTC(2031, 0, 1) + Math.floor(Math.random() * 3000) * DAY_MS + 12 * 3_600_000;
  clock.advance(day - clock.now().getTime());
  [admin, viewer] = await Promise.all([
    createTestUser(app, database, { role: "admin" }),
    createTestUser(app, database),
  ]);
});
afterAll(async () => {
  await app.close();
});

const post = (
  body: unknown,
  options: { type?: string; cookie?: string; ip?: string; raw?: string } = {},
) =>
  app.inject({
    method: "POST",
    url: BEACONS,
    remoteAddress: options.ip ?? uniqueIp(),
    headers: {
      "content-type": options.type ?? "text/plain;charset=UTF-8",
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    payload: options.raw ?? JSON.stringify(body),
  });

const beacon = (id: string, s: number, more: Partial<QualityBeacon>): QualityBeacon => ({
  v: 1,
  id: viewingId(id),
  s,
  ref: REF,
  k: "m",
  n: "4g",
  w: 0,
  ...more,
});

const report = async (days = 1) => {
  const res = await app.inject({
    url: `/api/v1/admin/quality?days=${days}`,
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<QualityReport>();
};

describe("quality beacons and the quality report", () => {
  it("counts viewings, startups, stalls, failures and exits per title, network and rendition", async () => {
    // A: 4G, first frame after 1.2 s, 50 s played with one 1 s stall, sent twice at the end.
    const a0 = beacon("a", 0, {
      su: 1200,
      w: 20_000,
      r: "720p avc1",
      b: 2000,
      st: [[5, 1000]],
      sw: [[0, "720p avc1"]],
    });
    const a1 = beacon("a", 1, { w: 30_000, r: "720p avc1", b: 1000, f: 1 });
    // B: 3G, left before the first frame.
    const b0 = beacon("b", 0, { n: "3g", x: 1, f: 1 });
    // C: 3G, started after 3 s, failed 10 s in.
    const c0 = beacon("c", 0, { n: "3g", su: 3000, w: 10_000, r: "360p avc1", b: 600 });
    const c1 = beacon("c", 1, {
      n: "3g",
      fa: 1,
      f: 1,
      r: "360p avc1",
      e: [[10, "networkError/fragLoadError"]],
    });
    expect((await post(a0, { cookie: viewer.cookie })).statusCode).toBe(204);
    expect((await post(a1, { type: "application/json" })).statusCode).toBe(204);
    expect((await post(a1)).statusCode).toBe(204); // a repeat: stored and counted once
    for (const b of [b0, c0, c1]) expect((await post(b)).statusCode).toBe(204);
    // Written behind the answer, a second's worth at a time: written now.
    await app.qualityBeacons.flush();

    const stored = await db
      .select({ seq: schema.qualityBeacons.seq, userId: schema.qualityBeacons.userId })
      .from(schema.qualityBeacons)
      .where(eq(schema.qualityBeacons.viewingId, viewingId("a")))
      .orderBy(schema.qualityBeacons.seq);
    expect(stored).toEqual([
      { seq: 0, userId: viewer.uid },
      { seq: 1, userId: null },
    ]);

    const r = await report();
    expect(r.from).toBe(r.to);
    expect(r.overall).toMatchObject({
      plays: 3,
      stalls: 1,
      failurePct: 33.33,
      exitBeforeStartPct: 33.33,
      // 1 s stalled over 60 s played + 1 s stalled
      rebufferingPct: 1.64,
      // (2000 × 20 s + 1000 × 30 s + 600 × 10 s) / 60 s
      avgBitrateKbps: 1267,
    });
    // Read from the histogram: within its 15 % buckets of the startups, 1.2 s and 3 s.
    expect(r.overall.startupP50Ms).toBeGreaterThanOrEqual(1200);
    expect(r.overall.startupP50Ms).toBeLessThanOrEqual(1380);
    expect(r.overall.startupP95Ms).toBeGreaterThanOrEqual(2600);
    expect(r.overall.startupP95Ms).toBeLessThanOrEqual(3450);

    const title = r.byTitle.find((x) => x.ref === REF);
    expect(title).toMatchObject({ title: "Highlife at the Palm Grove", plays: 3 });
    const network = (n: string) => r.byNetwork.find((x) => x.network === n);
    expect(network("4g")).toMatchObject({ plays: 1, failurePct: 0, rebufferingPct: 1.96 });
    expect(network("3g")).toMatchObject({ plays: 2, failurePct: 50, exitBeforeStartPct: 50 });
    const rendition = (n: string) => r.byRendition.find((x) => x.rendition === n);
    expect(rendition("720p avc1")).toMatchObject({ plays: 1, avgBitrateKbps: 1400 });
    expect(rendition("360p avc1")).toMatchObject({ plays: 1, failurePct: 100 });
    expect(rendition("unknown")).toMatchObject({ plays: 1, exitBeforeStartPct: 100 });
    expect(r.byDay).toHaveLength(1);
    // The signed-in viewer's plays are counted in their account's country (a Kenyan phone);
    // the others' in "unknown".
    expect(r.byCountry.map((c) => [c.country, c.plays])).toEqual([
      ["unknown", 2],
      ["KE", 1],
    ]);
    expect(r.worstTitles.map((x) => x.ref)).toEqual([REF]);

    const csv = await app.inject({
      url: "/api/v1/admin/quality/titles.csv?days=1",
      headers: { cookie: admin.cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toContain(`tazama-quality-titles-${r.from}`);
    const lines = csv.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(
      "ref,title,plays,startup_p50_ms,startup_p95_ms,rebuffering_pct,stalls,failure_pct,exit_before_start_pct,watch_hours,avg_bitrate_kbps",
    );
    expect(lines[1]).toBe(
      `${REF},Highlife at the Palm Grove,3,${title!.startupP50Ms},${title!.startupP95Ms},1.64,1,33.33,33.33,0.02,1267`,
    );

    const metrics = await app.inject({ url: "/metrics" });
    expect(metrics.body).toMatch(/tazama_quality_plays_total\{network="3g",role="[^"]+"\} \d+/);
    expect(metrics.body).toContain("tazama_quality_startup_seconds_bucket");
  });

  it("refuses malformed, oversized and unknown beacons in the error shape", async () => {
    const bad = async (res: Awaited<ReturnType<typeof post>>, status: number, code: string) => {
      expect(res.statusCode, res.body).toBe(status);
      const { error } = res.json<{ error: { code: string; message: string } }>();
      expect(error.code).toBe(code);
      expect(error.message.length).toBeGreaterThan(0);
    };
    await bad(await post(null, { raw: "not json {" }), 400, "request/invalid");
    await bad(await post(beacon("d", -1, {})), 400, "request/invalid");
    await bad(await post({ ...beacon("d", 0, {}), extra: 1 }), 400, "request/invalid");
    await bad(await post(beacon("d", 0, { n: "5g" as "4g" })), 400, "request/invalid");
    const stalls = Array.from({ length: 21 }, (_, i) => [i, 100] as [number, number]);
    await bad(await post(beacon("d", 0, { st: stalls })), 400, "request/invalid");
    await bad(await post(beacon("d", 0, { ref: "x".repeat(5000) })), 413, "request/too-large");
    await bad(await post(beacon("d", 0, { ref: "no-such-title" })), 404, "content/not-found");
  });

  it("limits beacons per address, not per viewer", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < BEACONS_PER_ADDRESS.max; i += 1) {
      expect((await post({}, { ip })).statusCode).toBe(400);
    }
    const refused = await post(beacon("e", 0, { su: 900 }), { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: "quality/too-many-beacons" } });
    expect(refused.headers["retry-after"]).toBeDefined();
    expect((await post(beacon("e", 0, { su: 900 }))).statusCode).toBe(204);
  });

  it("takes the viewer's country from the account: the phone's, else the locale's region", async () => {
    const [ghana, nowhere] = await Promise.all([
      createTestUser(app, (await getTestApp()).database, { body: { locale: "fr-GH" } }),
      createTestUser(app, (await getTestApp()).database, { body: { locale: "en" } }),
    ]);
    await db
      .update(schema.users)
      .set({ phoneNumber: null })
      .where(inArray(schema.users.id, [ghana.uid, nowhere.uid]));
    const before = await report();
    const plays = (r: QualityReport, country: string) =>
      r.byCountry.find((c) => c.country === country)?.plays ?? 0;
    await post(beacon("gh", 0, { su: 800 }), { cookie: ghana.cookie });
    await post(beacon("no", 0, { su: 800 }), { cookie: nowhere.cookie });
    const after = await report();
    expect(plays(after, "GH") - plays(before, "GH")).toBe(1);
    expect(plays(after, "unknown") - plays(before, "unknown")).toBe(1);
    const csv = await app.inject({
      url: "/api/v1/admin/quality/countries.csv",
      headers: { cookie: admin.cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain("country,plays,startup_p50_ms");
    expect(csv.body).toMatch(/\nGH,\d+,/);
  });

  it("the report and its CSV are for admins", async () => {
    const anonymous = await app.inject({ url: "/api/v1/admin/quality" });
    expect(anonymous.statusCode).toBe(401);
    const asViewer = await app.inject({
      url: "/api/v1/admin/quality/titles.csv",
      headers: { cookie: viewer.cookie },
    });
    expect(asViewer.statusCode).toBe(403);
    const tooLong = await app.inject({
      url: "/api/v1/admin/quality?days=91",
      headers: { cookie: admin.cookie },
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it("the sweep deletes raw beacons after 7 days and keeps the aggregates", async () => {
    const service = createQualityService({
      repository: createQualityRepository(db),
      now: () => clock.now(),
      findTitle: (ref) => findPublishedTitle(db, ref),
      titleNames: (ids) => titleNames(db, ids),
      countryOf: () => Promise.resolve("unknown"),
    });
    const repository = createQualityRepository(db);
    await service.record(beacon("f", 0, { su: 700, w: 5000, r: "144p avc1" }), null);
    const before = (await service.report({ days: 1 })).overall.plays;
    expect(await repository.beaconsOf(viewingId("f"))).toBe(1);

    clock.advance(7 * DAY_MS - 60_000);
    expect(await service.sweep()).toBe(0);
    expect(await repository.beaconsOf(viewingId("f"))).toBe(1);

    clock.advance(2 * 60_000);
    expect(await service.sweep()).toBeGreaterThanOrEqual(1);
    expect(await repository.beaconsOf(viewingId("f"))).toBe(0);
    expect(await repository.beaconsOf(viewingId("a"))).toBe(0);
    // The day's aggregates are still there, 8 days on.
    expect((await service.report({ days: 8 })).byDay[0]).toMatchObject({ plays: before });
    clock.advance(-(7 * DAY_MS + 60_000));
  });

  it("answers 503 once the writes have fallen behind, and writes what it accepted", async () => {
    const repository = createQualityRepository(db);
    const service = createQualityService({
      repository,
      now: () => clock.now(),
      findTitle: (ref) => findPublishedTitle(db, ref),
      titleNames: (ids) => titleNames(db, ids),
      countryOf: () => Promise.resolve("unknown"),
      // Nothing is due until the test says so.
      writeBehind: { maxItems: 10, maxPending: 2, timer: { after: () => () => undefined } },
    });
    await service.record(beacon("g", 0, { su: 500 }), null);
    await service.record(beacon("g", 1, { w: 1000 }), null);
    const refused = await service
      .record(beacon("g", 2, { w: 1000 }), null)
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ statusCode: 503, code: "quality/busy" });
    expect(await repository.beaconsOf(viewingId("g"))).toBe(0);
    await service.flush();
    expect(await repository.beaconsOf(viewingId("g"))).toBe(2);
    await service.record(beacon("g", 2, { w: 1000 }), null);
    await service.flush();
    expect(await repository.beaconsOf(viewingId("g"))).toBe(3);
  });

  it("the demo seed gives five days of six titles on 4G, 3G and 2G, once", async () => {
    // Its own days, further ahead than the other tests'.
    const now = new Date(clock.now().getTime() + 4000 * DAY_MS);
    const service = createQualityService({
      repository: createQualityRepository(db),
      now: () => now,
      findTitle: (ref) => findPublishedTitle(db, ref),
      titleNames: (ids) => titleNames(db, ids),
      countryOf: () => Promise.resolve("unknown"),
    });
    expect((await seedDemoQuality(db, now)).inserted).toBeGreaterThan(100);
    expect(await seedDemoQuality(db, now)).toEqual({ inserted: 0 });
    const r = await service.report({ days: 5 });
    expect(r.byDay).toHaveLength(5);
    expect(r.byNetwork.map((n) => n.network)).toEqual(["2g", "3g", "4g"]);
    expect(r.byTitle.length).toBeGreaterThanOrEqual(3);
    const [slow, , fast] = r.byNetwork;
    expect(slow!.startupP50Ms!).toBeGreaterThan(fast!.startupP50Ms!);
    expect(slow!.rebufferingPct).toBeGreaterThan(fast!.rebufferingPct);
    expect(r.worstTitles.length).toBeGreaterThan(0);
  });
});
