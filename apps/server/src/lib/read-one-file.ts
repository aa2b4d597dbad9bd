import type { FastifyRequest } from "fastify";
import { assertNoNulInFile } from "../plugins/nul-bytes.ts";
import { HttpError } from "./http-error.ts";
import { requestLanguage } from "./i18n/request-language.ts";

/**
 * The one file of a multipart body, in memory (the route's @fastify/multipart `fileSize` limit
 * bounds it). A body the parser cannot read is the client's fault (400), a file over the limit
 * `tooLarge()` (a 413) — never a 500. A text file (`text: true`: a CSV, subtitles) holding a NUL
 * byte is refused with 400 `upload/nul-byte` naming its line, as JSON bodies are (nul-bytes.ts).
 */
export async function readOneFile(
  request: FastifyRequest,
  tooLarge: () => HttpError,
  options: { text?: boolean } = {},
): Promise<{ fileName: string; bytes: Buffer }> {
  try {
    const part = await request.file();
    if (!part) throw new HttpError(400, "request/invalid", "Send one file.");
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw tooLarge();
    if (options.text) assertNoNulInFile(bytes, requestLanguage(request.headers));
    return { fileName: part.filename, bytes };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string } | null)?.code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    request.log.info({ err: error }, "upload unreadable");
    throw new HttpError(
      400,
      "request/invalid",
      "The upload was cut short or malformed. Send it again.",
    );
  }
}
