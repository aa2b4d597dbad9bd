import type { Language } from "@tazama/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../lib/http-error.ts";
import { type TextCatalogue, translate } from "../lib/i18n/translate.ts";

const PARTS = ["params", "querystring", "body"] as const;
type Part = (typeof PARTS)[number];

const inputOf = (request: FastifyRequest, part: Part): unknown =>
  part === "querystring" ? request.query : request[part];

/**
 * The dotted path of the first string (value or key) holding a NUL character, or null.
 * Iterative, so a deeply nested body cannot overflow the stack; Buffers (raw webhook bodies)
 * are bytes, not text, and are skipped.
 */
export function pathOfNul(input: unknown): string | null {
  const stack: [unknown, string][] = [[input, ""]];
  while (stack.length > 0) {
    const [value, at] = stack.pop()!;
    if (typeof value === "string") {
      if (value.includes("\u0000")) return at;
      continue;
    }
    if (value === null || typeof value !== "object" || Buffer.isBuffer(value)) continue;
    for (const [key, child] of Object.entries(value)) {
      const path = at ? `${at}.${key}` : key;
      if (key.includes("\u0000")) return path;
      stack.push([child, path]);
    }
  }
  return null;
}

/**
 * A NUL character in any text a request carries (path parameters, query, JSON body) is refused
 * with 400 `request/invalid` before validation (issue 12, finding 7): PostgreSQL text cannot
 * hold NUL, so it would otherwise fail in the database as a 500. Register before any route.
 */
export function registerNulByteCheck(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    for (const part of PARTS) {
      const at = pathOfNul(inputOf(request, part));
      if (at === null) continue;
      // The field is named only when its path is plain text (keys come from the caller).
      const field = /^[\w.-]{1,80}$/.test(at) ? `${at}: ` : "";
      throw new HttpError(
        400,
        "request/invalid",
        `Invalid ${part}: ${field}text cannot contain the NUL character (\\u0000).`,
      );
    }
  });
}

/**
 * The line (1 = the first) of the first NUL byte in an uploaded text file, or null. A line ends
 * at LF, CRLF or a lone CR, as the CSV reader counts them. `indexOf` finds the byte natively, so
 * a 2 MB file without one costs well under a millisecond.
 */
export function lineOfNul(bytes: Uint8Array): number | null {
  const at = bytes.indexOf(0);
  if (at < 0) return null;
  let line = 1;
  for (let i = 0; i < at; i += 1) {
    const byte = bytes[i];
    if (byte === 0x0a || (byte === 0x0d && bytes[i + 1] !== 0x0a)) line += 1;
  }
  return line;
}

const NUL_IN_FILE =
  "Line {line} contains a NUL byte. Save the file as UTF-8 text and upload it again.";

/** The refusal in the other languages (it names a line, so it is translated here, not by the API catalogue). */
export const NUL_IN_FILE_TEXTS: TextCatalogue = {
  [NUL_IN_FILE]: {
    fr: "La ligne {line} contient un octet NUL. Enregistrez le fichier en texte UTF-8 et envoyez-le à nouveau.",
    sw: "Mstari {line} una baiti ya NUL. Hifadhi faili kama maandishi ya UTF-8 kisha uipakie tena.",
    ha: "Layi na {line} yana da baiti NUL. Ajiye fayil ɗin a matsayin rubutun UTF-8 ka sake loda shi.",
    yo: "Ìlà {line} ní báìtì NUL nínú. Fi fáìlì náà pamọ́ gẹ́gẹ́ bí ọ̀rọ̀ UTF-8 kí o tún gbé e sókè.",
  },
};

/**
 * An uploaded text file (a member CSV, a subtitle file: every multipart route that takes text)
 * gets the check JSON bodies get: a NUL byte is refused with 400 `upload/nul-byte`, naming its
 * line, before anything reads the text (PostgreSQL text cannot hold NUL: issue 39, item 7).
 */
export function assertNoNulInFile(bytes: Uint8Array, language: Language): void {
  const line = lineOfNul(bytes);
  if (line === null) return;
  throw new HttpError(
    400,
    "upload/nul-byte",
    translate(NUL_IN_FILE_TEXTS, language, NUL_IN_FILE, { line: line.toLocaleString("en") }),
  );
}
