import {
  SUBMISSION_TOKEN_HEADER,
  type Submission,
  type SubmissionCreated,
  type SubmissionDraft,
  type SubmissionFile,
  type SubmissionFileKind,
} from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

/** A draft's reference and the key that opens it (kept by this browser). */
export interface DraftKey {
  reference: string;
  token: string;
}

const base = (reference: string) => `/api/v1/add/contentForm/${encodeURIComponent(reference)}`;
const auth = (key: DraftKey) => ({ [SUBMISSION_TOKEN_HEADER]: key.token });

/** `POST /api/v1/add/contentForm`: a new draft; `website` is the hidden field robots fill. */
export function createDraft(details: SubmissionDraft, website: string) {
  return request<SubmissionCreated>({
    method: "POST",
    path: "/api/v1/add/contentForm",
    body: { details, ...(website ? { website } : {}) },
  });
}

export function getSubmission(key: DraftKey, signal?: AbortSignal) {
  return request<Submission>({ path: base(key.reference), headers: auth(key), signal });
}

export function saveDraft(key: DraftKey, details: SubmissionDraft) {
  return request<Submission>({
    method: "PUT",
    path: base(key.reference),
    headers: auth(key),
    body: details,
  });
}

/** Uploads one file (images are checked by the server from their bytes). */
export function uploadFile(key: DraftKey, kind: SubmissionFileKind, file: File) {
  const form = new FormData();
  form.append("file", file, file.name);
  return request<SubmissionFile>({
    method: "POST",
    path: `${base(key.reference)}/files?kind=${kind}`,
    headers: auth(key),
    body: form,
    timeoutMs: 120_000,
  });
}

export function removeFile(key: DraftKey, id: number) {
  return request<{ removed: true }>({
    method: "DELETE",
    path: `${base(key.reference)}/files/${id}`,
    headers: auth(key),
  });
}

export function sendSubmission(key: DraftKey) {
  return request<Submission>({
    method: "POST",
    path: `${base(key.reference)}/submit`,
    headers: auth(key),
  });
}
