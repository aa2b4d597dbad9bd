import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartForm } from "../../../test/multipart.ts";
import { type TestUser, buildClockedApp, createTestUser } from "../../../test/accounts.ts";
import { makeSourceVideo } from "../../../test/factories/media-asset.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";

const REF = "oshodi-overtime";

let t: TestApp;
let small: { app: FastifyInstance; dataDir: string };
let root: string;
let clip: Buffer;
let admin: TestUser;
let viewer: TestUser;

/** The browser's form for an upload (a video file). */
const form = (fields: Record<string, string>, file?: { name: string; data: Buffer }) =>
  multipartForm(fields, file && { ...file, contentType: "video/mp4" });

function upload(app: FastifyInstance, user: TestUser | undefined, body: ReturnType<typeof form>) {
  return app.inject({
    method: "POST",
    url: "/api/v1/admin/media",
    payload: body.payload,
    headers: { ...body.headers, ...(user ? { cookie: user.cookie } : {}) },
  });
}

const codeOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string } }).error.code;

beforeAll(async () => {
  t = await getTestApp();
  root = await mkdtemp(path.join(tmpdir(), "tazama-upload-"));
  const source = path.join(root, "clip.mp4");
  await makeSourceVideo(source, { title: "Upload", durationS: 2, width: 320, height: 180 });
  clip = await readFile(source);
  admin = await createTestUser(t.app, t.database, { role: "admin" });
  viewer = await createTestUser(t.app, t.database);
  const built = await buildClockedApp(t.database, { MEDIA_UPLOAD_MAX_MB: "1" });
  small = { app: built.app, dataDir: built.dataDir };
}, 60_000);

afterAll(async () => {
  await small.app.close();
  await rm(root, { recursive: true, force: true });
});

describe("POST /api/v1/admin/media (upload)", () => {
  it("streams an admin's video to disk, checks it with ffprobe and queues its transcode", async () => {
    const res = await upload(
      t.app,
      admin,
      form({ ref: REF, kind: "trailer" }, { name: "teaser.bin", data: clip }),
    );
    expect(res.statusCode).toBe(202);
    const { assetId } = res.json<{ assetId: string; status: string }>();
    const list = await t.app.inject({
      url: "/api/v1/admin/media",
      headers: { cookie: admin.cookie },
    });
    const { assets } = list.json<{ assets: { id: string; titleRef: string; kind: string }[] }>();
    expect(assets.find((a) => a.id === assetId)).toMatchObject({ titleRef: REF, kind: "trailer" });
    const stored = await readdir(path.join(t.config.dataDir, "uploads", "sources"));
    expect(stored).toContainEqual(expect.stringMatching(/\.upload$/));
  });

  it("refuses a file that is not a video whatever its name, says only that, and deletes it", async () => {
    const dir = path.join(t.config.dataDir, "uploads", "sources");
    const before = (await readdir(dir).catch(() => [])).length;
    const res = await upload(
      t.app,
      admin,
      form({ ref: REF, kind: "main" }, { name: "film.mp4", data: Buffer.from("not a video") }),
    );
    expect(res.statusCode).toBe(400);
    // No path of the server, no ffprobe output.
    expect(res.json()).toEqual({
      error: { code: "media/unreadable", message: "This is not a video we can read." },
    });
    expect((await readdir(dir)).length).toBe(before);
  });

  it("answers 400 to a multipart body cut short, and keeps nothing of it", async () => {
    const dir = path.join(t.config.dataDir, "uploads", "sources");
    const before = (await readdir(dir).catch(() => [])).length;
    const body = form({ ref: REF, kind: "main" }, { name: "cut.mp4", data: clip });
    const cut = { ...body, payload: body.payload.subarray(0, Math.floor(body.payload.length / 2)) };
    const res = await upload(t.app, admin, cut);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: "request/invalid" } });
    expect(res.body).not.toContain(t.config.dataDir);
    expect((await readdir(dir).catch(() => [])).length).toBe(before);
  });

  it("answers 401 without a session, 403 for a viewer, 400 without a file or ref", async () => {
    const body = () => form({ ref: REF, kind: "main" }, { name: "a.mp4", data: clip });
    expect((await upload(t.app, undefined, body())).statusCode).toBe(401);
    expect((await upload(t.app, viewer, body())).statusCode).toBe(403);
    const noFile = await upload(t.app, admin, form({ ref: REF, kind: "main" }));
    expect(noFile.statusCode).toBe(400);
    const noRef = await upload(t.app, admin, form({ kind: "main" }, { name: "a.mp4", data: clip }));
    expect(noRef.statusCode).toBe(400);
    const unknown = await upload(
      t.app,
      admin,
      form({ ref: "no-such-title", kind: "main" }, { name: "a.mp4", data: clip }),
    );
    expect(unknown.statusCode).toBe(404);
    // A NUL or anything that is not a ref is the caller's mistake, not a 500 from the database.
    for (const ref of ["a\u0000b", "\u0000", "Not A Ref", "x".repeat(121)]) {
      const bad = await upload(
        t.app,
        admin,
        form({ ref, kind: "main" }, { name: "a.mp4", data: clip }),
      );
      expect(bad.statusCode, JSON.stringify(ref)).toBe(400);
      expect(bad.json()).toMatchObject({ error: { code: "request/invalid" } });
    }
    const viewerList = await t.app.inject({
      url: "/api/v1/admin/media",
      headers: { cookie: viewer.cookie },
    });
    expect(viewerList.statusCode).toBe(403);
  });

  it("stops a file over the size limit with 413 and keeps nothing of it", async () => {
    // That app signs its own sessions: its admin signs up there.
    const smallAdmin = await createTestUser(small.app, t.database, { role: "admin" });
    const res = await upload(
      small.app,
      smallAdmin,
      form({ ref: REF, kind: "main" }, { name: "big.mp4", data: randomBytes(1_200_000) }),
    );
    expect(res.statusCode).toBe(413);
    expect(codeOf(res)).toBe("media/too-large");
    const dir = path.join(small.dataDir, "uploads", "sources");
    expect(await readdir(dir)).toEqual([]);
  });
});
