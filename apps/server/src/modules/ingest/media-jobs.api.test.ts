import { randomUUID } from "node:crypto";
import { copyFile, mkdtemp, readFile, readlink, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  type AdminTitle,
  type ApiError,
  type AuditList,
  type MediaAsset,
  type MediaJob,
  AV1_MASTER_PLAYLIST,
} from "@tazama/contracts";
import { schema } from "@tazama/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type TestUser, createTestUser } from "../../../test/accounts.ts";
import { makeSourceVideo } from "../../../test/factories/media-asset.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";
import { REPLACED_REASON } from "./media-jobs.service.ts";

const { mediaAssets, mediaJobs } = schema;

let t: TestApp;
let root: string;
let small: string;
let larger: string;
let admin: TestUser;
let viewer: TestUser;
let film: AdminTitle;

const call = (user: TestUser | null, method: "GET" | "POST", url: string) =>
  t.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {} });

const assetRow = async (id: string) =>
  (await t.database.db.select().from(mediaAssets).where(eq(mediaAssets.id, id)))[0]!;

/** Waits for the job to end (the queue's worker runs it) and returns its row. */
const settled = (jobId: string) =>
  vi.waitFor(
    async () => {
      const [job] = await t.database.db.select().from(mediaJobs).where(eq(mediaJobs.id, jobId));
      if (!job || job.status === "queued" || job.status === "running") {
        throw new Error(`job ${jobId} is ${job?.status}`);
      }
      return job;
    },
    { timeout: 90_000, interval: 100 },
  );

/** A copy of a source per upload: each job keeps its own file as the source. */
let copies = 0;
const sourceFrom = async (file: string) => {
  copies += 1;
  const copy = path.join(root, `upload-${copies}.mp4`);
  await copyFile(file, copy);
  return copy;
};

const upload = async (file: string, kind: "main" | "trailer" = "main") =>
  t.app.ingest.service.ingest({
    sourcePath: await sourceFrom(file),
    titleRef: film.ref,
    kind,
    createdBy: admin.uid,
  });

const folderOf = (storageKey: string) => path.join(t.config.mediaDir, storageKey);
const linkOf = async (assetId: string) =>
  path.basename(await readlink(path.join(t.config.mediaDir, "by-asset", assetId)));

beforeAll(async () => {
  t = await getTestApp();
  root = await mkdtemp(path.join(tmpdir(), "tazama-jobs-"));
  small = await makeSourceVideo(path.join(root, "small.mp4"), {
    title: "First cut",
    durationS: 2,
    width: 320,
    height: 180,
  });
  larger = await makeSourceVideo(path.join(root, "larger.mp4"), {
    title: "Final cut",
    durationS: 2,
    width: 426,
    height: 240,
  });
  admin = await createTestUser(t.app, t.database, {
    role: "admin",
    body: { name: "Baraka Media" },
  });
  viewer = await createTestUser(t.app, t.database);
  const created = await t.app.inject({
    method: "POST",
    url: "/api/v1/admin/titles",
    headers: { cookie: admin.cookie },
    payload: {
      title: "Mombasa Tides",
      year: 2026,
      durationS: 4800,
      synopsis: "Two sisters, one boat and the season's last catch.",
      country: "Kenya",
      language: "Swahili",
      genres: ["Drama"],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  film = created.json<AdminTitle>();
  await t.app.ingest.startWorkers();
}, 120_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

// Each test waits for real ffmpeg jobs (up to 90 s each, settled above): a loaded CI machine ran
// two of them past the API project's 30 s.
describe("the transcode job table", { timeout: 240_000 }, () => {
  let assetId: string;

  it("a first upload: queued → ready at 100 %, and the asset plays from the job's folder", async () => {
    const asset = await upload(small);
    assetId = asset.id;
    const job = await settled(asset.jobId);
    expect(job).toMatchObject({ status: "ready", progress: 100, attempts: 1, action: "transcode" });
    expect(job.startedAt).not.toBeNull();
    expect(job.finishedAt).not.toBeNull();
    const row = await assetRow(assetId);
    expect(row).toMatchObject({ status: "ready", storageKey: job.storageKey });
    expect(row.renditions.map((r) => r.name)).toEqual(["144p", "audio", "opus"]);
    // The per-title ladder it was encoded with (ADR 0077), as the console lists it.
    expect(row.ladder).toEqual([
      expect.objectContaining({ name: "144p", fixedVideoBitrate: 144_000, targetSsim: 0.984 }),
    ]);
    expect(row.ladder![0]!.ssim).toBeGreaterThan(0.9);
    const listed = await call(admin, "GET", `/api/v1/admin/media?titleRef=${film.ref}`);
    expect(
      listed.json<{ assets: MediaAsset[] }>().assets.find((a) => a.id === assetId)?.ladder,
    ).toEqual(row.ladder);
    expect(await linkOf(assetId)).toBe(job.storageKey);
    // Counted where it ran (ADR 0076): its wall time per minute of source.
    const metrics = (await t.app.inject({ url: "/metrics" })).body;
    expect(metrics).toMatch(
      /^tazama_transcode_seconds_per_source_minute_count\{[^}]*action="transcode"[^}]*\} [1-9]/m,
    );
  });

  it("a replacement that fails leaves the old video playing; Retry after the fix swaps it in", async () => {
    const before = await assetRow(assetId);
    // A replacement whose source turns out unreadable (written here, not queued, so that no
    // worker races the direct run): it fails for good at once.
    const junk = path.join(root, "replacement.mp4");
    await writeFile(junk, "not a video after all");
    const [row] = await t.database.db
      .insert(mediaJobs)
      .values({ assetId, action: "transcode", sourcePath: junk, storageKey: randomUUID() })
      .returning();
    const broken = { jobId: row!.id };
    await expect(t.app.ingest.service.process({ assetId, jobId: broken.jobId })).resolves.toEqual({
      assetId,
      status: "failed",
    });
    const failed = await settled(broken.jobId);
    expect(failed.status).toBe("failed");
    expect(failed.failureReason).toMatch(/Invalid data|ffprobe/);
    expect(await assetRow(assetId)).toMatchObject({
      status: "ready",
      storageKey: before.storageKey,
    });
    expect(await linkOf(assetId)).toBe(before.storageKey);
    await expect(stat(folderOf(failed.storageKey))).rejects.toThrow();

    const list = await call(
      admin,
      "GET",
      `/api/v1/admin/media/jobs?titleRef=${film.ref}&status=failed`,
    );
    expect(list.json<{ jobs: MediaJob[] }>().jobs.map((j) => j.id)).toEqual([broken.jobId]);

    await copyFile(larger, failed.sourcePath);
    const retried = await call(admin, "POST", `/api/v1/admin/media/jobs/${broken.jobId}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<MediaJob>()).toMatchObject({
      status: "queued",
      attempts: 0,
      failureReason: null,
    });
    const done = await settled(broken.jobId);
    expect(done.status).toBe("ready");
    const after = await assetRow(assetId);
    expect(after.storageKey).toBe(done.storageKey);
    expect(after.renditions.map((r) => r.name)).toEqual(["144p", "240p", "audio", "opus"]);
    expect(await linkOf(assetId)).toBe(done.storageKey);
    // Nothing else used the old folder: it is gone.
    await expect(stat(folderOf(before.storageKey))).rejects.toThrow();

    const again = await call(admin, "POST", `/api/v1/admin/media/jobs/${broken.jobId}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError>().error.code).toBe("media/job-not-failed");
  });

  it("a newer upload cancels the one still waiting or running", async () => {
    const first = await upload(small, "trailer");
    const second = await upload(larger, "trailer");
    expect(second.id).toBe(first.id);
    expect(await settled(first.jobId)).toMatchObject({
      status: "cancelled",
      failureReason: REPLACED_REASON,
    });
    expect((await settled(second.jobId)).status).toBe("ready");
    const row = await assetRow(first.id);
    expect(row.renditions.map((r) => r.name)).toEqual(["144p", "240p", "audio", "opus"]);
  });

  it("re-runs one rendition into a new folder, keeping the others, and audits it", async () => {
    const before = await assetRow(assetId);
    const res = await call(admin, "POST", `/api/v1/admin/media/${assetId}/renditions/240p/rerun`);
    expect(res.statusCode, res.body).toBe(202);
    const job = res.json<MediaJob>();
    expect(job).toMatchObject({ action: "rendition", rendition: "240p", titleRef: film.ref });
    expect((await settled(job.id)).status).toBe("ready");
    const after = await assetRow(assetId);
    expect(after.storageKey).not.toBe(before.storageKey);
    expect(after.renditions.map((r) => r.name)).toEqual(["144p", "240p", "audio", "opus"]);
    expect(after.renditions[0]).toEqual(before.renditions[0]);
    // Made at the bitrate the asset's ladder recorded for it; the ladder stays as it was.
    expect(after.ladder).toEqual(before.ladder);
    expect(after.ladder!.map((r) => r.name)).toEqual(["144p", "240p"]);
    expect(await linkOf(assetId)).toBe(after.storageKey);

    const audit = await call(admin, "GET", `/api/v1/admin/audit?targetId=${film.ref}&action=media`);
    const actions = audit.json<AuditList>().entries.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["media.rerun", "media.retry"]));
  });

  it("refuses what cannot be done with a clear 4xx, and viewers with 403", async () => {
    const cases: [string, number, string][] = [
      [`/api/v1/admin/media/${assetId}/renditions/1080p/rerun`, 404, "media/rendition-not-found"],
      [
        `/api/v1/admin/media/00000000-0000-4000-8000-000000000000/renditions/144p/rerun`,
        404,
        "media/not-found",
      ],
      [
        `/api/v1/admin/media/jobs/00000000-0000-4000-8000-000000000000/retry`,
        404,
        "media/job-not-found",
      ],
      [`/api/v1/admin/media/jobs/not-a-uuid/retry`, 400, "request/invalid"],
    ];
    for (const [url, status, code] of cases) {
      const res = await call(admin, "POST", url);
      expect(res.statusCode, url).toBe(status);
      expect(res.json<ApiError>().error.code, url).toBe(code);
    }
    const routes: ["GET" | "POST", string][] = [
      ["GET", "/api/v1/admin/media/jobs"],
      ["GET", `/api/v1/admin/media?titleRef=${film.ref}`],
      ["POST", `/api/v1/admin/media/${assetId}/renditions/144p/rerun`],
    ];
    for (const [method, url] of routes) {
      expect((await call(viewer, method, url)).statusCode, url).toBe(403);
      expect((await call(null, method, url)).statusCode, url).toBe(401);
    }
    const page = await call(admin, "GET", `/api/v1/admin/media/jobs?titleRef=${film.ref}`);
    const body = page.json<{ jobs: MediaJob[]; total: number }>();
    expect(body.total).toBe(5);
    expect(body.jobs.map((j) => j.status)).toEqual([
      "ready",
      "ready",
      "cancelled",
      "ready",
      "ready",
    ]);
  });

  it("adds AV1 renditions in the folder it plays from, with their own master, and audits it", async () => {
    const before = await assetRow(assetId);
    const res = await call(admin, "POST", `/api/v1/admin/media/${assetId}/av1`);
    expect(res.statusCode, res.body).toBe(202);
    const job = res.json<MediaJob>();
    expect(job).toMatchObject({ action: "av1", rendition: null, titleRef: film.ref });
    // One at a time: a second ask while it waits or runs is refused.
    const again = await call(admin, "POST", `/api/v1/admin/media/${assetId}/av1`);
    expect(again.json<ApiError>().error.code).toBe("media/busy");
    expect((await settled(job.id)).status).toBe("ready");
    const after = await assetRow(assetId);
    // The same folder: nothing the H.264 master names changed, and every asset on it gains AV1.
    expect(after.storageKey).toBe(before.storageKey);
    expect(after.renditions.slice(0, 4)).toEqual(before.renditions);
    expect(after.renditions.slice(4).map((r) => [r.name, r.codecs.slice(0, 5)])).toEqual([
      ["av1-144p", "av01."],
      ["av1-240p", "av01."],
    ]);
    expect(after.ladder!.map((r) => r.name)).toEqual(["144p", "240p", "av1-144p", "av1-240p"]);
    expect(after.ladder![3]!.ssim).toBeGreaterThan(0.9);

    const master = await readFile(path.join(folderOf(after.storageKey), "master.m3u8"), "utf8");
    expect(master).not.toContain("av1-");
    const av1 = await readFile(path.join(folderOf(after.storageKey), AV1_MASTER_PLAYLIST), "utf8");
    expect(av1).toMatch(/CODECS="av01\.0\.\d\dM\.08,opus"[^\n]*\nav1-240p\/index\.m3u8/);

    // Made again by asking for one of them, like any rendition.
    const remade = await call(
      admin,
      "POST",
      `/api/v1/admin/media/${assetId}/renditions/av1-240p/rerun`,
    );
    expect(remade.statusCode, remade.body).toBe(202);
    expect(remade.json<MediaJob>()).toMatchObject({ action: "av1" });
    expect((await settled(remade.json<MediaJob>().id)).status).toBe("ready");
    // Into a copy of the folder: files once served are never written again.
    const copied = await assetRow(assetId);
    expect(copied.storageKey).not.toBe(after.storageKey);
    expect(copied.renditions.map((r) => r.name)).toEqual(after.renditions.map((r) => r.name));
    expect(await linkOf(assetId)).toBe(copied.storageKey);

    const audit = await call(admin, "GET", `/api/v1/admin/audit?targetId=${film.ref}&action=media`);
    const actions = audit.json<AuditList>().entries.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["media.av1", "media.rerun"]));
    expect((await call(viewer, "POST", `/api/v1/admin/media/${assetId}/av1`)).statusCode).toBe(403);
  });
});
