import {
  languageOf,
  type AdminSubmission,
  SUBMISSION_TRANSITIONS,
  type SubmissionDraft,
  type SubmissionStatus,
  submissionDetailsSchema,
} from "@tazama/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { OutgoingMail } from "../accounts/accounts.public.ts";
import type { AuditContext } from "../audit/audit.public.ts";
import type { DraftTitleInput } from "../catalogue/catalogue.public.ts";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { SubmissionFiles } from "./submission-files.ts";
import { submissionMail } from "./submission-mail.ts";
import { toAdminSubmission } from "./submission-view.ts";
import type { SubmissionRow, SubmissionsRepository } from "./submissions.repository.ts";

export const ADMIN_SUBMISSIONS_PAGE_SIZE = 50;

export interface SubmissionsAdminDeps {
  repo: SubmissionsRepository;
  clock: Clock;
  files: SubmissionFiles;
  publicUrl: string;
  sendMail(mail: OutgoingMail): Promise<void>;
  createDraftTitle(input: DraftTitleInput): Promise<{ id: number; ref: string }>;
  titleRefById(id: number): Promise<string | undefined>;
  log: FastifyBaseLogger;
}

const notFound = () => new HttpError(404, "submission/not-found", "No such submission.");

/** Admins triage submissions (API now; pages in the admin console, issue 18). */
export function createSubmissionsAdminService(deps: SubmissionsAdminDeps) {
  const { repo, clock } = deps;

  async function view(row: SubmissionRow): Promise<AdminSubmission> {
    const ref = row.draftTitleId ? ((await deps.titleRefById(row.draftTitleId)) ?? null) : null;
    return toAdminSubmission(row, await repo.files(row.id), ref);
  }

  async function tellSubmitter(row: SubmissionRow): Promise<void> {
    const details = row.details as SubmissionDraft;
    if (!details.contactEmail || row.status === "draft") return;
    try {
      await deps.sendMail({
        to: details.contactEmail,
        ...submissionMail({
          name: details.contactName ?? "filmmaker",
          title: details.title ?? row.reference,
          reference: row.reference,
          status: row.status as Exclude<SubmissionStatus, "draft">,
          note: row.note,
          language: languageOf(row.language),
          link: `${deps.publicUrl}/submit/${row.reference}`,
        }),
      });
    } catch (error) {
      // The change stands; the mail is retried by nobody, so say so loudly.
      deps.log.error({ err: error, submission: row.reference }, "submission mail failed");
    }
  }

  const drafting = new Map<number, Promise<AdminSubmission>>();

  async function makeDraftTitle(id: number, audit: AuditContext): Promise<AdminSubmission> {
    const row = await repo.byId(id);
    if (!row) throw notFound();
    if (row.status !== "accepted") {
      throw new HttpError(409, "submission/not-accepted", "Accept the submission first.");
    }
    if (row.draftTitleId) return view(row);
    const details = submissionDetailsSchema.parse(row.details);
    const made = await deps.createDraftTitle({
      title: details.title,
      kind: details.kind,
      year: details.year,
      durationS: details.runtimeMinutes * 60,
      tagline: details.shortSynopsis,
      synopsis: details.longSynopsis,
      country: details.country,
      language: details.languages.join(", "),
      tags: [],
      genres: details.genres,
    });
    const updated = await repo.setDraftTitle(row.id, made.id);
    await audit.record({
      action: "submission.draft-title",
      target: { type: "submission", id: String(id) },
      after: { title: made.ref, reference: row.reference },
    });
    return view(updated!);
  }

  return {
    async page(status: SubmissionStatus | undefined, page: number) {
      const size = ADMIN_SUBMISSIONS_PAGE_SIZE;
      const { rows, total } = await repo.page(status, (page - 1) * size, size);
      return { page, pageSize: size, total, items: await Promise.all(rows.map(view)) };
    },

    async get(id: number): Promise<AdminSubmission> {
      const row = await repo.byId(id);
      if (!row) throw notFound();
      return view(row);
    },

    /**
     * Moves a submission on (received → in review → accepted or declined), audited with it, and
     * mails the contact.
     */
    async update(
      id: number,
      change: { status: SubmissionStatus; note?: string | undefined },
      audit: AuditContext,
    ) {
      const row = await repo.byId(id);
      if (!row) throw notFound();
      if (!SUBMISSION_TRANSITIONS[row.status as SubmissionStatus].includes(change.status)) {
        throw new HttpError(
          409,
          "submission/transition",
          `A submission that is ${row.status.replace("_", " ")} cannot become ${change.status.replace("_", " ")}.`,
        );
      }
      const updated = await repo.updateIf(
        row.id,
        row.status,
        { status: change.status, note: change.note || null, updatedAt: clock.now() },
        (tx, after) =>
          audit.record(
            {
              action: "submission.triage",
              target: { type: "submission", id: String(id) },
              before: { status: row.status, note: row.note },
              after: { status: after.status, note: after.note, reference: after.reference },
            },
            tx,
          ),
      );
      if (!updated) {
        throw new HttpError(409, "submission/changed", "Someone changed it meanwhile. Reload it.");
      }
      await tellSubmitter(updated);
      return view(updated);
    },

    /**
     * An accepted submission as a draft catalogue title, once: a second call returns the same,
     * and calls at the same moment in this process share one creation.
     */
    draftTitle(id: number, audit: AuditContext): Promise<AdminSubmission> {
      const running = drafting.get(id);
      if (running) return running;
      const work = makeDraftTitle(id, audit).finally(() => drafting.delete(id));
      drafting.set(id, work);
      return work;
    },

    /** A file of a submission, for admins to look at: its row and its bytes as a stream. */
    async file(id: number, fileId: number) {
      const gone = () => new HttpError(404, "submission/file-not-found", "No such file.");
      const row = await repo.byId(id);
      const file = row && (await repo.files(row.id)).find((f) => f.id === fileId);
      if (!row || !file) throw gone();
      const stream = await deps.files.open(row.reference, file.storedName, file.bytes);
      if (!stream) throw gone();
      return { ...file, stream };
    },
  };
}

export type SubmissionsAdminService = ReturnType<typeof createSubmissionsAdminService>;
