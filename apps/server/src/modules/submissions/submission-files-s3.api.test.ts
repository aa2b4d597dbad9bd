import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  SUBMISSION_TOKEN_HEADER,
  type SubmissionDraft,
  adminSubmissionSchema,
  submissionCreatedSchema,
  submissionSchema,
} from "@tazama/contracts";
import { type Database, schema } from "@tazama/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestUser, createTestUser, uniqueEmail, uniqueIp } from "../../../test/accounts.ts";
import { type BucketApp, type BucketPair, startBucketPair } from "../../../test/bucket-app.ts";
import { getTestApp } from "../../../test/harness.ts";
import { multipartForm } from "../../../test/multipart.ts";

// Issue 20: a film sent to one API process, its files read by an admin on another (two
// DATA_DIRs: no shared disk; one database, one bucket).
const BUCKET = "tazama-submissions";
const SECRET = "submission-s3-test-secret-0123456789abcdef";
const work = mkdtempSync(path.join(tmpdir(), "tazama-submissions-s3-"));
const ENV = { SEED_DEMO: "false", AUTH_SECRET: SECRET };

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3000, 9)]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(700, 4),
]);
const SRT = Buffer.from("1\n00:00:01,000 --> 00:00:03,500\nHabari!\n");

let site: BucketPair;
let database: Database;
let one: BucketApp;
let two: BucketApp;
let admin: TestUser;

const details = (): SubmissionDraft => ({
  title: `Bucket Film ${Date.now().toString(36)}`,
  kind: "movie",
  year: 2025,
  runtimeMinutes: 88,
  languages: ["Swahili"],
  country: "Tanzania",
  shortSynopsis: "A ferry crosses the lake one last time.",
  longSynopsis: "On Lake Victoria, an old ferry makes its last crossing with everyone aboard.",
  credits: "Director: Neema Mushi.",
  genres: ["Drama"],
  screenerUrl: "https://vimeo.com/987654321",
  screenerPassword: "ferry-2025",
  rightsHolder: "Ziwa Films Ltd",
  territories: ["Worldwide"],
  rightsAttested: true,
  contactName: "Neema Mushi",
  contactEmail: uniqueEmail("filmmaker"),
});

/** The objects under a submission's folder in the bucket, by their names. */
const objectsOf = async (reference: string) =>
  (await one.app.storage.list(`submissions/${reference}/`))
    .map((key) => key.slice(`submissions/${reference}/`.length))
    .sort();

beforeAll(async () => {
  ({ database } = await getTestApp());
  site = await startBucketPair({ work, bucket: BUCKET, database, env: ENV });
  ({ one, two } = site);
  admin = await createTestUser(one.app, database, { role: "admin" });
});

afterAll(() => site.close());

describe("submission files with a media bucket (two API processes, no shared disk)", () => {
  it("keeps a sent film's files in the bucket, for an admin on the other process", async () => {
    expect(one.app.storage.kind).toBe("s3");
    const created = await one.app.inject({
      method: "POST",
      url: "/api/v1/add/contentForm",
      payload: { details: details() },
      remoteAddress: uniqueIp(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { reference, editToken } = submissionCreatedSchema.parse(created.json());
    const key = { [SUBMISSION_TOKEN_HEADER]: editToken };
    const upload = async (kind: string, name: string, data: Buffer) => {
      const form = multipartForm({}, { name, data });
      const res = await one.app.inject({
        method: "POST",
        url: `/api/v1/add/contentForm/${reference}/files?kind=${kind}`,
        payload: form.payload,
        headers: { ...form.headers, ...key },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number }>().id;
    };
    const storedName = async (id: number) =>
      (
        await database.db
          .select({ storedName: schema.submissionFiles.storedName })
          .from(schema.submissionFiles)
          .where(eq(schema.submissionFiles.id, id))
      )[0]?.storedName;

    // A second poster replaces the first, and a removed file goes: in the bucket too.
    const firstPoster = await storedName(await upload("poster", "first.png", PNG));
    expect(await objectsOf(reference)).toEqual([firstPoster]);
    const poster = await storedName(await upload("poster", "poster.jpg", JPEG));
    const subtitles = await upload("subtitle", "swahili.srt", SRT);
    expect(await objectsOf(reference)).toEqual([poster, await storedName(subtitles)].sort());
    const deleted = await one.app.inject({
      method: "DELETE",
      url: `/api/v1/add/contentForm/${reference}/files/${subtitles}`,
      headers: key,
    });
    expect(deleted.json()).toEqual({ removed: true });
    expect(await objectsOf(reference)).toEqual([poster]);

    const sent = await one.app.inject({
      method: "POST",
      url: `/api/v1/add/contentForm/${reference}/submit`,
      headers: key,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(submissionSchema.parse(sent.json()).files.map((f) => f.fileName)).toEqual([
      "poster.jpg",
    ]);
    expect(existsSync(path.join(one.config.dataDir, "submissions"))).toBe(false);

    // The admin, on the other process.
    const [row] = await database.db
      .select({ id: schema.submissions.id })
      .from(schema.submissions)
      .where(eq(schema.submissions.reference, reference));
    const seen = await two.app.inject({
      url: `/api/v1/admin/submissions/${row!.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(seen.statusCode, seen.body).toBe(200);
    const [file] = adminSubmissionSchema.parse(seen.json()).files;
    const fileUrl = `/api/v1/admin/submissions/${row!.id}/files/${file!.id}`;
    const download = await two.app.inject({ url: fileUrl, headers: { cookie: admin.cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("image/jpeg");
    expect(download.headers["content-length"]).toBe(String(JPEG.length));
    expect(download.headers["content-disposition"]).toBe('attachment; filename="poster.jpg"');
    expect(download.rawPayload.equals(JPEG)).toBe(true);
    expect(existsSync(path.join(two.config.dataDir, "submissions"))).toBe(false);

    // Not for anyone else; and a file gone from the bucket is a 404, not a broken stream.
    expect((await two.app.inject({ url: fileUrl })).statusCode).toBe(401);
    await two.app.storage.delete(`submissions/${reference}/${poster!}`);
    const gone = await two.app.inject({ url: fileUrl, headers: { cookie: admin.cookie } });
    expect(gone.statusCode).toBe(404);
    expect(gone.json<{ error: { code: string } }>().error.code).toBe("submission/file-not-found");
  });
});
