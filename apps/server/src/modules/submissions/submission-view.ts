import type { AdminSubmission, Submission } from "@tazama/contracts";
import type { SubmissionFileRow, SubmissionRow } from "./submissions.repository.ts";

export function toSubmission(row: SubmissionRow, files: SubmissionFileRow[]): Submission {
  return {
    reference: row.reference,
    status: row.status as Submission["status"],
    details: row.details,
    files: files.map((f) => ({
      id: f.id,
      kind: f.kind as "poster" | "still" | "subtitle",
      fileName: f.fileName,
      contentType: f.contentType,
      bytes: f.bytes,
    })),
    note: row.note,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAdminSubmission(
  row: SubmissionRow,
  files: SubmissionFileRow[],
  draftTitleRef: string | null,
): AdminSubmission {
  return {
    ...toSubmission(row, files),
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    draftTitleRef,
  };
}
