import { adminSubtitleListSchema, adminSubtitleSchema, streamGrantSchema } from "@tazama/contracts";
import { DEMO_CAPTIONS, schema, seedDemoCaptions } from "@tazama/db";
import { and, asc, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestUser, createTestUser } from "../../../test/accounts.ts";
import { addMediaAsset } from "../../../test/factories/media-asset.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";

const { subtitles, titles } = schema;

let t: TestApp;
let admin: TestUser;
let viewer: TestUser;
let free: { id: number; ref: string };

const SRT =
  "1\r\n00:00:01,000 --> 00:00:03,500\r\nKaribu nyumbani.\r\n\r\n" +
  "2\r\n00:00:04,000 --> 00:00:06,000\r\n<i>Welcome home.</i>\r\n";

const errorOf = (res: LightMyRequestResponse) =>
  res.json<{ error: { code: string; message: string } }>().error;

function upload(ref: string, language: string, payload: object, user: TestUser | null = admin) {
  return t.app.inject({
    method: "PUT",
    url: `/api/v1/admin/titles/${ref}/subtitles/${language}`,
    payload,
    headers: user ? { cookie: user.cookie } : {},
  });
}

async function grantOf(kind: "main" | "trailer") {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/v1/content/stream/request",
    payload: { ref: free.ref, kind },
  });
  expect(res.statusCode, res.body).toBe(200);
  return streamGrantSchema.parse(res.json());
}

beforeAll(async () => {
  t = await getTestApp();
  [admin, viewer] = await Promise.all([
    createTestUser(t.app, t.database, { role: "admin" }),
    createTestUser(t.app, t.database),
  ]);
  const rows = await t.database.db
    .select({ id: titles.id, ref: titles.ref })
    .from(titles)
    .where(and(eq(titles.isFree, true), eq(titles.status, "published")))
    .orderBy(asc(titles.id));
  free = rows.at(-1)!;
  await addMediaAsset(t.database, free.id, { kind: "main" });
  await addMediaAsset(t.database, free.id, { kind: "trailer" });
});

afterAll(async () => {
  await t.database.db.delete(subtitles).where(eq(subtitles.titleId, free.id));
});

describe("caption tracks", () => {
  it("an admin uploads an .srt: stored as WebVTT, served with a versioned URL", async () => {
    const res = await upload(free.ref, "sw", { label: "Kiswahili", text: SRT });
    expect(res.statusCode, res.body).toBe(200);
    const track = adminSubtitleSchema.parse(res.json());
    expect(track).toMatchObject({ language: "sw", label: "Kiswahili", cues: 2 });
    expect(track.url).toMatch(
      new RegExp(`^/api/v1/content/${free.ref}/subtitles/sw\\.vtt\\?v=\\w+$`),
    );

    const file = await t.app.inject({ url: track.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("text/vtt; charset=utf-8");
    expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(file.body).toBe(
      "WEBVTT\n\n00:00:01.000 --> 00:00:03.500\nKaribu nyumbani.\n\n" +
        "00:00:04.000 --> 00:00:06.000\n<i>Welcome home.</i>\n",
    );
    // An old version's URL is answered, but not cached for a year.
    const stale = await t.app.inject({ url: `/api/v1/content/${free.ref}/subtitles/sw.vtt?v=old` });
    expect(stale.headers["cache-control"]).toBe("public, no-cache");
  });

  it("a stream of the main video comes with its tracks; a trailer with none", async () => {
    await upload(free.ref, "en", { label: "English", text: SRT });
    const main = await grantOf("main");
    expect(main.subtitles.map((s) => [s.language, s.label])).toEqual([
      ["en", "English"],
      ["sw", "Kiswahili"],
    ]);
    expect((await t.app.inject({ url: main.subtitles[0]!.url })).statusCode).toBe(200);
    expect((await grantOf("trailer")).subtitles).toEqual([]);
  });

  it("a second upload in the same language replaces the track and changes its URL", async () => {
    const before = (await grantOf("main")).subtitles.find((s) => s.language === "en")!;
    const res = await upload(free.ref, "en", {
      label: "English (CC)",
      text: "WEBVTT\n\n00:00.000 --> 00:02.000\n[Drums]\n",
    });
    expect(res.statusCode).toBe(200);
    const after = adminSubtitleSchema.parse(res.json());
    expect(after.cues).toBe(1);
    const list = await t.app.inject({
      url: `/api/v1/admin/titles/${free.ref}/subtitles`,
      headers: { cookie: admin.cookie },
    });
    const tracks = adminSubtitleListSchema.parse(list.json()).subtitles;
    expect(tracks.filter((s) => s.language === "en")).toEqual([after]);
    expect(after.url).not.toBe(before.url);
    expect((await t.app.inject({ url: after.url })).body).toContain("[Drums]");
  });

  it("refuses unreadable files, bad languages, unknown titles, and non-admins, with clear errors", async () => {
    const junk = await upload(free.ref, "fr", { label: "Français", text: "not captions" });
    expect(junk.statusCode).toBe(400);
    expect(errorOf(junk)).toEqual({
      code: "subtitles/unreadable",
      message: "This file has no captions we can read. Upload WebVTT (.vtt) or SubRip (.srt).",
    });
    expect((await upload(free.ref, "French", { label: "x", text: SRT })).statusCode).toBe(400);
    expect((await upload(free.ref, "fr", { label: "", text: SRT })).statusCode).toBe(400);
    expect(errorOf(await upload("no-such-title", "fr", { label: "F", text: SRT })).code).toBe(
      "content/not-found",
    );
    expect((await upload(free.ref, "fr", { label: "F", text: SRT }, viewer)).statusCode).toBe(403);
    expect((await upload(free.ref, "fr", { label: "F", text: SRT }, null)).statusCode).toBe(401);
    const missing = await t.app.inject({ url: `/api/v1/content/${free.ref}/subtitles/fr.vtt` });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe("subtitles/not-found");
    const odd = await t.app.inject({ url: `/api/v1/content/${free.ref}/subtitles/..%2Fetc.vtt` });
    expect(odd.statusCode).toBe(404);
  });

  it("an admin removes a track; removing it again is a 404", async () => {
    const remove = () =>
      t.app.inject({
        method: "DELETE",
        url: `/api/v1/admin/titles/${free.ref}/subtitles/sw`,
        headers: { cookie: admin.cookie },
      });
    expect((await remove()).statusCode).toBe(204);
    expect((await remove()).statusCode).toBe(404);
    expect((await grantOf("main")).subtitles.map((s) => s.language)).toEqual(["en"]);
  });

  it("the demo seed gives demo titles English and Kiswahili captions, never over an upload", async () => {
    await seedDemoCaptions(t.database.db);
    const stored = await t.database.db
      .select({ language: subtitles.language, label: subtitles.label })
      .from(subtitles)
      .where(eq(subtitles.titleId, free.id))
      .orderBy(asc(subtitles.language));
    // The uploaded English track stays; the missing Kiswahili one comes from the seed.
    expect(stored).toEqual([
      { language: "en", label: "English (CC)" },
      { language: "sw", label: "Kiswahili" },
    ]);
    expect(DEMO_CAPTIONS.map((c) => c.language)).toEqual(["en", "sw"]);
    const again = await seedDemoCaptions(t.database.db);
    expect(again.inserted).toBe(0);
  });
});
