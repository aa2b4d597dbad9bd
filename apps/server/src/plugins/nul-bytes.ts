import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../lib/http-error.ts";

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
