import { access, mkdir, mkdtemp, readdir, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { CLIP_REQUESTS_PER_HOUR, clipAcceptedSchema, clipViewSchema } from "@tazama/contracts";
import { schema } from "@tazama/db";
import { runTool } from "@tazama/media";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ManualClock } from "../../lib/clock.ts";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type TestUser, buildClockedApp, createTestUser } from "../../../test/accounts.ts";
import { grantEntitlement } from "../../../test/factories/entitlement.ts";
import { ownPaidFilm } from "../../../test/factories/film.ts";
import { makeSourceVideo, waitForAssets } from "../../../test/factories/media-asset.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";

const { clips, mediaAssets } = schema;
const HOUR = 3600_000;

let t: TestApp;
let root: string;
let title: { id: number; ref: string };
let viewer: TestUser;
let renter: TestUser;
let other: TestUser;

const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string; message: string } }).error;

function ask(user: TestUser | undefined, body: Record<string, unknown>, app = t.app) {
  return app.inject({
    method: "POST",
    url: "/api/v1/content/clip/request",
    payload: body,
    headers: user ? { cookie: user.cookie } : {},
  });
}

function get(user: TestUser | undefined, url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ url, headers: { ...headers, ...(user ? { cookie: user.cookie } : {}) } });
}

async function ffprobe(file: string) {
  return JSON.parse(
    await runTool("ffprobe", [
      "-v",
      "error",
      "-print_format",
      "json",
      "-show_streams",
      "-show_format",
      file,
    ]),
  ) as { streams: { codec_type: string }[]; format: { duration: string } };
}

beforeAll(async () => {
  t = await getTestApp();
  root = await mkdtemp(path.join(tmpdir(), "tazama-clip-api-"));
  const source = path.join(root, "source.mp4");
  await makeSourceVideo(source, { title: "Clip API", durationS: 8, width: 320, height: 180 });
  // A title of its own: other files of this worker ingest and replace the seeded titles' videos.
  title = await ownPaidFilm(t.database, `clip-api-${Date.now().toString(36)}`);
  const service = t.app.ingest.service;
  const ids = [
    (await service.ingest({ sourcePath: source, titleRef: title.ref, kind: "trailer" })).id,
    (await service.ingest({ sourcePath: source, titleRef: title.ref, kind: "main" })).id,
  ];
  await t.app.ingest.startWorkers();
  expect(await waitForAssets(t.database, ids)).toEqual(["ready", "ready"]);
  viewer = await createTestUser(t.app, t.database);
  renter = await createTestUser(t.app, t.database);
  other = await createTestUser(t.app, t.database);
  await grantEntitlement(t.database, { userId: renter.uid, titleId: title.id, kind: "rent" });
}, 120_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("POST /api/v1/content/clip/request: who may ask, for what", () => {
  it("needs a signed-in viewer (401)", async () => {
    const res = await ask(undefined, { ref: title.ref, startS: 0, durationS: 5, kind: "trailer" });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe("auth/unauthenticated");
  });

  it("refuses more than 60 s, a span beyond the video and a bad body (400)", async () => {
    const long = await ask(viewer, { ref: title.ref, startS: 0, durationS: 61, kind: "trailer" });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).code).toBe("request/invalid");
    const beyond = await ask(viewer, { ref: title.ref, startS: 6, durationS: 5, kind: "trailer" });
    expect(beyond.statusCode).toBe(400);
    expect(errorOf(beyond)).toEqual({
      code: "clip/out-of-range",
      message: "The clip must end within the video (8 s).",
    });
    const far = await ask(viewer, { ref: title.ref, startS: 500, durationS: 5, kind: "trailer" });
    expect(errorOf(far).code).toBe("clip/out-of-range");
    const bad = await ask(viewer, { ref: title.ref, startS: -1, durationS: 5 });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses a paid title's main video to a viewer who may not watch it (403); unknown title 404", async () => {
    const res = await ask(viewer, { ref: title.ref, startS: 0, durationS: 5, kind: "main" });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe("content/not-entitled");
    const missing = await ask(viewer, { ref: "no-such-title", startS: 0, durationS: 5 });
    expect(missing.statusCode).toBe(404);
  });
});

describe("a real clip, cut by the worker from the renditions", () => {
  it("is queued (202), becomes ready, and downloads as an mp4 of that length with audio and video", async () => {
    const res = await ask(viewer, { ref: title.ref, startS: 2.5, durationS: 4, kind: "trailer" });
    expect(res.statusCode).toBe(202);
    const accepted = clipAcceptedSchema.parse(res.json());
    expect(accepted.status).toBe("queued");
    const url = `/api/v1/content/clip/${accepted.clipId}`;
    const ready = await vi.waitFor(
      async () => {
        const view = clipViewSchema.parse((await get(viewer, url)).json());
        expect(view.status, view.failureReason).toBe("ready");
        return view;
      },
      { timeout: 60_000, interval: 200 },
    );
    expect(ready).toMatchObject({ ref: title.ref, startS: 2.5, durationS: 4, url: `${url}/file` });
    expect(ready.bytes).toBeGreaterThan(1000);

    const file = await get(viewer, ready.url!);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("video/mp4");
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="tazama-${title.ref}-2s.mp4"`,
    );
    expect(file.rawPayload.length).toBe(ready.bytes);
    const saved = path.join(root, "downloaded.mp4");
    await writeFile(saved, file.rawPayload);
    const probe = await ffprobe(saved);
    expect(probe.streams.map((s) => s.codec_type).sort()).toEqual(["audio", "video"]);
    expect(Math.abs(Number(probe.format.duration) - 4)).toBeLessThanOrEqual(0.5);

    const part = await get(viewer, ready.url!, { range: "bytes=0-99" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-99/${ready.bytes}`);
    expect(part.rawPayload).toEqual(file.rawPayload.subarray(0, 100));

    expect(await readdir(path.join(t.config.dataDir, "tmp", "clips"))).toEqual([]);

    // Another user's clip does not exist for them.
    expect((await get(other, url)).statusCode).toBe(404);
    expect(errorOf(await get(other, ready.url!)).code).toBe("clip/not-found");
    expect((await get(undefined, url)).statusCode).toBe(401);
    // Not a UUID: a bad request, never a database error (issue 12).
    expect((await get(viewer, "/api/v1/content/clip/not-a-uuid")).statusCode).toBe(400);
  }, 90_000);

  it("lets a renter clip the main video (a rental counts)", async () => {
    const res = await ask(renter, { ref: title.ref, startS: 0, durationS: 3, kind: "main" });
    expect(res.statusCode).toBe(202);
    const { clipId } = clipAcceptedSchema.parse(res.json());
    await vi.waitFor(
      async () => {
        const view = clipViewSchema.parse(
          (await get(renter, `/api/v1/content/clip/${clipId}`)).json(),
        );
        expect(view.status, view.failureReason).toBe("ready");
      },
      { timeout: 60_000, interval: 200 },
    );
  }, 90_000);

  it("records a failed cut with its reason, and removes the scratch folder", async () => {
    const res = await ask(viewer, { ref: title.ref, startS: 0, durationS: 2, kind: "trailer" });
    const { clipId } = clipAcceptedSchema.parse(res.json());
    // The queue may have cut it already: reset it and cut it again with its video rung gone.
    const [asset] = await t.database.db
      .select()
      .from(mediaAssets)
      .where(and(eq(mediaAssets.titleId, title.id), eq(mediaAssets.kind, "trailer")));
    const folder = path.join(t.config.mediaDir, asset!.storageKey, "144p");
    const moved = `${folder}.hidden`;
    await rm(moved, { recursive: true, force: true });
    await rename(folder, moved);
    try {
      await t.database.db.update(clips).set({ status: "queued" }).where(eq(clips.id, clipId));
      await expect(t.app.clips.process(clipId)).resolves.toBe("failed");
    } finally {
      await rename(moved, folder);
    }
    const view = clipViewSchema.parse((await get(viewer, `/api/v1/content/clip/${clipId}`)).json());
    expect(view.status).toBe("failed");
    expect(view.failureReason).toMatch(/ENOENT|no such file/i);
    expect(view.url).toBeUndefined();
    expect((await get(viewer, `/api/v1/content/clip/${clipId}/file`)).statusCode).toBe(409);
    expect(await readdir(path.join(t.config.dataDir, "tmp", "clips"))).toEqual([]);
  }, 60_000);
});

describe("the hourly limit (ManualClock)", () => {
  let app: FastifyInstance;
  let clock: ManualClock;
  let dataDir: string;

  beforeAll(async () => {
    ({ app, clock, dataDir } = await buildClockedApp(t.database));
  });

  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(`allows ${CLIP_REQUESTS_PER_HOUR} clip requests an hour (then 429) and again an hour later`, async () => {
    const user = await createTestUser(app, t.database);
    const body = { ref: title.ref, startS: 0, durationS: 1, kind: "trailer" };
    for (let i = 0; i < CLIP_REQUESTS_PER_HOUR; i += 1) {
      expect((await ask(user, body, app)).statusCode).toBe(202);
    }
    const refused = await ask(user, body, app);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe("clip/too-many");
    clock.advance(HOUR + 1000);
    expect((await ask(user, body, app)).statusCode).toBe(202);
    // The queued jobs find nothing to cut.
    await t.database.db.delete(clips).where(eq(clips.userId, user.uid));
  });

  it("deletes an expired clip's file from disk (410 from then on) and keeps the unexpired ones", async () => {
    const user = await createTestUser(app, t.database);
    const [asset] = await t.database.db
      .select({ id: mediaAssets.id })
      .from(mediaAssets)
      .where(and(eq(mediaAssets.titleId, title.id), eq(mediaAssets.kind, "trailer")));
    const made = async (expiresInMs: number) => {
      const [row] = await t.database.db
        .insert(clips)
        .values({
          userId: user.uid,
          assetId: asset!.id,
          startS: 0,
          durationS: 1,
          status: "ready",
          bytes: 4,
          createdAt: clock.now(),
          expiresAt: new Date(clock.now().getTime() + expiresInMs),
        })
        .returning();
      const storagePath = path.join("clips", `${row!.id}.mp4`);
      await mkdir(path.join(dataDir, "clips"), { recursive: true });
      await writeFile(path.join(dataDir, storagePath), "mp4!");
      await t.database.db.update(clips).set({ storagePath }).where(eq(clips.id, row!.id));
      return { id: row!.id, file: path.join(dataDir, storagePath) };
    };
    const soon = await made(HOUR);
    const later = await made(3 * HOUR);
    const download = (id: string) =>
      app.inject({ url: `/api/v1/content/clip/${id}/file`, headers: { cookie: user.cookie } });
    expect((await download(soon.id)).statusCode).toBe(200);

    expect(await app.clips.purgeExpired()).toBe(0);
    clock.advance(HOUR);
    expect(await app.clips.purgeExpired()).toBe(1);
    await expect(access(soon.file)).rejects.toThrow(/ENOENT/);
    await expect(access(later.file)).resolves.toBeUndefined();
    const gone = await download(soon.id);
    expect(gone.statusCode).toBe(410);
    expect(errorOf(gone).code).toBe("clip/expired");
    expect((await download(later.id)).statusCode).toBe(200);
    // Purged once: the next sweep has nothing left to do for it.
    expect(await app.clips.purgeExpired()).toBe(0);
    await t.database.db.delete(clips).where(eq(clips.userId, user.uid));
  });
});
