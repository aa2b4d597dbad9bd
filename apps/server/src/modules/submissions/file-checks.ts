import { SUBMISSION_FILE_LIMITS, type SubmissionFileKind } from "@tazama/contracts";
import { HttpError } from "../../lib/http-error.ts";

export interface CheckedFile {
  contentType: string;
  extension: string;
}

const startsWith = (data: Buffer, bytes: number[], at = 0) =>
  bytes.every((b, i) => data[at + i] === b);

/** The image's type from its first bytes (never from its name or the browser's word). */
function imageType(data: Buffer): CheckedFile | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return { contentType: "image/jpeg", extension: "jpg" };
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { contentType: "image/png", extension: "png" };
  }
  if (data.toString("latin1", 0, 4) === "RIFF" && data.toString("latin1", 8, 12) === "WEBP") {
    return { contentType: "image/webp", extension: "webp" };
  }
  return null;
}

/** WebVTT begins "WEBVTT"; SubRip with a cue number and a "00:00:01,000 -->" timing line. */
function subtitleType(data: Buffer, fileName: string): CheckedFile | null {
  if (data.includes(0)) return null;
  const text = new TextDecoder("utf-8", { fatal: false }).decode(data).replace(/^\uFEFF/, "");
  if (/\.vtt$/i.test(fileName) && /^WEBVTT(?:[ \t].*)?(?:\r?\n|$)/.test(text)) {
    return { contentType: "text/vtt", extension: "vtt" };
  }
  if (
    /\.srt$/i.test(fileName) &&
    /^\s*\d+\s*\r?\n\d{1,2}:\d{2}:\d{2}[,.]\d{3}\s*-->\s*\d{1,2}:\d{2}:\d{2}[,.]\d{3}/.test(text)
  ) {
    return { contentType: "application/x-subrip", extension: "srt" };
  }
  return null;
}

/** 5 MB, 512 KB. */
export const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`;

/** Checks a submitted file's size and real type; a refusal says what is accepted. */
export function checkSubmissionFile(
  kind: SubmissionFileKind,
  data: Buffer,
  fileName: string,
): CheckedFile {
  const { maxBytes } = SUBMISSION_FILE_LIMITS[kind];
  if (data.length > maxBytes) {
    throw new HttpError(
      413,
      "submission/file-too-large",
      `That file is over ${sizeLabel(maxBytes)}.`,
    );
  }
  if (data.length === 0) throw new HttpError(400, "submission/file-empty", "That file is empty.");
  const checked = kind === "subtitle" ? subtitleType(data, fileName) : imageType(data);
  if (!checked) {
    throw new HttpError(
      415,
      "submission/file-type",
      kind === "subtitle"
        ? "Subtitles must be SubRip (.srt) or WebVTT (.vtt) text files."
        : "Images must be JPEG, PNG or WebP.",
    );
  }
  return checked;
}
