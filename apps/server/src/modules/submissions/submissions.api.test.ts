import { existsSync } from "node:fs";
import path from "node:path";
import {
  SUBMISSION_DRAFTS_PER_IP,
  SUBMISSION_TOKEN_HEADER,
  type SubmissionDraft,
  adminSubmissionSchema,
  submissionCreatedSchema,
  submissionSchema,
} from "@tazama/contracts";
import { schema } from "@tazama/db";
import { and, eq, like } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type TestUser,
  buildClockedApp,
  createTestUser,
  uniqueEmail,
  uniqueIp,
} from "../../../test/accounts.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";
import { multipartForm } from "../../../test/multipart.ts";
import type { ManualClock } from "../../lib/clock.ts";

const { devMails, submissions, titles } = schema;

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(500, 1),
]);
const SRT = Buffer.from(
  "1\n00:00:01,000 --> 00:00:03,500\nEkaabo!\n\n2\n00:00:04,000 --> 00:00:05,000\nE kaaro\n",
);
const VTT = Buffer.from("\uFEFFWEBVTT\n\n00:01.000 --> 00:03.500\nKaribu!\n");

function complete(overrides: Partial<SubmissionDraft> = {}): SubmissionDraft {
  return {
    title: `The Fisherman's Daughter ${Date.now().toString(36)}`,
    kind: "movie",
    year: 2025,
    runtimeMinutes: 94,
    languages: ["Yoruba", "English"],
    country: "Nigeria",
    shortSynopsis: "A girl takes her father's boat out alone.",
    longSynopsis: "In Makoko, a girl of twelve takes her father's boat out alone after the storm.",
    credits: "Director: Adaeze Okafor. With Tunde Bello, Ngozi Eze.",
    genres: ["Drama", "Family"],
    screenerUrl: "https://vimeo.com/123456789",
    screenerPassword: "makoko-2025",
    rightsHolder: "Lagoon Pictures Ltd",
    territories: ["Worldwide"],
    rightsAttested: true,
    contactName: "Adaeze Okafor",
    contactEmail: uniqueEmail("filmmaker"),
    ...overrides,
  };
}

let t: TestApp;
let admin: TestUser;

interface Draft {
  reference: string;
  token: string;
}

async function start(details: SubmissionDraft = {}, app: FastifyInstance = t.app): Promise<Draft> {
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/add/contentForm",
    payload: { details },
    remoteAddress: uniqueIp(),
  });
  expect(res.statusCode, res.body).toBe(201);
  const created = submissionCreatedSchema.parse(res.json());
  return { reference: created.reference, token: created.editToken };
}

const as = (draft: Draft, token = draft.token) => ({ [SUBMISSION_TOKEN_HEADER]: token });

function upload(draft: Draft, kind: string, name: string, data: Buffer, token?: string) {
  const form = multipartForm({}, { name, data });
  return t.app.inject({
    method: "POST",
    url: `/api/v1/add/contentForm/${draft.reference}/files?kind=${kind}`,
    payload: form.payload,
    headers: { ...form.headers, ...as(draft, token) },
  });
}

const submit = (draft: Draft, language?: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/add/contentForm/${draft.reference}/submit`,
    headers: { ...as(draft), ...(language ? { "accept-language": language } : {}) },
  });

const errorOf = (res: LightMyRequestResponse) =>
  res.json<{ error: { code: string; message: string } }>().error;

const mailsTo = (to: string) => t.database.db.select().from(devMails).where(eq(devMails.to, to));

beforeAll(async () => {
  t = await getTestApp();
  admin = await createTestUser(t.app, t.database, { role: "admin" });
});

describe("a filmmaker's submission (add/contentForm)", () => {
  it("is a draft until sent, opened only with its key, then received with a mail", async () => {
    const details = complete();
    const draft = await start({ title: details.title });
    expect(draft.reference).toMatch(/^TZ-SUB-[2-9A-HJ-NP-Z]{6}$/);

    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/v1/add/contentForm/${draft.reference}`,
      payload: details,
      headers: as(draft),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(submissionSchema.parse(saved.json())).toMatchObject({ status: "draft", details });

    // Someone else's key, or none: the same 404 as a reference that does not exist.
    for (const token of ["wrong", ""]) {
      const res = await t.app.inject({
        url: `/api/v1/add/contentForm/${draft.reference}`,
        headers: token ? as(draft, token) : {},
      });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe("submission/not-found");
    }

    // Not complete without a poster.
    const early = await submit(draft);
    expect(early.statusCode).toBe(400);
    expect(errorOf(early).message).toBe("Before sending: add a poster.");

    expect((await upload(draft, "poster", "poster.jpg", JPEG)).statusCode).toBe(201);
    expect((await upload(draft, "still", "still.png", PNG)).statusCode).toBe(201);
    expect((await upload(draft, "subtitle", "yoruba.srt", SRT)).statusCode).toBe(201);
    expect((await upload(draft, "subtitle", "swahili.vtt", VTT)).statusCode).toBe(201);

    const sent = await submit(draft);
    expect(sent.statusCode, sent.body).toBe(200);
    const body = submissionSchema.parse(sent.json());
    expect(body.status).toBe("received");
    expect(body.files.map((f) => [f.kind, f.contentType])).toEqual([
      ["poster", "image/jpeg"],
      ["still", "image/png"],
      ["subtitle", "application/x-subrip"],
      ["subtitle", "text/vtt"],
    ]);
    const mails = await mailsTo(details.contactEmail!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`We received your film: ${details.title} (${draft.reference})`);
    expect(mails[0]!.links[0]).toBe(
      `${t.config.publicUrl}/submit/${draft.reference}#key=${draft.token}`,
    );

    // Sent: read-only for the submitter.
    const late = await t.app.inject({
      method: "PUT",
      url: `/api/v1/add/contentForm/${draft.reference}`,
      payload: { title: "Changed" },
      headers: as(draft),
    });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).code).toBe("submission/locked");
    expect((await upload(draft, "still", "late.png", PNG)).statusCode).toBe(409);
    expect((await submit(draft)).statusCode).toBe(409);
  });

  it("says what is missing before sending, and checks each field as it is saved", async () => {
    const empty = await start({ title: "Half done" });
    await upload(empty, "poster", "p.jpg", JPEG);
    const res = await submit(empty);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe("submission/incomplete");
    expect(errorOf(res).message).toBe(
      "Before sending: Say whether it is a film or a series. Type the year it was finished. Type the running time in minutes. Add the languages spoken in it. Type the country of production.",
    );
    const draft = await start(complete({ rightsAttested: false }));
    await upload(draft, "poster", "p.jpg", JPEG);
    expect(errorOf(await submit(draft)).message).toBe(
      "Before sending: Confirm that you hold these rights.",
    );

    const bad = await t.app.inject({
      method: "PUT",
      url: `/api/v1/add/contentForm/${draft.reference}`,
      payload: { screenerUrl: "http://insecure.example/x", genres: ["Western"] },
      headers: as(draft),
    });
    expect(bad.statusCode).toBe(400);
    const malformed = await t.app.inject({
      url: "/api/v1/add/contentForm/TZ-SUB-000000",
      headers: as(draft),
    });
    expect(malformed.statusCode).toBe(400);
  });

  it("checks files by their bytes, their size and their number", async () => {
    const draft = await start();
    const fakeJpeg = await upload(
      draft,
      "poster",
      "poster.jpg",
      Buffer.from("<svg>not a jpeg</svg>"),
    );
    expect(fakeJpeg.statusCode).toBe(415);
    expect(errorOf(fakeJpeg).message).toBe("Images must be JPEG, PNG or WebP.");
    const fakeSrt = await upload(draft, "subtitle", "subs.srt", Buffer.from("just some text"));
    expect(fakeSrt.statusCode).toBe(415);
    const srtAsVtt = await upload(draft, "subtitle", "subs.vtt", SRT);
    expect(srtAsVtt.statusCode).toBe(415);
    // A subtitle file is text: a NUL byte in it is refused by line, as in a JSON body (issue 39).
    const nul = await upload(
      draft,
      "subtitle",
      "subs.srt",
      Buffer.concat([SRT, Buffer.from("3\nE ka\0ro\n")]),
    );
    expect(nul.statusCode).toBe(400);
    expect(errorOf(nul)).toEqual({
      code: "upload/nul-byte",
      message: "Line 9 contains a NUL byte. Save the file as UTF-8 text and upload it again.",
    });
    const big = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(draft, "still", "big.jpg", big);
    expect(tooBig.statusCode).toBe(413);
    const badKind = await upload(draft, "trailer", "x.jpg", JPEG);
    expect(badKind.statusCode).toBe(400);
    // A body the multipart parser cannot read is the sender's fault, not a 500.
    const malformed = await t.app.inject({
      method: "POST",
      url: `/api/v1/add/contentForm/${draft.reference}/files?kind=still`,
      payload: '{"a":1}',
      headers: { "content-type": "multipart/form-data; boundary=x", ...as(draft) },
    });
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).code).toBe("request/invalid");

    for (let i = 0; i < 8; i += 1) {
      expect((await upload(draft, "still", `s${i}.jpg`, JPEG)).statusCode).toBe(201);
    }
    const ninth = await upload(draft, "still", "s9.jpg", JPEG);
    expect(ninth.statusCode).toBe(409);
    expect(errorOf(ninth).message).toBe("A submission holds at most 8 stills.");

    // A second poster replaces the first, on disk too.
    await upload(draft, "poster", "one.jpg", JPEG);
    await upload(draft, "poster", "two.png", PNG);
    const read = submissionSchema.parse(
      (
        await t.app.inject({
          url: `/api/v1/add/contentForm/${draft.reference}`,
          headers: as(draft),
        })
      ).json(),
    );
    const posters = read.files.filter((f) => f.kind === "poster");
    expect(posters.map((f) => f.fileName)).toEqual(["two.png"]);
    const dir = path.join(t.config.dataDir, "submissions", draft.reference);
    const stored = await t.database.db
      .select()
      .from(schema.submissionFiles)
      .where(eq(schema.submissionFiles.id, posters[0]!.id));
    expect(existsSync(path.join(dir, stored[0]!.storedName))).toBe(true);

    const still = read.files.find((f) => f.kind === "still")!;
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/add/contentForm/${draft.reference}/files/${still.id}`,
      headers: as(draft),
    });
    expect(removed.json()).toEqual({ removed: true });
    expect((await upload(draft, "still", "s9.jpg", JPEG)).statusCode).toBe(201);
  });

  it("gives a robot that fills the hidden field a believable answer and keeps nothing", async () => {
    const title = `Spam ${Date.now()}`;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/add/contentForm",
      payload: { details: { title }, website: "https://cheap-pills.example" },
      remoteAddress: uniqueIp(),
    });
    expect(res.statusCode).toBe(201);
    expect(submissionCreatedSchema.parse(res.json()).reference).toMatch(/^TZ-SUB-/);
    const rows = await t.database.db.select().from(submissions).where(eq(submissions.title, title));
    expect(rows).toEqual([]);
  });

  it("stores the contact's and the rights holder's names cleaned, and mails a formula-like one defused (issue 39)", async () => {
    const details = complete({
      contactName: '=HYPERLINK("https://evil.example") \u202EAdaeze',
      rightsHolder: "\u2067Lagoon Pictures\u2069 Ltd",
    });
    const draft = await start(details);
    await upload(draft, "poster", "poster.jpg", JPEG);
    expect((await submit(draft)).statusCode).toBe(200);
    const seen = await t.app.inject({
      url: `/api/v1/add/contentForm/${draft.reference}`,
      headers: as(draft),
    });
    expect(seen.json()).toMatchObject({
      details: {
        contactName: '=HYPERLINK("https://evil.example") Adaeze',
        rightsHolder: "Lagoon Pictures Ltd",
      },
    });
    const [mail] = await mailsTo(details.contactEmail!);
    expect(mail!.text).toContain(`Hello '=HYPERLINK("https://evil.example") Adaeze,`);
  });
});

describe("drafts per network", () => {
  let app: FastifyInstance;
  let clock: ManualClock;
  beforeAll(async () => {
    ({ app, clock } = await buildClockedApp(t.database));
  });
  afterAll(() => app.close());

  it(`takes ${SUBMISSION_DRAFTS_PER_IP.max} new drafts an hour from one address`, async () => {
    const ip = uniqueIp();
    const post = () =>
      app.inject({
        method: "POST",
        url: "/api/v1/add/contentForm",
        payload: { details: {} },
        remoteAddress: ip,
      });
    for (let i = 0; i < SUBMISSION_DRAFTS_PER_IP.max; i += 1)
      expect((await post()).statusCode).toBe(201);
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(errorOf(refused).code).toBe("submission/too-many");
    clock.advance(SUBMISSION_DRAFTS_PER_IP.windowMs);
    expect((await post()).statusCode).toBe(201);
  });
});

describe("triage (admin)", () => {
  async function sentSubmission(language?: string) {
    const details = complete();
    const draft = await start(details);
    await upload(draft, "poster", "poster.jpg", JPEG);
    expect((await submit(draft, language)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ id: submissions.id })
      .from(submissions)
      .where(eq(submissions.reference, draft.reference));
    return { draft, details, id: row!.id };
  }

  const patch = (id: number, payload: object, user = admin) =>
    t.app.inject({
      method: "PATCH",
      url: `/api/v1/admin/submissions/${id}`,
      payload,
      headers: { cookie: user.cookie },
    });

  it("is for admins only", async () => {
    const viewer = await createTestUser(t.app, t.database);
    const res = await t.app.inject({
      url: "/api/v1/admin/submissions",
      headers: { cookie: viewer.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/v1/admin/submissions" })).statusCode).toBe(401);
  });

  it("moves a submission on in order, mailing the contact at each step", async () => {
    const { draft, details, id } = await sentSubmission();
    const skip = await patch(id, { status: "accepted" });
    expect(skip.statusCode).toBe(409);
    expect(errorOf(skip).message).toBe("A submission that is received cannot become accepted.");

    expect((await patch(id, { status: "in_review" })).statusCode).toBe(200);
    const accepted = await patch(id, { status: "accepted", note: "Welcome aboard." });
    expect(adminSubmissionSchema.parse(accepted.json())).toMatchObject({
      status: "accepted",
      note: "Welcome aboard.",
      draftTitleRef: null,
    });
    const subjects = (await mailsTo(details.contactEmail!)).map((m) => m.subject).sort();
    expect(subjects).toEqual(
      [
        `Your film is accepted: ${details.title} (${draft.reference})`,
        `Your film is in review: ${details.title} (${draft.reference})`,
        `We received your film: ${details.title} (${draft.reference})`,
      ].sort(),
    );
    expect((await patch(id, { status: "declined" })).statusCode).toBe(409);

    // The submitter sees the new status and the note.
    const seen = await t.app.inject({
      url: `/api/v1/add/contentForm/${draft.reference}`,
      headers: as(draft),
    });
    expect(seen.json()).toMatchObject({ status: "accepted", note: "Welcome aboard." });
  });

  it("writes every mail in the language the film was sent in", async () => {
    const { draft, details, id } = await sentSubmission("fr-FR,fr;q=0.9,en;q=0.5");
    expect((await patch(id, { status: "in_review" })).statusCode).toBe(200);
    const mails = await mailsTo(details.contactEmail!);
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [
        `Nous avons reçu votre film: ${details.title} (${draft.reference})`,
        `Votre film est en cours d’examen: ${details.title} (${draft.reference})`,
      ].sort(),
    );
    const received = mails.find((m) => m.subject.startsWith("Nous avons"))!;
    expect(received.text).toContain(`Bonjour ${details.contactName},`);
    expect(received.text).toContain(`référence ${draft.reference}`);
    expect(received.html).toContain(`référence <strong>${draft.reference}</strong>`);
  });

  it("lists sent ones by status and serves their files to admins", async () => {
    const { id } = await sentSubmission();
    const page = await t.app.inject({
      url: "/api/v1/admin/submissions?status=received",
      headers: { cookie: admin.cookie },
    });
    const items = page.json<{ items: { id: number; status: string; files: { id: number }[] }[] }>()
      .items;
    expect(items.every((i) => i.status === "received")).toBe(true);
    const mine = items.find((i) => i.id === id)!;
    const file = await t.app.inject({
      url: `/api/v1/admin/submissions/${id}/files/${mine.files[0]!.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/jpeg");
    expect(file.headers["content-disposition"]).toBe('attachment; filename="poster.jpg"');
    expect(file.rawPayload.equals(JPEG)).toBe(true);
  });

  it("makes an accepted submission one draft catalogue title, whatever the number of calls", async () => {
    const { details, id } = await sentSubmission();
    const draftTitle = () =>
      t.app.inject({
        method: "POST",
        url: `/api/v1/admin/submissions/${id}/draft-title`,
        headers: { cookie: admin.cookie },
      });
    expect((await draftTitle()).statusCode).toBe(409);
    await patch(id, { status: "in_review" });
    await patch(id, { status: "accepted" });
    const results = await Promise.all([draftTitle(), draftTitle(), draftTitle()]);
    const refs = results.map((r) => adminSubmissionSchema.parse(r.json()).draftTitleRef);
    expect(new Set(refs).size).toBe(1);
    expect((await draftTitle()).json<{ draftTitleRef: string }>().draftTitleRef).toBe(refs[0]);
    const made = await t.database.db
      .select()
      .from(titles)
      .where(and(like(titles.title, details.title!), eq(titles.status, "draft")));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      ref: refs[0],
      kind: "movie",
      year: 2025,
      durationS: 94 * 60,
      country: "Nigeria",
      language: "Yoruba, English",
    });
    // A draft title is nobody's to see.
    const page = await t.app.inject({ url: `/api/v1/content/${refs[0]}` });
    expect(page.statusCode).toBe(404);
  });
});
