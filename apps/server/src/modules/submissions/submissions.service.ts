import { randomUUID } from "node:crypto";
import path from "node:path";
import {
  type Language,
  SUBMISSION_FILE_LIMITS,
  type Submission,
  type SubmissionCreated,
  type SubmissionDraft,
  type SubmissionFileKind,
  submissionDetailsSchema,
} from "@tazama/contracts";
import type { OutgoingMail } from "../accounts/accounts.public.ts";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
import { checkSubmissionFile } from "./file-checks.ts";
import type { SubmissionFiles } from "./submission-files.ts";
import { submissionMail } from "./submission-mail.ts";
import { hashToken, newEditToken, newReference, tokenMatches } from "./submission-secrets.ts";
import { toSubmission } from "./submission-view.ts";
import type { SubmissionRow, SubmissionsRepository } from "./submissions.repository.ts";

export interface SubmissionsDeps {
  repo: SubmissionsRepository;
  clock: Clock;
  /** Where files are kept: under the submission's reference, by our name. */
  files: SubmissionFiles;
  publicUrl: string;
  sendMail(mail: OutgoingMail): Promise<void>;
}

const notFound = () =>
  new HttpError(404, "submission/not-found", "No submission with that reference and key.");
const locked = () =>
  new HttpError(409, "submission/locked", "This submission was sent: it can no longer be changed.");

/** The columns copied out of the details for triage. */
const copied = (details: SubmissionDraft) => ({
  title: details.title ?? null,
  contactEmail: details.contactEmail?.toLowerCase() ?? null,
});

/** The submitter's side of `add/contentForm/`: drafts, files, and sending it. */
export function createSubmissionsService(deps: SubmissionsDeps) {
  const { repo, clock } = deps;

  async function open(reference: string, token: string | undefined): Promise<SubmissionRow> {
    const row = await repo.byReference(reference);
    if (!row || !tokenMatches(token, row.editTokenHash)) throw notFound();
    return row;
  }

  async function openDraft(reference: string, token: string | undefined) {
    const row = await open(reference, token);
    if (row.status !== "draft") throw locked();
    return row;
  }

  const view = async (row: SubmissionRow) => toSubmission(row, await repo.files(row.id));

  return {
    async create(
      details: SubmissionDraft,
      honeypot: string | undefined,
    ): Promise<SubmissionCreated> {
      const now = clock.now();
      const editToken = newEditToken();
      if (honeypot?.trim()) {
        // A robot filled the hidden field: it gets a believable answer and nothing is kept.
        const reference = newReference();
        return {
          reference,
          editToken,
          submission: {
            reference,
            status: "draft",
            details,
            files: [],
            note: null,
            submittedAt: null,
            updatedAt: now.toISOString(),
          },
        };
      }
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const row = await repo.insert({
          reference: newReference(),
          editTokenHash: hashToken(editToken),
          details,
          ...copied(details),
          createdAt: now,
          updatedAt: now,
        });
        if (row) return { reference: row.reference, editToken, submission: await view(row) };
      }
      throw new Error("no free submission reference after 5 draws");
    },

    async read(reference: string, token: string | undefined): Promise<Submission> {
      return view(await open(reference, token));
    },

    async update(
      reference: string,
      token: string | undefined,
      details: SubmissionDraft,
    ): Promise<Submission> {
      const row = await openDraft(reference, token);
      const merged = { ...(row.details as SubmissionDraft), ...details };
      const updated = await repo.updateIf(row.id, "draft", {
        details: merged,
        ...copied(merged),
        updatedAt: clock.now(),
      });
      if (!updated) throw locked();
      return view(updated);
    },

    async addFile(
      reference: string,
      token: string | undefined,
      file: { kind: SubmissionFileKind; fileName: string; data: Buffer },
    ) {
      const row = await openDraft(reference, token);
      const checked = checkSubmissionFile(file.kind, file.data, file.fileName);
      const existing = (await repo.files(row.id)).filter((f) => f.kind === file.kind);
      const limit = SUBMISSION_FILE_LIMITS[file.kind].count;
      // A new poster replaces the old one; stills and subtitles add up to their limit.
      const replaced = limit === 1 ? existing : [];
      if (limit > 1 && existing.length >= limit) {
        throw new HttpError(
          409,
          "submission/too-many-files",
          `A submission holds at most ${limit} ${file.kind === "still" ? "stills" : "subtitle files"}.`,
        );
      }
      const storedName = `${randomUUID()}.${checked.extension}`;
      await deps.files.save(row.reference, storedName, file.data, checked.contentType);
      const made = await repo.addFile({
        submissionId: row.id,
        kind: file.kind,
        fileName: path.basename(file.fileName).slice(0, 200) || `${file.kind}.${checked.extension}`,
        storedName,
        contentType: checked.contentType,
        bytes: file.data.length,
        createdAt: clock.now(),
      });
      for (const old of replaced) {
        await repo.removeFile(row.id, old.id);
        await deps.files.remove(row.reference, old.storedName);
      }
      return toSubmission(row, [made]).files[0]!;
    },

    async removeFile(reference: string, token: string | undefined, id: number): Promise<void> {
      const row = await openDraft(reference, token);
      const gone = await repo.removeFile(row.id, id);
      if (!gone) throw new HttpError(404, "submission/file-not-found", "No such file.");
      await deps.files.remove(row.reference, gone.storedName);
    },

    /** Checks that everything is there, then sends it: it is received and the contact told. */
    async submit(
      reference: string,
      token: string | undefined,
      language: Language = "en",
    ): Promise<Submission> {
      const row = await openDraft(reference, token);
      const parsed = submissionDetailsSchema.safeParse(row.details);
      if (!parsed.success) {
        const missing = [...new Set(parsed.error.issues.map((i) => i.message))].slice(0, 5);
        throw new HttpError(400, "submission/incomplete", `Before sending: ${missing.join(" ")}`);
      }
      const files = await repo.files(row.id);
      if (!files.some((f) => f.kind === "poster")) {
        throw new HttpError(400, "submission/incomplete", "Before sending: add a poster.");
      }
      const now = clock.now();
      const sent = await repo.updateIf(row.id, "draft", {
        status: "received",
        submittedAt: now,
        updatedAt: now,
        language,
      });
      if (!sent) throw locked();
      const details = parsed.data;
      await deps.sendMail({
        to: details.contactEmail,
        ...submissionMail({
          name: details.contactName,
          title: details.title,
          reference: sent.reference,
          status: "received",
          note: null,
          language,
          // The key rides in the fragment (never sent to a server): the page opens on any device.
          link: `${deps.publicUrl}/submit/${sent.reference}#key=${token}`,
        }),
      });
      return toSubmission(sent, files);
    },
  };
}

export type SubmissionsService = ReturnType<typeof createSubmissionsService>;
