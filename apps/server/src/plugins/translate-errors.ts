import type { FastifyInstance } from "fastify";
import { API_MESSAGES } from "../lib/i18n/api-messages.ts";
import { requestLanguage } from "../lib/i18n/request-language.ts";
import { translate } from "../lib/i18n/translate.ts";

interface ErrorBody {
  error: { code: string; message: string };
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = value.error;
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { message?: unknown }).message === "string"
  );
}

/**
 * An error's message in the request's language (issue 19): the `location` cookie, else
 * Accept-Language. The code never changes; a message with no translation stays English, the
 * contract's words. Every error body goes through here, whichever handler wrote it.
 */
export function registerErrorTranslation(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== "string") return payload;
    if (!/^application\/json/.test(String(reply.getHeader("content-type") ?? ""))) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    if (!isErrorBody(body) || !Object.hasOwn(API_MESSAGES, body.error.message)) return payload;
    // The words depend on the asker: a shared cache must not hand them to someone else.
    const vary = reply.getHeader("vary");
    reply.header("vary", [vary, "accept-language, cookie"].filter(Boolean).join(", "));
    const language = requestLanguage(request.headers);
    if (language === "en") return payload;
    reply.header("content-language", language);
    const message = translate(API_MESSAGES, language, body.error.message);
    return JSON.stringify({ ...body, error: { ...body.error, message } });
  });
}
