import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  continueWatchingSchema,
  mediaSummarySchema,
  popularSchema,
  type MediaSummary,
} from "@tazama/contracts";
import { schema } from "@tazama/db";
import { playbackBytes } from "@tazama/media";
import { and, desc, eq, notExists } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClockedApp, createTestUser } from "../../../test/accounts.ts";
import { grantEntitlement } from "../../../test/factories/entitlement.ts";
import {
  addMediaAsset,
  makeSourceVideo,
  waitForAssets,
} from "../../../test/factories/media-asset.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";
import type { ManualClock } from "../../lib/clock.ts";

const { mediaAssets, playbackProgress, titles, views } = schema;
const DAY_MS = 86_400_000;

let t: TestApp;
let root: string;
/** Paid titles from the end of the catalogue (other files use the first ones). */
let picked: { id: number; ref: string; title: string }[];

async function summary(ref: string): Promise<MediaSummary> {
  const res = await t.app.inject({ method: "GET", url: `/api/v1/media?id=${ref}` });
  expect(res.statusCode).toBe(200);
  return mediaSummarySchema.parse(res.json());
}

/** GETs a media URL (as hls.js does) and returns its bytes. */
async function fetchBytes(url: string): Promise<Uint8Array> {
  const res = await t.app.inject({ method: "GET", url });
  expect(res.statusCode, url).toBe(200);
  return res.rawPayload;
}

beforeAll(async () => {
  t = await getTestApp();
  root = await mkdtemp(path.join(tmpdir(), "tazama-watching-api-"));
  const rows = await t.database.db
    .select({ id: titles.id, ref: titles.ref, title: titles.title, isFree: titles.isFree })
    .from(titles)
    // Published titles with no video yet (other files of this worker may have given some one,
    // or left drafts and withdrawn titles, which the API answers 404).
    .where(
      and(
        eq(titles.status, "published"),
        notExists(
          t.database.db.select().from(mediaAssets).where(eq(mediaAssets.titleId, titles.id)),
        ),
      ),
    )
    .orderBy(desc(titles.id));
  picked = rows.filter((r) => !r.isFree).slice(5, 12);
}, 60_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("GET /api/v1/media?id= (sizes before paying)", () => {
  it("gives each quality's bytes within 5 % of what a whole playback at it fetches", async () => {
    const source = path.join(root, "trailer.mp4");
    await makeSourceVideo(source, { title: "Sizes", durationS: 4, width: 426, height: 240 });
    const title = picked[0]!;
    const asset = await t.app.ingest.service.ingest({
      sourcePath: source,
      titleRef: title.ref,
      kind: "trailer",
    });
    const before = await summary(title.ref);
    expect(before.trailer).toEqual({ status: "queued", durationS: null, qualities: [] });

    await t.app.ingest.startWorkers();
    expect(await waitForAssets(t.database, [asset.id])).toEqual(["ready"]);

    const res = await t.app.inject({ method: "GET", url: `/api/v1/media?id=${title.ref}` });
    expect(res.headers["cache-control"]).toBe("public, max-age=30");
    const after = mediaSummarySchema.parse(res.json());
    expect(after.ref).toBe(title.ref);
    expect(after.main).toBeNull();
    expect(after.trailer?.status).toBe("ready");
    expect(after.trailer?.durationS).toBeCloseTo(4, 0);
    expect(after.trailer?.qualities.map((q) => [q.name, q.height])).toEqual([
      ["144p", 144],
      ["240p", 240],
    ]);

    const grant = await t.app.inject({
      method: "POST",
      url: "/api/v1/content/stream/request",
      payload: { ref: title.ref, kind: "trailer" },
    });
    expect(grant.statusCode).toBe(200);
    const { manifestUrl } = grant.json<{ manifestUrl: string }>();
    for (const quality of after.trailer!.qualities) {
      const fetched = await playbackBytes(fetchBytes, manifestUrl, quality.name);
      expect(fetched).toBeGreaterThan(10_000);
      expect(Math.abs(quality.bytesTotal - fetched) / fetched).toBeLessThan(0.05);
    }
    // A higher rung costs more.
    const [low, high] = after.trailer!.qualities;
    expect(high!.bytesTotal).toBeGreaterThan(low!.bytesTotal);
  }, 120_000);

  it("says null for a title with no video", async () => {
    const body = await summary(picked[1]!.ref);
    expect(body).toEqual({ ref: picked[1]!.ref, main: null, trailer: null });
  });

  it("answers 404 for an unknown title and 400 without a valid id", async () => {
    const unknown = await t.app.inject({ method: "GET", url: "/api/v1/media?id=no-such-title" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: "content/not-found" } });
    for (const url of [
      "/api/v1/media",
      "/api/v1/media?id=Bad%20Ref",
      `/api/v1/media?id=${"a".repeat(200)}`,
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ error: { code: string; message: string } }>().error.message).toBeTruthy();
    }
  });
});

describe("GET /api/v1/users/continue-watching", () => {
  it("is for signed-in viewers only", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/users/continue-watching" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: "auth/unauthenticated" } });
  });

  it("lists the caller's unfinished titles, most recent first, and no one else's", async () => {
    const user = await createTestUser(t.app, t.database);
    const other = await createTestUser(t.app, t.database);
    const [a, b, c] = picked.slice(2, 5) as [
      (typeof picked)[0],
      (typeof picked)[0],
      (typeof picked)[0],
    ];
    const save = (cookie: string, ref: string, positionS: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/content/progress",
        headers: { cookie },
        payload: { ref, positionS, durationS: 1000 },
      });
    expect((await save(user.cookie, a.ref, 100)).statusCode).toBe(204);
    expect((await save(user.cookie, b.ref, 400)).statusCode).toBe(204);
    expect((await save(user.cookie, c.ref, 960)).statusCode).toBe(204); // finished (≥ 95 %)
    expect((await save(other.cookie, c.ref, 10)).statusCode).toBe(204);
    // a was watched last.
    const stamp = async (ref: string, at: number) => {
      const id = picked.find((p) => p.ref === ref)!.id;
      await t.database.db
        .update(playbackProgress)
        .set({ updatedAt: new Date(at) })
        .where(and(eq(playbackProgress.userId, user.uid), eq(playbackProgress.titleId, id)));
    };
    await stamp(b.ref, Date.UTC(2026, 10, 1));
    await stamp(a.ref, Date.UTC(2026, 10, 2));

    const res = await t.app.inject({
      method: "GET",
      url: "/api/v1/users/continue-watching",
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const body = continueWatchingSchema.parse(res.json());
    expect(body.items.map((i) => [i.ref, i.positionS, i.durationS])).toEqual([
      [a.ref, 100, 1000],
      [b.ref, 400, 1000],
    ]);
    expect(body.items[0]).toMatchObject({
      title: a.title,
      poster: `/content/uploads/${a.ref}_port.jpg`,
      updatedAt: "2026-11-02T00:00:00.000Z",
    });
  });
});

describe("GET /api/v1/content/popular (views of the last 30 days)", () => {
  let clocked: { app: FastifyInstance; clock: ManualClock; dataDir: string };

  beforeAll(async () => {
    clocked = await buildClockedApp(t.database);
  }, 60_000);
  afterAll(async () => {
    await clocked.app.close();
    await rm(clocked.dataDir, { recursive: true, force: true });
  });

  async function popular(app: FastifyInstance) {
    const res = await app.inject({ method: "GET", url: "/api/v1/content/popular" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
    return popularSchema.parse(res.json()).items;
  }

  it("counts views stored through views/store, most viewed first", async () => {
    const [x] = picked.slice(5, 6);
    // Views count for signed-in viewers given the stream of its (ready) main video.
    await addMediaAsset(t.database, x!.id);
    for (let i = 0; i < 3; i++) {
      const viewer = await createTestUser(t.app, t.database);
      await grantEntitlement(t.database, {
        userId: viewer.uid,
        titleId: x!.id,
        kind: "buy",
        amountMinor: 0,
      });
      const headers = { cookie: viewer.cookie };
      const granted = await t.app.inject({
        method: "POST",
        url: "/api/v1/content/stream/request",
        headers,
        payload: { ref: x!.ref },
      });
      expect(granted.statusCode).toBe(200);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/views/store",
        headers,
        payload: { ref: x!.ref },
      });
      expect(res.statusCode).toBe(201);
    }
    const items = await popular(t.app);
    const entry = items.find((i) => i.ref === x!.ref);
    expect(entry).toMatchObject({ title: x!.title, poster: `/content/uploads/${x!.ref}_port.jpg` });
    expect(entry!.views).toBeGreaterThanOrEqual(3);
    const counts = items.map((i) => i.views);
    expect(counts).toEqual([...counts].sort((p, q) => q - p));
  });

  it("keeps to the 30 days before the clock's now and breaks ties by title", async () => {
    // Far from today, so no other test's views fall into this window.
    const now = Date.UTC(2031, 0, 31, 12);
    clocked.clock.advance(now - clocked.clock.now().getTime());
    const [p, q, r] = [...picked.slice(0, 3)].sort((m, n) => m.title.localeCompare(n.title));
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
    await t.database.db.insert(views).values([
      { titleId: r!.id, createdAt: at(1) },
      { titleId: r!.id, createdAt: at(2) },
      { titleId: q!.id, createdAt: at(3) },
      { titleId: p!.id, createdAt: at(29) },
      { titleId: p!.id, createdAt: at(31) }, // outside the window
      { titleId: q!.id, createdAt: at(-1) }, // after now
    ]);
    expect((await popular(clocked.app)).map((i) => [i.ref, i.views])).toEqual([
      [r!.ref, 2],
      [p!.ref, 1],
      [q!.ref, 1],
    ]);

    // Two days on: p's view is 31 days old, q's later view now lies in the past.
    clocked.clock.advance(2 * DAY_MS);
    expect((await popular(clocked.app)).map((i) => [i.ref, i.views])).toEqual([
      [q!.ref, 2],
      [r!.ref, 2],
    ]);
  });
});
