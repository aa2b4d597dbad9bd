import { randomInt, randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { schema } from "@tazama/db";
import { count, desc, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestUser, createTestUser, uniqueEmail } from "./accounts.ts";
import { makeSourceVideo } from "./factories/media-asset.ts";
import { onlineScreening, paidFilm } from "./factories/online-screening.ts";
import { makeSeries } from "./factories/series.ts";
import { fundWallet } from "./factories/wallet.ts";
import { operationsOf } from "./fuzz/operations.ts";
import { type TestApp, getTestApp } from "./harness.ts";
import { makeUser, playableTitles } from "./money-fixtures.ts";
import { multipartForm } from "./multipart.ts";

/**
 * Issue 39, item 10: every admin write is audited by construction. The OpenAPI document is the
 * list of admin writes (every write under /api/v1/admin, and every route declared with
 * `adminRoute` elsewhere: tagged `admin`); this table makes one valid call of each, and each
 * call must leave exactly one audit entry by the admin who made it. A new admin write without a
 * line here fails the first test.
 */

interface Call {
  /** The URL with its parameters filled in. */
  url: string;
  payload?: object | Buffer | string;
  headers?: Record<string, string>;
  status: number;
}

interface Helpers {
  app: TestApp["app"];
  database: TestApp["database"];
  db: TestApp["database"]["db"];
  admin: TestUser;
  as: (
    method: string,
    url: string,
    payload?: object,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
  ok: <T>(res: LightMyRequestResponse, status?: number) => T;
  draftTitle: () => Promise<{ ref: string }>;
  tag: () => string;
  scratch: string;
  clip: () => Promise<Buffer>;
}

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const ADMIN_PREFIX = "/api/v1/admin";
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const b64 = (value: string) => Buffer.from(value).toString("base64");
const tus = { "tus-resumable": "1.0.0" };

async function startUpload(h: Helpers, bytes: number): Promise<string> {
  const { ref } = await h.draftTitle();
  const res = await h.as("POST", `${ADMIN_PREFIX}/uploads`, undefined, {
    ...tus,
    "upload-length": String(bytes),
    "upload-metadata": `ref ${b64(ref)},kind ${b64("main")}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.headers.location!;
}

async function flaggedReward(h: Helpers): Promise<string> {
  const [row] = await h.db
    .insert(schema.referralRewards)
    .values({
      refereeId: await makeUser(h.database),
      referrerId: await makeUser(h.database),
      purchaseRef: `purchase:${randomUUID()}`,
      settledAt: new Date(),
      releaseAt: new Date(Date.now() + 7 * 86_400_000),
      status: "flagged",
      flags: ["same-email"],
    })
    .returning({ id: schema.referralRewards.id });
  return row!.id;
}

function submissionDetails(h: Helpers) {
  return {
    title: `Audit Film ${h.tag()}`,
    kind: "movie",
    year: 2025,
    runtimeMinutes: 90,
    languages: ["English"],
    country: "Ghana",
    shortSynopsis: "A test of the audit log.",
    longSynopsis: "A film made up for one test of the audit log.",
    credits: "Director: Ama Test.",
    genres: ["Drama"],
    screenerUrl: "https://example.org/screener",
    rightsHolder: "Audit Pictures",
    territories: ["Worldwide"],
    rightsAttested: true,
    contactName: "Ama Test",
    contactEmail: uniqueEmail("filmmaker"),
  };
}

async function submission(h: Helpers, status: "received" | "accepted"): Promise<number> {
  const details = submissionDetails(h);
  const [row] = await h.db
    .insert(schema.submissions)
    .values({
      reference: `TZ-SUB-${Array.from({ length: 6 }, () => "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"[randomInt(32)]).join("")}`,
      editTokenHash: randomUUID(),
      status,
      details,
      title: details.title,
      contactEmail: details.contactEmail,
      submittedAt: new Date(),
    })
    .returning({ id: schema.submissions.id });
  return row!.id;
}

/** A media asset of a new draft title with its source on disk, and optionally a failed job. */
async function assetWithSource(h: Helpers, status: "ready" | "failed") {
  const { ref } = await h.draftTitle();
  const [title] = await h.db
    .select({ id: schema.titles.id })
    .from(schema.titles)
    .where(eq(schema.titles.ref, ref));
  const source = path.join(h.scratch, `${randomUUID()}.mp4`);
  await writeFile(source, await h.clip());
  const storageKey = randomUUID();
  const rendition = {
    name: "144p",
    height: 144,
    width: 256,
    bandwidth: 200_000,
    averageBandwidth: 150_000,
    bytes: 1_000,
    durationS: 2,
    codecs: "avc1.42c00c,mp4a.40.2",
  };
  const [asset] = await h.db
    .insert(schema.mediaAssets)
    .values({
      titleId: title!.id,
      kind: "main",
      status,
      sourcePath: source,
      storageKey,
      keyHex: randomUUID().replaceAll("-", ""),
      renditions: status === "ready" ? [rendition] : [],
      durationS: 2,
    })
    .returning({ id: schema.mediaAssets.id });
  const [job] = await h.db
    .insert(schema.mediaJobs)
    .values({
      assetId: asset!.id,
      action: "transcode",
      status: status === "ready" ? "ready" : "failed",
      sourcePath: source,
      storageKey,
    })
    .returning({ id: schema.mediaJobs.id });
  return { assetId: asset!.id, jobId: job!.id };
}

/** One valid call of each admin write: "METHOD /openapi/path" → how to make it. */
const CALLS: Record<string, (h: Helpers) => Promise<Call>> = {
  "POST /api/v1/admin/titles": async (h) => ({
    url: `${ADMIN_PREFIX}/titles`,
    payload: {
      title: `Audit Title ${h.tag()}`,
      year: 2026,
      durationS: 3600,
      synopsis: "A title made for the audit test.",
      country: "Kenya",
      language: "Swahili",
      genres: ["Drama"],
    },
    status: 201,
  }),
  "PATCH /api/v1/admin/titles/{ref}": async (h) => ({
    url: `${ADMIN_PREFIX}/titles/${(await h.draftTitle()).ref}`,
    payload: { synopsis: "A new synopsis, for the audit test." },
    status: 200,
  }),
  "PUT /api/v1/admin/titles/{ref}/prices": async (h) => ({
    url: `${ADMIN_PREFIX}/titles/${(await h.draftTitle()).ref}/prices`,
    payload: { prices: [{ currency: "NGN", buyMinor: 200_000, rentMinor: 60_000 }] },
    status: 200,
  }),
  "PUT /api/v1/admin/titles/{ref}/credits": async (h) => ({
    url: `${ADMIN_PREFIX}/titles/${(await h.draftTitle()).ref}/credits`,
    payload: { credits: [{ name: `Audit Actor ${h.tag()}`, role: "actor", character: "Bisi" }] },
    status: 200,
  }),
  "PUT /api/v1/admin/titles/{ref}/artwork/{kind}": async (h) => ({
    url: `${ADMIN_PREFIX}/titles/${(await h.draftTitle()).ref}/artwork/portrait`,
    payload: await sharp({
      create: { width: 600, height: 900, channels: 3, background: "#704020" },
    })
      .jpeg()
      .toBuffer(),
    headers: { "content-type": "image/jpeg" },
    status: 200,
  }),
  "PUT /api/v1/admin/titles/{ref}/subtitles/{language}": async (h) => ({
    url: `${ADMIN_PREFIX}/titles/${(await h.draftTitle()).ref}/subtitles/en`,
    payload: { label: "English", text: "WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nHello\n" },
    status: 200,
  }),
  "DELETE /api/v1/admin/titles/{ref}/subtitles/{language}": async (h) => {
    const { ref } = await h.draftTitle();
    const url = `${ADMIN_PREFIX}/titles/${ref}/subtitles/en`;
    h.ok(
      await h.as("PUT", url, {
        label: "English",
        text: "WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nHello\n",
      }),
    );
    return { url, status: 204 };
  },
  "POST /api/v1/admin/series/{ref}/episodes": async (h) => ({
    url: `${ADMIN_PREFIX}/series/${(await makeSeries(h.database, { count: 1 })).ref}/episodes`,
    payload: { synopsis: "The next one.", durationS: 1_500 },
    status: 201,
  }),
  "PATCH /api/v1/admin/series/{ref}": async (h) => ({
    url: `${ADMIN_PREFIX}/series/${(await makeSeries(h.database, { count: 1 })).ref}`,
    payload: { title: `Audit Series ${h.tag()}` },
    status: 200,
  }),
  "PUT /api/v1/admin/series/{ref}/bundle": async (h) => ({
    url: `${ADMIN_PREFIX}/series/${(await makeSeries(h.database, { count: 2, buy: 40_000 })).ref}/bundle`,
    payload: { prices: [{ currency: "NGN", amount: 60_000 }] },
    status: 200,
  }),
  "POST /api/v1/admin/genres": async (h) => ({
    url: `${ADMIN_PREFIX}/genres`,
    payload: { name: `Audit ${h.tag()}` },
    status: 201,
  }),
  "PATCH /api/v1/admin/genres/{id}": async (h) => {
    const made = h.ok<{ id: number }>(
      await h.as("POST", `${ADMIN_PREFIX}/genres`, { name: `Audit ${h.tag()}` }),
      201,
    );
    return {
      url: `${ADMIN_PREFIX}/genres/${made.id}`,
      payload: { name: `Audit ${h.tag()}` },
      status: 200,
    };
  },
  "DELETE /api/v1/admin/genres/{id}": async (h) => {
    const made = h.ok<{ id: number }>(
      await h.as("POST", `${ADMIN_PREFIX}/genres`, { name: `Audit ${h.tag()}` }),
      201,
    );
    return { url: `${ADMIN_PREFIX}/genres/${made.id}`, status: 204 };
  },
  "PUT /api/v1/admin/events/artwork": async () => ({
    url: `${ADMIN_PREFIX}/events/artwork`,
    payload: await sharp({
      create: { width: 1600, height: 900, channels: 3, background: "#204070" },
    })
      .png()
      .toBuffer(),
    headers: { "content-type": "image/png" },
    status: 200,
  }),
  "POST /api/v1/admin/events": async (h) => ({
    url: `${ADMIN_PREFIX}/events`,
    payload: await eventBody(h),
    status: 201,
  }),
  "PATCH /api/v1/admin/events/{id}": async (h) => {
    const made = h.ok<{ id: number }>(
      await h.as("POST", `${ADMIN_PREFIX}/events`, await eventBody(h)),
      201,
    );
    return {
      url: `${ADMIN_PREFIX}/events/${made.id}`,
      payload: { venue: "Osu, Accra" },
      status: 200,
    };
  },
  "POST /api/v1/admin/passes": async (h) => ({
    url: `${ADMIN_PREFIX}/passes`,
    payload: { name: `Audit Pass ${h.tag()}`, durationHours: 24 },
    status: 201,
  }),
  "PATCH /api/v1/admin/passes/{slug}": async (h) => {
    const made = h.ok<{ slug: string }>(
      await h.as("POST", `${ADMIN_PREFIX}/passes`, {
        name: `Audit Pass ${h.tag()}`,
        durationHours: 24,
      }),
      201,
    );
    return {
      url: `${ADMIN_PREFIX}/passes/${made.slug}`,
      payload: { durationHours: 48 },
      status: 200,
    };
  },
  "POST /api/v1/admin/screenings": async (h) => ({
    url: `${ADMIN_PREFIX}/screenings`,
    payload: {
      ref: (await paidFilm(h.database)).ref,
      startsAt: inDays(3),
      venue: null,
      capacity: 5,
      prices: [{ currency: "NGN", amount: 1_000 }],
    },
    status: 201,
  }),
  "POST /api/v1/admin/screenings/{id}/cancel": async (h) => {
    const film = await paidFilm(h.database);
    const id = await onlineScreening(h.database, film.id, new Date(inDays(4)));
    return { url: `${ADMIN_PREFIX}/screenings/${id}/cancel`, status: 200 };
  },
  "POST /api/v1/admin/referral-rewards/{id}": async (h) => ({
    url: `${ADMIN_PREFIX}/referral-rewards/${await flaggedReward(h)}`,
    payload: { decision: "approve", note: "Checked by phone" },
    status: 200,
  }),
  "POST /api/v1/admin/refunds": async (h) => {
    const viewer = await createTestUser(h.app, h.database);
    const [title] = await playableTitles(h.database, "NGN", 1);
    await fundWallet(h.database, viewer.uid, title!.buy * 2);
    const bought = await h.app.inject({
      method: "POST",
      url: "/api/v1/users/buy",
      headers: { cookie: viewer.cookie, "idempotency-key": `k-${randomUUID()}` },
      payload: { ref: title!.ref, kind: "buy" },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const purchases = h.ok<{ purchases: { id: string }[] }>(
      await h.as("GET", `${ADMIN_PREFIX}/users/${viewer.uid}/purchases`),
    );
    return {
      url: `${ADMIN_PREFIX}/refunds`,
      payload: { purchaseId: purchases.purchases[0]!.id, amountMinor: 100, reason: "Audit test" },
      headers: { "idempotency-key": `k-${randomUUID()}` },
      status: 201,
    };
  },
  "POST /api/v1/admin/vouchers": async (h) => ({
    url: `${ADMIN_PREFIX}/vouchers`,
    payload: {
      code: `AUDIT-${h.tag()}`,
      maxUses: 1_000,
      expiresAt: inAMonth(),
      credit: { amount: 100_000_000, currency: "NGN" },
    },
    status: 201,
  }),
  "POST /api/v1/admin/vouchers/batch": async (h) => ({
    url: `${ADMIN_PREFIX}/vouchers/batch`,
    payload: {
      prefix: `AU${h.tag().slice(0, 6)}`.replace(/[^A-Za-z0-9]/g, "X"),
      count: 3,
      maxUses: 1,
      expiresAt: inAMonth(),
      credit: { amount: 1_000, currency: "NGN" },
    },
    status: 201,
  }),
  "POST /api/v1/admin/users/sendMessage": async (h) => {
    const viewer = await createTestUser(h.app, h.database);
    return {
      url: `${ADMIN_PREFIX}/users/sendMessage`,
      payload: {
        channel: "in-app",
        to: { kind: "user", userId: viewer.uid },
        title: "Hello",
        body: "A message for the audit test.",
      },
      status: 201,
    };
  },
  "PATCH /api/v1/admin/users/{id}": async (h) => ({
    url: `${ADMIN_PREFIX}/users/${(await createTestUser(h.app, h.database)).uid}`,
    payload: { role: "usher" },
    status: 200,
  }),
  "POST /api/v1/admin/users/{id}/passwordReset": async (h) => ({
    url: `${ADMIN_PREFIX}/users/${(await createTestUser(h.app, h.database)).uid}/passwordReset`,
    status: 202,
  }),
  "POST /api/v1/users/customerid": async (h) => ({
    url: "/api/v1/users/customerid",
    payload: { email: (await createTestUser(h.app, h.database)).email },
    status: 200,
  }),
  "POST /api/v1/admin/sms-alerts/{id}/acknowledge": async (h) => {
    const [alert] = await h.db
      .insert(schema.smsAlerts)
      .values({
        prefix: `2348${String(Date.now()).slice(-2)}`,
        country: "NG",
        hourStart: new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000),
        budget: 100,
        sent: 100,
        firstRefusedAt: new Date(),
        lastRefusedAt: new Date(),
      })
      .returning({ id: schema.smsAlerts.id });
    return { url: `${ADMIN_PREFIX}/sms-alerts/${alert!.id}/acknowledge`, status: 200 };
  },
  "PATCH /api/v1/admin/requests/{id}": async (h) => {
    const viewer = await createTestUser(h.app, h.database);
    const asked = await h.app.inject({
      method: "POST",
      url: "/api/v1/add/request",
      headers: { cookie: viewer.cookie },
      payload: { title: `Audit Request ${h.tag()}`, kind: "movie", year: 2020 },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const { id } = asked.json<{ request: { id: number } }>().request;
    return {
      url: `${ADMIN_PREFIX}/requests/${id}`,
      payload: { status: "planned" },
      status: 200,
    };
  },
  "PATCH /api/v1/admin/submissions/{id}": async (h) => ({
    url: `${ADMIN_PREFIX}/submissions/${await submission(h, "received")}`,
    payload: { status: "in_review" },
    status: 200,
  }),
  "POST /api/v1/admin/submissions/{id}/draft-title": async (h) => ({
    url: `${ADMIN_PREFIX}/submissions/${await submission(h, "accepted")}/draft-title`,
    status: 200,
  }),
  "POST /api/v1/admin/media": async (h) => {
    const { ref } = await h.draftTitle();
    const form = multipartForm(
      { ref, kind: "trailer" },
      { name: "clip.mp4", data: await h.clip(), contentType: "video/mp4" },
    );
    return { url: `${ADMIN_PREFIX}/media`, ...form, status: 202 };
  },
  "POST /api/v1/admin/media/jobs/{id}/retry": async (h) => ({
    url: `${ADMIN_PREFIX}/media/jobs/${(await assetWithSource(h, "failed")).jobId}/retry`,
    status: 200,
  }),
  "POST /api/v1/admin/media/{assetId}/av1": async (h) => ({
    url: `${ADMIN_PREFIX}/media/${(await assetWithSource(h, "ready")).assetId}/av1`,
    status: 202,
  }),
  "POST /api/v1/admin/media/{assetId}/renditions/{rendition}/rerun": async (h) => ({
    url: `${ADMIN_PREFIX}/media/${(await assetWithSource(h, "ready")).assetId}/renditions/144p/rerun`,
    status: 202,
  }),
  "POST /api/v1/admin/uploads": async (h) => ({
    url: `${ADMIN_PREFIX}/uploads`,
    headers: {
      ...tus,
      "upload-length": "1000",
      "upload-metadata": `ref ${b64((await h.draftTitle()).ref)},kind ${b64("main")}`,
    },
    status: 201,
  }),
  // The whole file in one part: its last byte queues the transcode (a part before it is no
  // action of its own: see the next test).
  "PATCH /api/v1/admin/uploads/{id}": async (h) => {
    const clip = await h.clip();
    return {
      url: await startUpload(h, clip.length),
      payload: clip,
      headers: {
        ...tus,
        "upload-offset": "0",
        "content-type": "application/offset+octet-stream",
      },
      status: 204,
    };
  },
  "DELETE /api/v1/admin/uploads/{id}": async (h) => ({
    url: await startUpload(h, 1000),
    headers: tus,
    status: 204,
  }),
};

async function eventBody(h: Helpers) {
  const art = h.ok<{ file: string }>(
    await h.app.inject({
      method: "PUT",
      url: `${ADMIN_PREFIX}/events/artwork`,
      headers: { cookie: h.admin.cookie, "content-type": "image/png" },
      payload: await sharp({
        create: { width: 1600, height: 900, channels: 3, background: "#407020" },
      })
        .png()
        .toBuffer(),
    }),
  );
  return {
    title: `Audit Night ${h.tag()}`,
    description: "An event made for the audit test.",
    artwork: art.file,
    link: "/movies",
    startsAt: inDays(20),
    venue: "Jamestown, Accra",
    endDate: inDays(21),
  };
}

let t: TestApp;
let h: Helpers;
let adminWrites: string[];
let scratch: string;

beforeAll(async () => {
  t = await getTestApp();
  scratch = await mkdtemp(path.join(tmpdir(), "tazama-audit-"));
  const admin = await createTestUser(t.app, t.database, {
    role: "admin",
    body: { name: "Abena Audit" },
  });
  let clip: Buffer | undefined;
  let n = 0;
  const as = (
    method: string,
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: method as "GET",
      url,
      headers: { cookie: admin.cookie, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  h = {
    app: t.app,
    db: t.database.db,
    database: t.database,
    admin,
    as,
    scratch,
    ok: (res, status = 200) => {
      expect(res.statusCode, res.body).toBe(status);
      return res.json();
    },
    tag: () => `${Date.now().toString(36)}${(n += 1)}`,
    draftTitle: async () =>
      h.ok<{ ref: string }>(
        await as("POST", `${ADMIN_PREFIX}/titles`, {
          title: `Audit Draft ${h.tag()}`,
          year: 2026,
          durationS: 3600,
          synopsis: "A draft made for the audit test.",
          country: "Kenya",
          language: "Swahili",
          genres: ["Drama"],
        }),
        201,
      ),
    clip: async () => {
      clip ??= await readFile(
        await makeSourceVideo(path.join(scratch, "clip.mp4"), {
          title: "Audit",
          durationS: 1,
          width: 320,
          height: 180,
        }),
      );
      return clip;
    },
  };
  const doc = await t.app.inject({ url: "/api/docs/json" });
  expect(doc.statusCode).toBe(200);
  const document = doc.json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>();
  adminWrites = operationsOf(document)
    .filter(
      (op) =>
        WRITES.has(op.method) &&
        (op.path.startsWith(`${ADMIN_PREFIX}/`) ||
          (document.paths[op.path]?.[op.method.toLowerCase()]?.tags ?? []).includes("admin")),
    )
    .map((op) => `${op.method} ${op.path}`)
    .sort();
}, 120_000);

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const entriesBy = async (actorId: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(schema.auditLog)
      .where(eq(schema.auditLog.actorId, actorId))
  )[0]!.n;

describe("every admin write is audited", () => {
  it("has a call in this table for each admin write of the OpenAPI document (and no other)", () => {
    expect(adminWrites.length).toBeGreaterThan(30);
    const missing = adminWrites.filter((op) => !(op in CALLS));
    const stale = Object.keys(CALLS).filter((op) => !adminWrites.includes(op));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it("leaves exactly one entry by the acting admin for each successful call, answered no-store", async () => {
    const problems: string[] = [];
    for (const op of adminWrites) {
      const make = CALLS[op];
      if (!make) continue;
      const [method] = op.split(" ");
      const call = await make(h);
      const before = await entriesBy(h.admin.uid);
      const res = await t.app.inject({
        method: method as "POST",
        url: call.url,
        headers: { cookie: h.admin.cookie, ...call.headers },
        ...(call.payload === undefined ? {} : { payload: call.payload }),
      });
      if (res.statusCode !== call.status) {
        problems.push(`${op}: ${res.statusCode} (not ${call.status}) ${res.body.slice(0, 300)}`);
        continue;
      }
      const written = (await entriesBy(h.admin.uid)) - before;
      if (written !== 1) problems.push(`${op}: ${written} audit entries`);
      const [entry] = await t.database.db
        .select()
        .from(schema.auditLog)
        .where(eq(schema.auditLog.actorId, h.admin.uid))
        .orderBy(desc(schema.auditLog.id))
        .limit(1);
      if (!entry?.action || !entry.targetId || entry.targetId === "-") {
        problems.push(`${op}: an entry without an action or a target (${JSON.stringify(entry)})`);
      }
      if (entry?.actorName !== "Abena Audit") problems.push(`${op}: actor ${entry?.actorName}`);
      // tus answers its own requests (hijacked): its headers are tus's.
      if (!call.url.includes("/uploads") && res.headers["cache-control"] !== "no-store") {
        problems.push(`${op}: cache-control ${String(res.headers["cache-control"])}`);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it("leaves none for a refused write, a part of an upload before its last, or a replayed refund", async () => {
    const unchanged = async (
      what: string,
      work: () => Promise<LightMyRequestResponse>,
      status: number,
    ) => {
      const before = await entriesBy(h.admin.uid);
      const res = await work();
      expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
      expect(await entriesBy(h.admin.uid), what).toBe(before);
    };
    await unchanged(
      "an unknown user",
      () =>
        h.as("PATCH", `${ADMIN_PREFIX}/users/00000000-0000-4000-8000-000000000000`, {
          role: "usher",
        }),
      404,
    );
    await unchanged(
      "a voucher that has expired already",
      () =>
        h.as("POST", `${ADMIN_PREFIX}/vouchers`, {
          code: `AUDIT-${h.tag()}`,
          maxUses: 1,
          expiresAt: "2020-01-01T00:00:00.000Z",
          credit: { amount: 100, currency: "NGN" },
        }),
      400,
    );
    const reward = await flaggedReward(h);
    h.ok(await h.as("POST", `${ADMIN_PREFIX}/referral-rewards/${reward}`, { decision: "reject" }));
    await unchanged(
      "a reward decided already",
      () => h.as("POST", `${ADMIN_PREFIX}/referral-rewards/${reward}`, { decision: "approve" }),
      409,
    );
    const location = await startUpload(h, 1000);
    await unchanged(
      "a first part",
      () =>
        h.as("PATCH", location, Buffer.alloc(100, 1), {
          ...tus,
          "upload-offset": "0",
          "content-type": "application/offset+octet-stream",
        }),
      204,
    );
    const refund = await CALLS["POST /api/v1/admin/refunds"]!(h);
    const send = () =>
      t.app.inject({
        method: "POST",
        url: refund.url,
        headers: { cookie: h.admin.cookie, ...refund.headers },
        payload: refund.payload as object,
      });
    expect((await send()).statusCode).toBe(201);
    await unchanged("the same refund again (its Idempotency-Key)", send, 201);
  });
});
