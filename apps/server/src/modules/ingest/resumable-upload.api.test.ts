import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AdminTitle, AuditList, MediaJobList } from "@tazama/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestUser, createTestUser } from "../../../test/accounts.ts";
import { makeSourceVideo } from "../../../test/factories/media-asset.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";

let t: TestApp;
let root: string;
let clip: Buffer;
let admin: TestUser;
let viewer: TestUser;
let film: AdminTitle;

const UPLOADS = "/api/v1/admin/uploads";
const b64 = (value: string) => Buffer.from(value).toString("base64");
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${k} ${b64(v)}`)
    .join(",");

function create(user: TestUser | undefined, size: number, meta: Record<string, string>) {
  return t.app.inject({
    method: "POST",
    url: UPLOADS,
    headers: {
      "tus-resumable": "1.0.0",
      "upload-length": String(size),
      "upload-metadata": metadata(meta),
      ...(user ? { cookie: user.cookie } : {}),
    },
  });
}

function send(location: string, offset: number, bytes: Buffer, user = admin) {
  return t.app.inject({
    method: "PATCH",
    url: location,
    payload: bytes,
    headers: {
      "tus-resumable": "1.0.0",
      "upload-offset": String(offset),
      "content-type": "application/offset+octet-stream",
      cookie: user.cookie,
    },
  });
}

const offsetOf = async (location: string) => {
  const res = await t.app.inject({
    method: "HEAD",
    url: location,
    headers: { "tus-resumable": "1.0.0", cookie: admin.cookie },
  });
  expect(res.statusCode).toBe(200);
  return Number(res.headers["upload-offset"]);
};

const jobsOf = async (ref: string) => {
  const res = await t.app.inject({
    url: `/api/v1/admin/media/jobs?titleRef=${ref}`,
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json<MediaJobList>();
};

const resumableDir = () => path.join(t.config.dataDir, "uploads", "resumable");

beforeAll(async () => {
  t = await getTestApp();
  root = await mkdtemp(path.join(tmpdir(), "tazama-tus-"));
  const source = path.join(root, "clip.mp4");
  await makeSourceVideo(source, { title: "Resume", durationS: 2, width: 320, height: 180 });
  clip = await readFile(source);
  admin = await createTestUser(t.app, t.database, { role: "admin", body: { name: "Wanjiru Ops" } });
  viewer = await createTestUser(t.app, t.database);
  const created = await t.app.inject({
    method: "POST",
    url: "/api/v1/admin/titles",
    headers: { cookie: admin.cookie },
    payload: {
      title: "Kibera Night Shift",
      year: 2026,
      durationS: 5400,
      synopsis: "A nurse, a night and a city that never sleeps.",
      country: "Kenya",
      language: "Swahili",
      genres: ["Drama"],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  film = created.json<AdminTitle>();
}, 60_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("resumable uploads (tus) for a draft title", () => {
  it("takes the video in parts across a cut, then queues its transcode and audits it", async () => {
    const created = await create(admin, clip.length, {
      ref: film.ref,
      kind: "main",
      filename: "kibera.mp4",
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location!;
    expect(location).toMatch(/^\/api\/v1\/admin\/uploads\/[0-9a-f]{32}$/);

    const half = Math.floor(clip.length / 2);
    expect((await send(location, 0, clip.subarray(0, half))).statusCode).toBe(204);
    // The connection drops here; the client asks where to go on from.
    expect(await offsetOf(location)).toBe(half);
    // A part sent from the wrong offset is refused and changes nothing.
    const wrong = await send(location, 0, clip.subarray(0, 10));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ error: { code: "upload/refused" } });
    expect(await offsetOf(location)).toBe(half);

    const last = await send(location, half, clip.subarray(half));
    expect(last.statusCode, last.body).toBe(204);

    const { jobs } = await jobsOf(film.ref);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      titleRef: film.ref,
      titleName: "Kibera Night Shift",
      kind: "main",
      action: "transcode",
    });
    expect(["queued", "running", "ready"]).toContain(jobs[0]!.status);
    const stored = await readFile(path.join(resumableDir(), path.basename(location)));
    expect(stored.equals(clip)).toBe(true);

    const audit = await t.app.inject({
      url: `/api/v1/admin/audit?targetId=${film.ref}&action=media`,
      headers: { cookie: admin.cookie },
    });
    const entry = audit.json<AuditList>().entries[0];
    expect(entry).toMatchObject({ action: "media.upload", actorName: "Wanjiru Ops" });
    expect(entry?.after).toMatchObject({ kind: "main", bytes: clip.length, job: jobs[0]!.id });
  });

  it("refuses a finished file that is not a video with our error, and deletes it", async () => {
    const junk = Buffer.from("this is not a video at all, only words ".repeat(50));
    const created = await create(admin, junk.length, { ref: film.ref, kind: "trailer" });
    const location = created.headers.location!;
    const res = await send(location, 0, junk);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: "media/unreadable", message: "This is not a video we can read." },
    });
    expect(await readdir(resumableDir())).not.toContain(path.basename(location));
    expect((await jobsOf(film.ref)).jobs.every((j) => j.kind === "main")).toBe(true);
  });

  it("refuses a missing title, bad metadata or no size with 4xx and our error body", async () => {
    // Refused when it is created, not after its last byte (issue 39): nothing kept on disk.
    const before = await readdir(resumableDir());
    const unknown = await create(admin, clip.length, { ref: "no-such-film", kind: "main" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: "content/not-found" } });
    expect(unknown.headers.location).toBeUndefined();
    expect(await readdir(resumableDir())).toEqual(before);

    const metas: Record<string, string>[] = [
      { ref: film.ref },
      { ref: "Not A Ref!", kind: "main" },
      {},
    ];
    for (const meta of metas) {
      const res = await create(admin, 100, meta);
      expect(res.statusCode, JSON.stringify(meta)).toBe(400);
      expect(res.json<{ error: { code: string } }>().error.code).toMatch(
        /request\/invalid|upload\/refused/,
      );
    }
    const deferred = await t.app.inject({
      method: "POST",
      url: UPLOADS,
      headers: {
        "tus-resumable": "1.0.0",
        "upload-defer-length": "1",
        "upload-metadata": metadata({ ref: film.ref, kind: "main" }),
        cookie: admin.cookie,
      },
    });
    expect(deferred.statusCode).toBe(400);
    expect(deferred.json()).toMatchObject({ error: { code: "request/invalid" } });
  });

  it("answers 401 without a session and 403 to a viewer, on every method; offers no download", async () => {
    expect((await create(undefined, 100, { ref: film.ref, kind: "main" })).statusCode).toBe(401);
    expect((await create(viewer, 100, { ref: film.ref, kind: "main" })).statusCode).toBe(403);
    const created = await create(admin, clip.length, { ref: film.ref, kind: "trailer" });
    const location = created.headers.location!;
    expect((await send(location, 0, clip.subarray(0, 100), viewer)).statusCode).toBe(403);
    const head = await t.app.inject({
      method: "HEAD",
      url: location,
      headers: { "tus-resumable": "1.0.0" },
    });
    expect(head.statusCode).toBe(401);
    const get = await t.app.inject({ url: location, headers: { cookie: admin.cookie } });
    expect(get.statusCode).toBe(404);
    expect(await offsetOf(location)).toBe(0);
  });
});
