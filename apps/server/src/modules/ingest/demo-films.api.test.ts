import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DOWNLOAD_PATHS, downloadOptionsSchema, streamGrantSchema } from "@tazama/contracts";
import { schema } from "@tazama/db";
import { parseMediaPlaylist, playlistDuration } from "@tazama/media";
import { and, eq, notExists } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestUser } from "../../../test/accounts.ts";
import { makeSourceVideo } from "../../../test/factories/media-asset.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";
import { DEMO_SOURCES } from "./demo-media.ts";

// Issue 42 §6: a demo title's page says how long it plays, and that is what its playlists play
// (the demo folders loop their short clip, ADR 0070).

const { mediaAssets, mediaJobs, titles } = schema;
const demo = DEMO_SOURCES[0];

let t: TestApp;
let root: string;
let title: { id: number; ref: string; durationS: number };
let assetId: string;

beforeAll(async () => {
  t = await getTestApp();
  root = await mkdtemp(path.join(tmpdir(), "tazama-demo-films-"));
  // A 2 s clip stands in for the demo source: the folder plays it `repeats` times over.
  const source = await makeSourceVideo(path.join(root, `${demo.storageKey}.mp4`), {
    title: "Demo film",
    durationS: 2,
    width: 320,
    height: 180,
  });
  // A free published movie with no video yet (put back as it was after the file).
  const [free] = await t.database.db
    .select({ id: titles.id, ref: titles.ref, durationS: titles.durationS })
    .from(titles)
    .where(
      and(
        eq(titles.isFree, true),
        eq(titles.kind, "movie"),
        eq(titles.status, "published"),
        notExists(
          t.database.db.select().from(mediaAssets).where(eq(mediaAssets.titleId, titles.id)),
        ),
      ),
    )
    .limit(1);
  title = free!;
  const [asset] = await t.database.db
    .insert(mediaAssets)
    .values({
      titleId: title.id,
      kind: "main",
      status: "queued",
      sourcePath: source,
      storageKey: demo.storageKey,
      keyHex: randomBytes(16).toString("hex"),
    })
    .returning({ id: mediaAssets.id });
  assetId = asset!.id;
  // Run here, not queued: no other app of this worker on the same database takes the job.
  const [job] = await t.database.db
    .insert(mediaJobs)
    .values({ assetId, action: "transcode", sourcePath: source, storageKey: demo.storageKey })
    .returning({ id: mediaJobs.id });
  await expect(t.app.ingest.service.process({ assetId, jobId: job!.id })).resolves.toEqual({
    assetId,
    status: "ready",
  });
}, 120_000);

afterAll(async () => {
  await t.database.db.delete(mediaAssets).where(eq(mediaAssets.id, assetId));
  await t.database.db
    .update(titles)
    .set({ durationS: title.durationS })
    .where(eq(titles.id, title.id));
  t.app.catalogue.invalidate();
  await rm(root, { recursive: true, force: true });
});

/** The title's stream as a player reads it: each media playlist, with its URL. */
async function servedPlaylists() {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/content/stream/request",
    payload: { ref: title.ref, kind: "main" },
  });
  expect(res.statusCode, res.body).toBe(200);
  const grant = streamGrantSchema.parse(res.json());
  const base = grant.manifestUrl.replace(/[^/]+$/, "");
  const playlists: { url: string; text: string }[] = [];
  for (const r of grant.renditions) {
    const url = `${base}${r.name}/index.m3u8`;
    const got = await t.app.inject({ method: "GET", url });
    expect(got.statusCode, url).toBe(200);
    playlists.push({ url, text: got.body });
  }
  return { grant, base, playlists };
}

describe("demo films (issue 42 §6)", () => {
  it("a demo title's catalogue duration is what its playlists play: the clip, repeated", async () => {
    const { playlists } = await servedPlaylists();
    expect(playlists.length).toBeGreaterThanOrEqual(2);
    const content = await t.app.inject({ method: "GET", url: `/api/v1/content/${title.ref}` });
    expect(content.statusCode, content.body).toBe(200);
    const { duration } = content.json<{ content: { duration: number } }>().content;
    expect(duration).not.toBe(title.durationS);
    for (const { text } of playlists) {
      const played = playlistDuration(parseMediaPlaylist(text));
      // Several minutes' worth for a real demo clip: here 2 s × repeats.
      expect(played).toBeGreaterThan(1.9 * demo.repeats);
      expect(Math.abs(played - duration)).toBeLessThanOrEqual(1);
    }
  });

  it("a quality's size: a whole playback fetches every repetition, a download each file once", async () => {
    const { grant, playlists } = await servedPlaylists();
    const viewer = await createTestUser(t.app, t.database);
    const options = await t.app.inject({
      method: "GET",
      url: DOWNLOAD_PATHS.options.replace(":ref", title.ref),
      headers: { cookie: viewer.cookie },
    });
    expect(options.statusCode, options.body).toBe(200);
    const offline = downloadOptionsSchema.parse(options.json());
    const audio = playlists.find((p) => p.url.includes("/audio/"))!;
    const sizeOf = async (url: string) =>
      (await t.app.inject({ method: "GET", url })).rawPayload.length;
    const bytesOf = async (playlist: { url: string; text: string }, everyLine: boolean) => {
      const folder = playlist.url.replace(/[^/]+$/, "");
      const parsed = parseMediaPlaylist(playlist.text);
      const uris = parsed.segments.map((s) => s.uri);
      let total = Buffer.byteLength(playlist.text) + (await sizeOf(`${folder}${parsed.mapUri}`));
      for (const uri of everyLine ? uris : [...new Set(uris)])
        total += await sizeOf(`${folder}${uri}`);
      return total;
    };
    const lowest = grant.renditions.find((r) => r.height > 0)!;
    const video = playlists.find((p) => p.url.includes(`/${lowest.name}/`))!;
    expect(lowest.bytesTotal).toBe((await bytesOf(video, true)) + (await bytesOf(audio, true)));
    const kept = offline.renditions.find((r) => r.name === lowest.name)!;
    expect(kept.bytesTotal).toBe((await bytesOf(video, false)) + (await bytesOf(audio, false)));
    expect(kept.bytesTotal).toBeLessThan(lowest.bytesTotal / 2);
  });

  it("every repeated line of a looping playlist is served with the one token, and the key once", async () => {
    const { base, playlists } = await servedPlaylists();
    for (const { text } of playlists) {
      const { segments } = parseMediaPlaylist(text);
      const distinct = [...new Set(segments.map((s) => s.uri))];
      expect(segments).toHaveLength(distinct.length * demo.repeats);
      expect(text.match(/#EXT-X-DISCONTINUITY/g)).toHaveLength(demo.repeats - 1);
      const folder = playlists.find((p) => p.text === text)!.url.replace(/[^/]+$/, "");
      for (const uri of distinct) {
        const got = await t.app.inject({ method: "GET", url: `${folder}${uri}` });
        expect(got.statusCode, uri).toBe(200);
      }
    }
    const key = await t.app.inject({ method: "GET", url: `${base}key` });
    expect(key.statusCode).toBe(200);
    expect(key.rawPayload).toHaveLength(16);
  });

  it("an admin's new video for a demo title plays as it is, not looped", async () => {
    const upload = path.join(root, "real-film.mp4");
    await makeSourceVideo(upload, { title: "Real film", durationS: 2, width: 320, height: 180 });
    // As ingest() records a new upload for a title whose video is ready: a job into a folder of
    // its own (run here, not queued, as above).
    const [job] = await t.database.db
      .insert(mediaJobs)
      .values({ assetId, action: "transcode", sourcePath: upload, storageKey: randomUUID() })
      .returning({ id: mediaJobs.id });
    await t.app.ingest.service.process({ assetId, jobId: job!.id });
    await vi.waitFor(
      async () => {
        const [row] = await t.database.db
          .select({ storageKey: mediaAssets.storageKey, durationS: mediaAssets.durationS })
          .from(mediaAssets)
          .where(eq(mediaAssets.id, assetId));
        expect(row!.storageKey).not.toBe(demo.storageKey);
        expect(row!.durationS).toBeLessThan(3);
      },
      { timeout: 90_000, interval: 200 },
    );
    const { playlists } = await servedPlaylists();
    for (const { text } of playlists) {
      expect(text).not.toContain("#EXT-X-DISCONTINUITY");
      expect(playlistDuration(parseMediaPlaylist(text))).toBeLessThan(3);
    }
  }, 120_000);
});
